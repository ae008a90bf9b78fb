/** @jsxRuntime automatic @jsxImportSource react */
/**
 * Cards for a list of sidebar items, as on a category's generated index page. Without
 * `items`, the build passes the items of the current page's sidebar category.
 */
import { usePageHref } from '../../runtime/context';
import { withoutTrailingSlash } from '../../runtime/trailing-slash';
import type { SidebarItem } from '../../runtime/types';
import { useThemeTexts } from '../texts/texts';

/** Props of {@link DocCardList}. */
export interface DocCardListProps {
  items?: SidebarItem[];
  className?: string;
  /** A doc's description by its path without a trailing slash (DocRoute.cardDescriptions), shown on its card. */
  descriptions?: Record<string, string>;
}

type CardItem = Exclude<SidebarItem, { type: 'html' }>;

/** An HTML row of the sidebar is no page: it gets no card and does not count as an item. */
const cardItems = (items: SidebarItem[]): CardItem[] => items.filter((it): it is CardItem => it.type !== 'html');

function hrefOf(item: CardItem): string {
  if (item.type === 'link') return item.href;
  return item.href ?? cardItems(item.items).map(hrefOf).find((h) => h !== '#') ?? '#';
}

/** See {@link DocCardListProps}. */
export function DocCardList({ items = [], className, descriptions }: DocCardListProps) {
  const formed = usePageHref();
  const { plural } = useThemeTexts();
  return (
    <ul className={['doc-cards', className].filter(Boolean).join(' ')}>
      {cardItems(items).filter((item) => !item.unlisted).map((item, i) => {
        const n = item.type === 'category' ? cardItems(item.items).length : 0;
        // The sidebar's own description first; else a category counts its items and a doc link shows the doc's.
        const described = item.description ?? (item.type === 'link'
          ? descriptions?.[withoutTrailingSlash(item.href)]
          : plural('theme.docs.DocCard.categoryDescription.plurals', '1 item|{count} items', n));
        return (
          <li key={i} className="doc-card">
            <a href={formed(hrefOf(item))}>
              <h2 className="doc-card__title">{item.label}</h2>
              {described ? <p className="doc-card__description">{described}</p> : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

export { currentCategoryItems } from '../../runtime/sidebar-category';

export default DocCardList;
