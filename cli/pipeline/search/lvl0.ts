/**
 * The lvl0 of a page's records, as the DocSearch template for Docusaurus reads it from the
 * rendered page: the deepest active sidebar category, else the last active navbar item,
 * else "Documentation" (behaviors §14).
 */
import type { NavLinkItem, RouteData, SidebarItem, SiteData } from '../../../runtime/types.js';

export const DEFAULT_LVL0 = 'Documentation';

const trimSlash = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);

/** Labels of the categories that contain `href`, outermost first; null when absent. */
export function findCategoryTrail(items: SidebarItem[], href: string): string[] | null {
  for (const it of items) {
    if (it.type === 'link') {
      if (trimSlash(it.href) === trimSlash(href)) return [];
      continue;
    }
    if (it.href && trimSlash(it.href) === trimSlash(href)) return [it.label];
    const inner = findCategoryTrail(it.items, href);
    if (inner) return [it.label, ...inner];
  }
  return null;
}

function isNavActive(item: NavLinkItem, route: RouteData): boolean {
  if (item.external) return false;
  if (item.activeBasePath && route.path.startsWith(item.activeBasePath)) return true;
  if (item.activeSidebar && route.kind === 'doc' && route.sidebar?.id === item.activeSidebar) return true;
  return trimSlash(item.href.split(/[?#]/)[0]) === trimSlash(route.path);
}

/** lvl0 of one route; `sidebars` maps a sidebar JSON URL to its items. */
export function getLvl0(route: RouteData, site: SiteData, sidebars: Map<string, SidebarItem[]>): string {
  if (route.kind === 'doc' && route.sidebar) {
    const trail = findCategoryTrail(sidebars.get(route.sidebar.url) ?? [], route.path);
    if (trail?.length) return trail[trail.length - 1];
  }
  let found: string | null = null;
  for (const item of site.navbar.items) {
    const links = item.kind === 'link' ? [item] : item.kind === 'dropdown' ? item.items : [];
    for (const link of links) if (link.label && isNavActive(link, route)) found = link.label;
  }
  return found ?? DEFAULT_LVL0;
}
