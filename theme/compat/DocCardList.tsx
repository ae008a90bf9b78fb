/** @jsxRuntime automatic @jsxImportSource react */
/** `@theme/DocCardList`: without `items`, the cards of the current sidebar category, as in Docusaurus. */
import { DocCardList as Cards, type DocCardListProps } from '../Content/DocCardList';
import { useRouteState } from '../../runtime/context';
import { useCurrentSidebarCategory } from './docs-client';

function CurrentCategoryCards({ className, descriptions }: DocCardListProps) {
  return <Cards items={useCurrentSidebarCategory().items} className={className} descriptions={descriptions} />;
}

export default function DocCardList({ items, className }: DocCardListProps) {
  // The build gives a doc whose body lists cards the descriptions of its category's docs.
  const { route } = useRouteState();
  const descriptions = route.kind === 'doc' ? route.cardDescriptions : undefined;
  return items ? <Cards items={items} className={className} descriptions={descriptions} /> : <CurrentCategoryCards className={className} descriptions={descriptions} />;
}
