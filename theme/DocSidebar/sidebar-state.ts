/**
 * Pure sidebar decisions (which link is active, which categories start open), kept
 * apart from markup so they can be unit-tested and reused by the mobile menu.
 */
import type { SidebarCategory, SidebarItem } from '../../runtime/types';

// The last path normalised and its result: a page's sidebar asks for its own path once per item.
let lastPath = '';
let lastNormalised = '/';

/**
 * Lower-cases a path and drops trailing slashes, so "/Docs/FAQ/" and "/docs/faq" compare equal.
 * It is decoded too: the location says "/docs/Getting%20Started/" where sidebar hrefs keep the
 * folder's own "Getting Started" (Docusaurus' history decodes the location the same way).
 */
export function normalizePath(path: string): string {
  if (path === lastPath) return lastNormalised;
  const withoutHash = decodePath(path.split('#')[0]!.split('?')[0]!);
  const trimmed = withoutHash.replace(/\/+$/, '');
  lastPath = path;
  lastNormalised = (trimmed === '' ? '/' : trimmed).toLowerCase();
  return lastNormalised;
}

function decodePath(path: string): string {
  if (!path.includes('%')) return path;
  try {
    return decodeURI(path);
  } catch {
    return path; // a stray "%" that starts no escape: compare as written
  }
}

/** True when two paths name the same page (case-insensitive, trailing slash ignored, behaviors §9.5). */
export function isSamePath(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  return normalizePath(a) === normalizePath(b);
}

// Sidebar items are shared, immutable objects (one parsed sidebar serves every page), so
// their normalised hrefs and the set of pages under each category are computed once. Without
// this, rendering N pages of an N-doc sidebar walks the tree per page: O(N²) over a build.
const normalisedHref = new WeakMap<SidebarItem, string | null>();
const pagesBelow = new WeakMap<SidebarCategory, Set<string>>();

function hrefKey(item: SidebarItem): string | null {
  let key = normalisedHref.get(item);
  if (key === undefined) {
    key = item.type === 'html' || item.href === undefined ? null : normalizePath(item.href);
    normalisedHref.set(item, key);
  }
  return key;
}

/** True when the item itself (a link, or a category's own page) is the current page. */
export function isActiveItem(item: SidebarItem, pathname: string): boolean {
  if (item.type === 'link' && item.external) return false;
  const key = hrefKey(item);
  return key !== null && key === normalizePath(pathname);
}

/** True when the item is the current page or has it somewhere below. */
export function containsActive(item: SidebarItem, pathname: string): boolean {
  const path = normalizePath(pathname);
  return containsNormalised(item, path);
}

function containsNormalised(item: SidebarItem, path: string): boolean {
  if (item.type === 'link') return !item.external && hrefKey(item) === path;
  return item.type === 'category' && collectPages(item).has(path);
}

/** The normalised paths of a category's own page and of every internal link below it. */
function collectPages(category: SidebarCategory): Set<string> {
  let pages = pagesBelow.get(category);
  if (pages) return pages;
  pages = new Set<string>();
  const own = hrefKey(category);
  if (own !== null) pages.add(own);
  for (const child of category.items) {
    if (child.type === 'category') for (const p of collectPages(child)) pages.add(p);
    else if (!(child.type === 'link' && child.external)) {
      const key = hrefKey(child);
      if (key !== null) pages.add(key);
    }
  }
  pagesBelow.set(category, pages);
  return pages;
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

/**
 * Unlisted items stay hidden unless they are (or contain) the page being viewed. A category
 * without a page of its own whose items are all hidden goes too, as in Docusaurus: it would
 * show as a heading that opens onto nothing. (A category's page that is itself unlisted is
 * not known here, the sidebar data has no flag for it, so such a category stays.)
 */
export function isItemVisible(item: SidebarItem, pathname: string): boolean {
  if (item.type === 'html' || containsActive(item, pathname)) return true;
  if (item.unlisted) return false;
  if (item.type === 'link' || item.href !== undefined || item.items.length === 0) return true;
  // Stops at the first shown item, which in a real sidebar is nearly always the first one.
  return item.items.some((child) => isItemVisible(child, pathname));
}

/**
 * Where a category without its own page points before hydration: its first reachable
 * link, so the label still leads somewhere when JavaScript has not run yet. Unlisted items
 * are skipped: the fallback must not publish a page meant only for those given its address.
 */
export function findFirstHref(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'html' || item.unlisted) continue;
    if (item.href) return item.href;
    if (item.type === 'category') {
      const nested = findFirstHref(item.items);
      if (nested) return nested;
    }
  }
  return undefined;
}
