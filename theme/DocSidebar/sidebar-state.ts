/**
 * Pure sidebar decisions (which link is active, which categories start open), kept
 * apart from markup so they can be unit-tested and reused by the mobile menu.
 */
import type { SidebarCategory, SidebarItem } from '../../runtime/types';

/** Lower-cases a path and drops trailing slashes, so "/Docs/FAQ/" and "/docs/faq" compare equal. */
export function normalizePath(path: string): string {
  const withoutHash = path.split('#')[0]!.split('?')[0]!;
  const trimmed = withoutHash.replace(/\/+$/, '');
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}

/** True when two paths name the same page (case-insensitive, trailing slash ignored, behaviors §9.5). */
export function isSamePath(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  return normalizePath(a) === normalizePath(b);
}

/** True when the item itself (a link, or a category's own page) is the current page. */
export function isActiveItem(item: SidebarItem, pathname: string): boolean {
  if (item.type === 'link') return !item.external && isSamePath(item.href, pathname);
  return isSamePath(item.href, pathname);
}

/** True when the item is the current page or has it somewhere below. */
export function containsActive(item: SidebarItem, pathname: string): boolean {
  if (isActiveItem(item, pathname)) return true;
  return item.type === 'category' && item.items.some((child) => containsActive(child, pathname));
}

/**
 * Initial collapsed state of a category: never collapsed when it cannot collapse or
 * holds the current page; otherwise what the sidebar data says.
 */
export function getInitialCollapsed(category: SidebarCategory, pathname: string): boolean {
  if (!category.collapsible) return false;
  if (containsActive(category, pathname)) return false;
  return category.collapsed;
}

/** Unlisted items stay hidden unless they are (or contain) the page being viewed. */
export function isItemVisible(item: SidebarItem, pathname: string): boolean {
  return !item.unlisted || containsActive(item, pathname);
}

/**
 * Where a category without its own page points before hydration: its first reachable
 * link, so the label still leads somewhere when JavaScript has not run yet.
 */
export function findFirstHref(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.href) return item.href;
    if (item.type === 'category') {
      const nested = findFirstHref(item.items);
      if (nested) return nested;
    }
  }
  return undefined;
}
