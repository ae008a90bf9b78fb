/**
 * The route builder's half of the trailing-slash policy (runtime/trailing-slash.ts holds the
 * rule): once the features have made their routes, every page path takes the site's form, so
 * the route data, canonical URL, hreflang, sitemap, feeds and search records made from it
 * agree with the links Link and the Markdown resolver write, and the writer picks the file.
 */
import type { RouteData } from '../../../runtime/types.js';
import { applyTrailingSlash, type UrlForm } from '../../../runtime/trailing-slash.js';

/**
 * Puts every page route's path in the site's form, in place. The 404 and offline pages are
 * single files at the root whose path nobody links to, so they keep theirs.
 */
export function applyRouteForm(routes: RouteData[], form: UrlForm): void {
  if (form.trailingSlash === undefined) return;
  for (const route of routes) {
    if (route.kind === 'not-found' || route.kind === 'offline') continue;
    route.path = applyTrailingSlash(route.path, form);
  }
}
