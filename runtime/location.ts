/**
 * Pure URL helpers shared by the router, the click filter and Link.
 * No DOM access here, so SSR and unit tests can use them freely.
 */
import { applyTrailingSlash, isHtmlFilePath, type UrlForm } from './trailing-slash';
import type { RouterLocation } from './types';

/** True for hrefs that leave the site's router: any scheme ("https:", "mailto:") or protocol-relative "//host". */
export function isExternalHref(href: string): boolean {
  return /^(\w*:|\/\/)/.test(href);
}

/**
 * Strips a trailing "index.html" or ".html" so "/docs/intro.html" and "/docs/index.html"
 * reach the same route as the clean URL (behaviors §6.4). We keep the slash that preceded
 * "index.html" ("/base/index.html" → "/base/") because that is the route's own path and a
 * static server always serves it without a redirect; "" becomes "/".
 */
export function normalizePathname(pathname: string): string {
  if (htmlRoutes.has(pathname)) return pathname;
  const trimmed = pathname.trim().replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * The routes whose own path ends in ".html" (a slug such as `/docs/legacy.html`, SiteData
 * `htmlRoutes`): only an exact match keeps its ".html", as Docusaurus trims it only when no
 * route has the raw pathname. Set once at hydration; empty on nearly every site.
 */
let htmlRoutes: ReadonlySet<string> = new Set();

/** Tells normalizePathname which ".html" pathnames are routes of their own. */
export function setHtmlRoutes(paths: readonly string[] | undefined): void {
  htmlRoutes = new Set(paths ?? []);
}

/**
 * URL of the JSON file holding the full RouteData of a route path ("/base/" → "/base/__data.json").
 * A route that is an HTML file has its data beside it ("/docs/a.html" → "/docs/a.html.__data.json"):
 * no folder may share the file's name (cli/pipeline/routes/url.ts dataFileFor writes it there).
 */
export function dataUrl(pathname: string): string {
  if (isHtmlFilePath(pathname)) return `${pathname}.__data.json`;
  return pathname.replace(/\/+$/, '') + '/__data.json';
}

/** True when a pathname lies inside the site (baseUrl always ends with "/"; "/base" also counts). */
export function isUnderBase(pathname: string, baseUrl: string): boolean {
  return pathname.startsWith(baseUrl) || pathname + '/' === baseUrl;
}

/**
 * True when the last path segment names a file the router has no page for ("rss.xml",
 * "guide.pdf"); those need a normal browser load. ".html" is a page (see normalizePathname), and
 * so is a segment ending in a version ("announcing-3.1", "2.x"): slugs and version paths carry
 * them, file types never are digits alone. (A file that still slips through costs one data
 * request that answers 404, then loads in full.)
 */
export function isAssetPath(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (!/\.[a-z0-9]+$/i.test(last) || /\.html$/i.test(last)) return false;
  return !/\d\.(\d+|x)$/i.test(last);
}

/**
 * The router's view of a URL, with the pathname normalised; given the site's `form`, in the
 * site's trailing-slash form too, so the URLs the router pushes look like the ones it links.
 */
export function toRouterLocation(url: { pathname: string; search: string; hash: string }, form?: UrlForm): RouterLocation {
  const pathname = normalizePathname(url.pathname);
  return { pathname: form ? applyTrailingSlash(pathname, form) : pathname, search: url.search, hash: url.hash };
}

/** Serialises a RouterLocation back into a path + query + hash string. */
export function formatLocation(loc: RouterLocation): string {
  return loc.pathname + loc.search + loc.hash;
}
