/**
 * The lvl0 of a page's records, as the DocSearch template for Docusaurus reads it from the
 * rendered page: the deepest active sidebar category, else the last active top-level navbar
 * link, else "Documentation" (behaviors §14).
 */
import type { NavLinkItem, RouteData, SidebarItem, SiteData } from '../../../runtime/types.js';
import { isNavLinkActive } from '../../../theme/Navbar/nav-active.js';
import { versionedLink } from '../../../theme/Navbar/versioned-link.js';
import { docsOf } from '../../../theme/hooks/usePreferredVersion.js';

export const DEFAULT_LVL0 = 'Documentation';

const trimSlash = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);

/**
 * Sidebar href → the label of its deepest enclosing category (a category's own href counts
 * as inside it); null for a link outside every category. The first place an href appears wins.
 */
export function indexCategories(items: SidebarItem[], into = new Map<string, string | null>(), parent: string | null = null): Map<string, string | null> {
  for (const it of items) {
    if (it.type === 'link') {
      const key = trimSlash(it.href);
      if (!into.has(key)) into.set(key, parent);
      continue;
    }
    if (it.type === 'html') continue;
    if (it.href && !into.has(trimSlash(it.href))) into.set(trimSlash(it.href), it.label);
    indexCategories(it.items, into, it.label);
  }
  return into;
}

/**
 * The navbar's own rule (the theme's), so a page is filed under the item the navbar marks. A
 * doc, docSidebar or docsVersion item is first turned into the version of the page, as the
 * navbar draws it (a crawler has no preferred version): a docsVersion item on a 1.0 page is
 * "1.0", active, and leads to 1.0's main doc; as built it names the latest version only.
 */
function isNavActive(item: NavLinkItem, route: RouteData, site: SiteData): NavLinkItem | null {
  const drawn = item.versionHrefs ? versionedLink(item, route, null, docsOf(site, item.pluginId)) : item;
  return isNavLinkActive(drawn, route.path, route) ? drawn : null;
}

/** lvl0 of routes; each sidebar is walked once, not once per route (`sidebars`: sidebar JSON URL → items). */
export function createLvl0Finder(site: SiteData, sidebars: Map<string, SidebarItem[]>): (route: RouteData) => string {
  const categories = new Map<string, Map<string, string | null>>();
  // Top-level links only: the template's selector wants `navbar__item` and `navbar__link--active`
  // on one element, which a dropdown's entries (`dropdown__link`) and its toggle never have.
  // In the navbar's document order, left items before right ones: the template takes the last match.
  const all = site.navbar.items.filter((item): item is NavLinkItem => item.kind === 'link');
  const links = [...all.filter((item) => item.position !== 'right'), ...all.filter((item) => item.position === 'right')];
  return (route) => {
    if (route.kind === 'doc' && route.sidebar) {
      const url = route.sidebar.url;
      let map = categories.get(url);
      if (!map) categories.set(url, (map = indexCategories(sidebars.get(url) ?? [])));
      const label = map.get(trimSlash(route.path));
      if (label) return label;
    }
    let found: string | null = null;
    for (const link of links) {
      const active = isNavActive(link, route, site);
      if (active?.label) found = active.label;
    }
    return found ?? DEFAULT_LVL0;
  };
}

/** lvl0 of one route. */
export function getLvl0(route: RouteData, site: SiteData, sidebars: Map<string, SidebarItem[]>): string {
  return createLvl0Finder(site, sidebars)(route);
}
