import type { NavHtmlItem, NavLinkItem, RouteData } from '../../runtime/types';
import type { DropdownEntry } from './NavbarDropdown';

const compiled = new Map<string, RegExp | null>();

/** The config's regular expression against the pathname; one the browser cannot compile never matches. */
function activeByRegex(source: string, pathname: string): boolean {
  let regex = compiled.get(source);
  if (regex === undefined) {
    try {
      regex = new RegExp(source, 'i');
    } catch {
      regex = null;
    }
    compiled.set(source, regex);
  }
  return regex?.test(pathname) ?? false;
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * Whether a navbar link is the current section: its `activeBaseRegex` matches the pathname (and
 * then nothing else counts, as in Docusaurus), its `activeBasePath` prefixes it,
 * its `activeSidebar` is the sidebar of the current doc, or it points at this very page.
 */
export function isNavLinkActive(item: NavLinkItem, pathname: string, route: RouteData): boolean {
  if (item.external) return false;
  if (item.activeBaseRegex) return activeByRegex(item.activeBaseRegex, pathname);
  if (item.activeBasePath && pathname.startsWith(item.activeBasePath)) return true;
  if (item.activeSidebar && route.kind === 'doc' && route.sidebar?.id === item.activeSidebar && route.version.pluginId === item.pluginId) return true;
  const target = item.href.split(/[?#]/)[0];
  return withoutTrailingSlash(target) === withoutTrailingSlash(pathname);
}

/**
 * `aria-current` for a navbar link: "page" when it points at this very page, "true" when it
 * is only the current section (activeBasePath / activeSidebar), else nothing.
 */
export function getNavLinkCurrent(item: NavLinkItem, pathname: string, route: RouteData): 'page' | 'true' | undefined {
  if (!isNavLinkActive(item, pathname, route)) return undefined;
  const target = item.href.split(/[?#]/)[0];
  return withoutTrailingSlash(target) === withoutTrailingSlash(pathname) ? 'page' : 'true';
}

/** Path of `pathname` in another locale, keeping the part after the current locale's home. */
export function getAlternateLocaleHref(opts: { pathname: string; currentHome: string; targetHome: string }): string {
  const { pathname, currentHome, targetHome } = opts;
  const rest = pathname.startsWith(currentHome) ? pathname.slice(currentHome.length) : '';
  return targetHome + rest;
}

/** A link or markup item of the config as a dropdown entry, active as {@link isNavLinkActive} says. */
export function dropdownEntryOf(entry: NavLinkItem | NavHtmlItem, key: string, pathname: string, route: RouteData): DropdownEntry {
  if (entry.kind === 'html') return { key, html: entry.html, className: entry.className };
  return {
    key, label: entry.label, href: entry.href, external: entry.external, ariaLabel: entry.ariaLabel, title: entry.title,
    className: entry.className, target: entry.target, rel: entry.rel, active: isNavLinkActive(entry, pathname, route),
  };
}
