/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@theme/DocCard` for a site's own card list (a swizzled DocCardList draws `<DocCard item />`):
 * the theme's card, with the doc's description the build gave the page, as the theme's own list
 * passes it. Site code only, so the theme's card needs no route for it.
 */
import type { ReactNode } from 'react';
import { useRouteState } from '../../runtime/context';
import { withoutTrailingSlash } from '../../runtime/trailing-slash';
import { DocCard as ThemeDocCard, type DocCardProps } from '../Content/DocCard';

export default function DocCard(props: DocCardProps): ReactNode {
  const { item, description } = props;
  // Docusaurus' card reads `item.type` and stops with a TypeError; say whose card this was written for.
  if (!item) throw new Error(withoutItem(props));
  const { route } = useRouteState();
  const described = route.kind === 'doc' && item.type === 'link' ? route.cardDescriptions?.[withoutTrailingSlash(item.href)] : undefined;
  return <ThemeDocCard item={item} description={description ?? item.description ?? described} />;
}

function withoutItem(props: object): string {
  const given = Object.keys(props).filter((k) => k !== 'children');
  return `@theme/DocCard draws the sidebar item given as \`item\`, as in Docusaurus' classic theme, and got ${given.length ? `only ${given.join(', ')}` : 'no props'}: `
    + 'a card of another theme (a company\'s own preset-classic brings one), which opdocs does not have; '
    + 'write that card as src/theme/DocCard, or as a component of the site imported from @site/src/components';
}
