/** @jsxRuntime automatic @jsxImportSource react */
/** `@theme/DocCardList`: without `items`, the cards of the current sidebar category, as in Docusaurus. */
import { DocCardList as Cards, type DocCardListProps } from '../Content/DocCardList';
import { useCurrentSidebarCategory } from './docs-client';

function CurrentCategoryCards({ className }: { className?: string }) {
  return <Cards items={useCurrentSidebarCategory().items} className={className} />;
}

export default function DocCardList({ items, className }: DocCardListProps) {
  return items ? <Cards items={items} className={className} /> : <CurrentCategoryCards className={className} />;
}
