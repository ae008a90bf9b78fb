/** The sidebar category a page belongs to, for card lists: the theme's and the build's. */
import { samePathname } from './trailing-slash';
import type { SidebarItem } from './types';

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
