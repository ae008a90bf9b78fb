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

export default function DocCard({ item, description }: DocCardProps): ReactNode {
  const { route } = useRouteState();
  const described = route.kind === 'doc' && item.type === 'link' ? route.cardDescriptions?.[withoutTrailingSlash(item.href)] : undefined;
  return <ThemeDocCard item={item} description={description ?? item.description ?? described} />;
}
