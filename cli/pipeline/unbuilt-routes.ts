/**
 * Where the pages of skipped plugins would be (config/skipped-plugins.ts), in the form the client
 * router reads them (runtime/router-urls.ts): this build has no route data there, so a link into
 * them is the browser's to follow, to whatever the server holds, never prefetched or routed.
 */
import { routeBase, type SkippedPlugin } from '../config/skipped-plugins.js';
import type { PendingLink } from './check/link-types.js';

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

/**
 * The navbar and footer links that a skipped plugin whose routes its options do not tell may
 * answer (Electron's `/apps` of its own ./src/plugins/apps), as plugins at those paths: the
 * router leaves them to the browser rather than prefetch route data this build never wrote.
 * unbuiltRouteBases still drops a path that holds a page of this build.
 */
export function chromeIntoSkipped(links: PendingLink[], baseUrl: string): SkippedPlugin[] {
  return links
    .filter((l) => l.mayBeMadeBy?.length && l.target.startsWith(baseUrl))
    .map((l) => ({ name: l.mayBeMadeBy!.join(', '), routes: [routeBase(l.target.slice(baseUrl.length).split(/[?#]/)[0]!)] }))
    .filter((p) => p.routes[0] !== '');
}
