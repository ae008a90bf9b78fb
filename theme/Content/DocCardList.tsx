/** @jsxRuntime automatic @jsxImportSource react */
/**
 * Cards for a list of sidebar items, as on a category's generated index page. Without
 * `items`, the build passes the items of the current page's sidebar category.
 */
import { usePageHref } from '../../runtime/context';
import { samePathname } from '../../runtime/trailing-slash';
import type { SidebarItem } from '../../runtime/types';
import { useThemeTexts } from '../texts/texts';

/** Props of {@link DocCardList}. */
export interface DocCardListProps {
  items?: SidebarItem[];
  className?: string;
}

function hrefOf(item: SidebarItem): string {
  if (item.type === 'link') return item.href;
  return item.href ?? item.items.map(hrefOf).find((h) => h !== '#') ?? '#';
}

/** See {@link DocCardListProps}. */
export function DocCardList({ items = [], className }: DocCardListProps) {
  const formed = usePageHref();
  const { plural } = useThemeTexts();
  return (
    <ul className={['doc-cards', className].filter(Boolean).join(' ')}>
      {items.filter((item) => !item.unlisted).map((item, i) => {
        const n = item.type === 'category' ? item.items.length : 0;
        return (
          <li key={i} className="doc-card">
            <a href={formed(hrefOf(item))}>
              <h2 className="doc-card__title">{item.label}</h2>
              {item.type === 'category' ? <p className="doc-card__description">{plural('theme.docs.DocCard.categoryDescription.plurals', '1 item|{count} items', n)}</p> : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** The items of the category `path` belongs to (its own, for a category's index page); hrefs match `path` with or without its trailing slash. */
export function currentCategoryItems(sidebar: SidebarItem[], path: string): SidebarItem[] | undefined {
  for (const item of sidebar) {
    if (item.type !== 'category') continue;
    if (item.href !== undefined && samePathname(item.href, path)) return item.items;
    const inner = currentCategoryItems(item.items, path);
    if (inner) return inner;
    if (item.items.some((c) => c.type === 'link' && samePathname(c.href, path))) return item.items;
  }
  return undefined;
}

export default DocCardList;
