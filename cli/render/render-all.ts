/** Renders every route to an HTML document; collects every failure before failing. */
import type { RouteData, SiteData } from '../../runtime/types.js';
import type { SiteConfig } from '../config/types.js';
import { throwSite } from './throw-site.js';
import { siteConfigHint } from './site-config-hint.js';
import { pluginDataHint } from './plugin-data-hint.js';
import type { ClientManifest } from '../bundle/bundle-client.js';
import type { ServerBundle } from '../bundle/bundle-server.js';
import { OpdocsError } from '../errors.js';
import { reactPageFile } from '../pipeline/pages-dir.js';
import { join } from 'node:path';
import { createCsp, renderDocument } from './document.js';
import { forEachWithinBudget, overBudgetMessage } from './render-guard.js';
import { takeLinkMarks } from './rendered-links.js';

export interface RenderedPage {
  route: RouteData;
  html: string;
  /** A React page's hrefs its Links render in its content (rendered-links.ts), for the link check. */
  links?: string[];
}

export interface RenderAllInput {
  site: SiteData;
  config: SiteConfig;
  routes: RouteData[];
  server: ServerBundle;
  /** The server bundle's file: failures are located through its source map. */
  serverFile?: string;
  manifest: ClientManifest;
  /** url → parsed JSON of shared files (sidebars). */
  deps: Map<string, unknown>;
  buildId: string;
  bodyEnd?: string;
  serviceWorker: boolean;
  /** The app icon source proved unusable: pages link no icon. */
  noAppIcon?: boolean;
  /** Emit the Content Security Policy meta tag (production builds). */
  csp?: boolean;
  /** Add the analytics tracker (production builds). */
  analytics?: boolean;
  /** Called with each page as soon as it is rendered (so pages can be written while rendering). */
  onPage: (page: RenderedPage) => void;
}

function firstFrame(err: unknown): string | undefined {
  return (err instanceof Error ? err.stack ?? '' : '').split('\n').find((l) => l.trim().startsWith('at '))?.trim();
}

/** Renders each route; returns the failures (route path named in each). */
export function renderAll(input: RenderAllInput): OpdocsError[] {
  const headScripts = input.server.renderHeadScripts(input.site);
  const csp = input.csp ? createCsp({ site: input.site, config: input.config, headScripts }) : undefined;
  // Rendered under a time limit first, written after: a route cut short runs again, and its page must not be written twice.
  const outcomes: (string | OpdocsError)[] = [];
  const links: (string[] | undefined)[] = [];
  forEachWithinBudget(input.routes, (route, i) => {
    try {
      const deps: Record<string, unknown> = {};
      for (const url of route.deps) deps[url] = input.deps.get(url);
      let appHtml = input.server.render(input.site, route, deps);
      if (route.kind === 'react-page') ({ html: appHtml, links: links[i] } = takeLinkMarks(appHtml));
      outcomes[i] = renderDocument({
        site: input.site, config: input.config, route, appHtml, headScripts, manifest: input.manifest,
        buildId: input.buildId, bodyEnd: input.bodyEnd, serviceWorker: input.serviceWorker, noAppIcon: input.noAppIcon, csp, analytics: input.analytics,
      });
    } catch (err) {
      outcomes[i] = failure(err, route, input);
    }
  }, (route, i, budgetMs) => {
    outcomes[i] = new OpdocsError({ ...overBudgetMessage(route.path, budgetMs) });
  });
  const errors: OpdocsError[] = [];
  input.routes.forEach((route, i) => {
    const outcome = outcomes[i]!;
    if (typeof outcome === 'string') input.onPage({ route, html: outcome, links: links[i] });
    else errors.push(outcome);
  });
  return errors;
}

/** React's words (development and production builds) for an element whose type is undefined or not a component. */
const UNDEFINED_COMPONENT = /Element type is invalid|Minified React error #130\b/;
/** React throws that from its own code, with no frame of the site's: say where such a value comes from. */
const UNDEFINED_COMPONENT_HINT = (where: string) => `a component this page draws is undefined (or not a component): check the imports of ${where}: a default import of a file that has only named exports or the reverse, \`require(…)\` without \`.default\`, or a name the package does not export`;

function failure(err: unknown, route: RouteData, input: RenderAllInput): OpdocsError {
  const thrown = throwSite(err, input.config.siteDir, input.serverFile);
  // An error thrown inside React has no frame of the site's: a React page is then named by its file.
  const pageFile = !thrown.file && route.kind === 'react-page' ? reactPageFile(join(input.config.siteDir, input.config.contentDir), route.page) : undefined;
  const at = pageFile ? { file: pageFile } : thrown;
  const message = err instanceof Error ? err.message : String(err);
  return new OpdocsError({
    ...at,
    message: `rendering ${route.path} failed: ${message}`,
    hint: UNDEFINED_COMPONENT.test(message) ? UNDEFINED_COMPONENT_HINT(pageFile ? 'this page and of the components it draws' : 'the file React names, if it names one')
      : pageFile ? `it threw inside React, not in the page's own code: check the components this page draws and their props (${firstFrame(err) ?? 'no stack available'})`
      : at.file
      ? pluginDataHint(message, at.file, at.line) || (at.line && siteConfigHint(at.file, at.line)) || 'fix the React page at this position; it threw while rendering on the server'
      : `the error was thrown here: ${firstFrame(err) ?? 'no stack available'}`,
  });
}
