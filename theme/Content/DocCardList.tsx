/** @jsxRuntime automatic @jsxImportSource react */
/**
 * Cards for a list of sidebar items, as on a category's generated index page. Without
 * `items`, the build passes the items of the current page's sidebar category.
 */
import { withoutTrailingSlash } from '../../runtime/trailing-slash';
import type { SidebarItem } from '../../runtime/types';
// Named and relative, so a site's swizzled DocCard (an override of this module) draws each card.
import { cardItems, DocCard } from './DocCard';

/** Props of {@link DocCardList}. */
export interface DocCardListProps {
  items?: SidebarItem[];
  className?: string;
  /** A doc's description by its path without a trailing slash (DocRoute.cardDescriptions), shown on its card. */
  descriptions?: Record<string, string>;
}

/** See {@link DocCardListProps}. */
export function DocCardList({ items = [], className, descriptions }: DocCardListProps) {
  return (
    <ul className={['doc-cards', className].filter(Boolean).join(' ')}>
      {cardItems(items).filter((item) => !item.unlisted).map((item, i) => (
        <li key={i} className="doc-card">
          <DocCard item={item} description={item.type === 'link' ? item.description ?? descriptions?.[withoutTrailingSlash(item.href)] : undefined} />
        </li>
      ))}
    </ul>
  );
}

// The build fills in `items` for this list only: a site's own (src/theme/DocCardList) may do without.
DocCardList.needsItems = true;

export { currentCategoryItems } from '../../runtime/sidebar-category';

export default DocCardList;
