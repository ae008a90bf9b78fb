/**
 * Which URLs the router renders itself, and the form it gives their locations; anything
 * else is left to a full page load.
 */
import { isAssetPath, isUnderBase, toRouterLocation as locationOf } from './location';
import { samePathname, withoutTrailingSlash } from './trailing-slash';
import type { RouterLocation, SiteData } from './types';

/** URL helpers bound to one site and window. */
export interface RouterUrls {
  /** The router's location of `url`, in the site's trailing-slash form. */
  toRouterLocation(url: { pathname: string; search: string; hash: string }): RouterLocation;
  /** `href` resolved against the page, or null when it is no route of this site. */
  siteUrl(href: string): URL | null;
}

/** True when two locations show the same document, so only the hash may differ. */
export function sameDoc(a: RouterLocation, b: RouterLocation): boolean {
  return samePathname(a.pathname, b.pathname) && a.search === b.search;
}

/**
 * True when `next` only moves within the page `previous` shows: to another fragment, or to
 * another query (a tab choice written to `?os=`). The route is the same (a static page does not
 * vary with its query), so nothing needs loading; following the current address without a
 * fragment again is a new visit instead (loaded and scrolled to the top).
 */
export function isMoveWithinPage(next: RouterLocation, previous: RouterLocation): boolean {
  return samePathname(next.pathname, previous.pathname) && (Boolean(next.hash) || next.search !== previous.search);
}

/** Binds the helpers to `site`, resolving hrefs against `win`'s current URL. */
export function createRouterUrls(site: SiteData, win: Window): RouterUrls {
  // Every location in the site's trailing-slash form (config `trailingSlash`), whatever was typed or linked.
  const toRouterLocation = (url: { pathname: string; search: string; hash: string }) => locationOf(url, site);
  // Paths under the base that are not this site's routes load in full, never fetched as route
  // data: another locale's pages (a site of their own, with their own navbar and data) and,
  // where the site has no home page, the base itself (a page that sends readers to the docs).
  // (Another locale's home is inside this one's only when this is the default locale's.)
  const otherLocales = site.locales.map((l) => l.href).filter((href) => href !== site.baseUrl && href.startsWith(site.baseUrl));
  // The bases of plugins the build skipped (an OpenAPI reference, a second set of pages): the build has no
  // data there, so their links go to whatever the server holds (cli/pipeline/unbuilt-routes.ts).
  const unbuilt = site.unbuiltRoutes ?? [];
  const isRoute = (pathname: string) => !otherLocales.some((href) => isUnderBase(pathname, href))
    && !unbuilt.some((href) => isUnderBase(pathname, href))
    && (site.hasHomePage || withoutTrailingSlash(pathname) !== withoutTrailingSlash(site.baseUrl));
  const siteUrl = (href: string): URL | null => {
    const url = new URL(href, win.location.href);
    const inside = url.origin === win.location.origin && isUnderBase(url.pathname, site.baseUrl);
    return inside && !isAssetPath(url.pathname) && isRoute(url.pathname) ? url : null;
  };
  return { toRouterLocation, siteUrl };
}
