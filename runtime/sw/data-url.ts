/** The route-data URL rule of the worker, apart from its config so unit tests can load it. */
import { isHtmlFilePath } from '../trailing-slash';

/**
 * URL of a route's data file, the same rule as runtime/location.ts (normalizePathname, then
 * dataUrl): one file per route whether the page was asked for as "/docs/intro", "/docs/intro/"
 * or "/docs/intro.html" (config `trailingSlash` false writes that file; hosts serve it at all three).
 */
export const dataUrlOf = (pathname: string) =>
  pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '').replace(/\/+$/, '') + '/__data.json';

/**
 * The data files that may hold the page at `pathname`, most exact first: a route that is itself
 * an HTML file ("/docs/legacy.html", runtime/location.ts dataUrl) before the route its trimmed
 * address names. The worker is not told which routes are files, so it asks for both.
 */
export const dataUrlsOf = (pathname: string): string[] =>
  isHtmlFilePath(pathname) && !/\/index\.html$/i.test(pathname) ? [`${pathname}.__data.json`, dataUrlOf(pathname)] : [dataUrlOf(pathname)];

/**
 * The HTML file a build may have precached for `pathname`: a folder's index.html. Only pages
 * that are no route are precached as HTML (the home redirect of a site without a home page,
 * 404.html, offline.html), so this is asked only when no route data matches.
 */
export const htmlFileOf = (pathname: string): string => (pathname.endsWith('/') ? `${pathname}index.html` : pathname);
