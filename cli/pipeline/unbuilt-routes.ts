/**
 * Where the pages of skipped plugins would be (config/skipped-plugins.ts), in the form the client
 * router reads them (runtime/router-urls.ts): this build has no route data there, so a link into
 * them is the browser's to follow, to whatever the server holds, never prefetched or routed.
 */
import { routeBase, type SkippedPlugin } from '../config/skipped-plugins.js';

/**
 * The skipped plugins' route bases as absolute paths ending in "/" ("/base/api/"). A plugin at
 * the site's root, or a base that holds a page of this build, is left out: the router must keep
 * routing the pages the build made.
 */
export function unbuiltRouteBases(plugins: SkippedPlugin[], baseUrl: string, routePaths: string[]): string[] {
  const built = routePaths.map(routeBase);
  const bases = new Set<string>();
  for (const plugin of plugins) {
    for (const route of plugin.routes.map(routeBase)) {
      if (route === '') continue;
      const full = routeBase(baseUrl) ? `${routeBase(baseUrl)}/${route}` : route;
      if (built.some((p) => p === full || p.startsWith(`${full}/`))) continue;
      bases.add(`/${full}/`);
    }
  }
  return [...bases].sort();
}
