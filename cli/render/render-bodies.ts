/**
 * Renders the content components inside page bodies, once per build, before pages, route
 * data and feeds are written: everything that publishes a body gets the rendered HTML and
 * never a marker. Bodies without markers cost one `includes` each and come back unchanged.
 */
import type { RouteData, SiteData } from '../../runtime/types.js';
import type { ServerBundle } from '../bundle/bundle-server.js';
import { OpdocsError } from '../errors.js';

export interface RenderBodiesInput {
  site: SiteData;
  routes: RouteData[];
  server: Pick<ServerBundle, 'renderBodies'>;
  /** url → parsed JSON of shared files (sidebars, which DocCardList lists). */
  deps: Map<string, unknown>;
  /** Route path → its Markdown file, to name it in errors. */
  markdownFiles?: Map<string, string>;
  /** The routes that hold markers (from collectBodyComponents); the others are not looked at again. */
  marked?: Set<RouteData>;
}

/** The routes with their bodies rendered, and a located error for each route that failed. */
export function renderBodies(input: RenderBodiesInput): { routes: RouteData[]; errors: OpdocsError[] } {
  const errors: OpdocsError[] = [];
  const routes = input.routes.map((route) => {
    if (input.marked && !input.marked.has(route)) return route;
    try {
      const deps: Record<string, unknown> = {};
      for (const url of route.deps) deps[url] = input.deps.get(url);
      return input.server.renderBodies(input.site, route, deps);
    } catch (err) {
      errors.push(new OpdocsError({
        file: input.markdownFiles?.get(route.path),
        message: `rendering the components in ${route.path} failed: ${err instanceof Error ? err.message : String(err)}`,
        hint: 'check the component\'s name and props in this file (see "Content components" in the README)',
      }));
      return route;
    }
  });
  return { routes, errors };
}
