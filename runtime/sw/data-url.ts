/** The route-data URL rule of the worker, apart from its config so unit tests can load it. */

/**
 * URL of a route's data file, the same rule as runtime/location.ts (normalizePathname, then
 * dataUrl): one file per route whether the page was asked for as "/docs/intro", "/docs/intro/"
 * or "/docs/intro.html" (config `trailingSlash` false writes that file; hosts serve it at all three).
 */
export const dataUrlOf = (pathname: string) =>
  pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '').replace(/\/+$/, '') + '/__data.json';
