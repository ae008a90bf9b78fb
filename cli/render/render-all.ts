/** Renders every route to an HTML document; collects every failure before failing. */
import type { RouteData, SiteData } from '../../runtime/types.js';
import type { SiteConfig } from '../config/types.js';
import type { ClientManifest } from '../bundle/bundle-client.js';
import type { ServerBundle } from '../bundle/bundle-server.js';
import { OpdocsError } from '../errors.js';
import { renderDocument } from './document.js';

export interface RenderedPage {
  route: RouteData;
  html: string;
}

export interface RenderAllInput {
  site: SiteData;
  config: SiteConfig;
  routes: RouteData[];
  server: ServerBundle;
  manifest: ClientManifest;
  /** url → parsed JSON of shared files (sidebars). */
  deps: Map<string, unknown>;
  buildId: string;
  bodyEnd?: string;
  serviceWorker: boolean;
  /** Called with each page as soon as it is rendered (so pages can be written while rendering). */
  onPage: (page: RenderedPage) => void;
}

/** Renders each route; returns the failures (route path named in each). */
export function renderAll(input: RenderAllInput): OpdocsError[] {
  const errors: OpdocsError[] = [];
  const headScripts = input.server.renderHeadScripts(input.site);
  for (const route of input.routes) {
    try {
      const deps: Record<string, unknown> = {};
      for (const url of route.deps) deps[url] = input.deps.get(url);
      const appHtml = input.server.render(input.site, route, deps);
      input.onPage({
        route,
        html: renderDocument({
          site: input.site, config: input.config, route, appHtml, headScripts, manifest: input.manifest,
          buildId: input.buildId, bodyEnd: input.bodyEnd, serviceWorker: input.serviceWorker,
        }),
      });
    } catch (err) {
      errors.push(new OpdocsError({
        message: `rendering ${route.path} failed: ${(err as Error).message}`,
        hint: 'this is an error in a React page or the theme; the cause is printed below',
        cause: err,
      }));
    }
  }
  return errors;
}
