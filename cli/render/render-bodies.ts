/**
 * Renders the content components inside page bodies, once per build, before pages, route
 * data and feeds are written: everything that publishes a body gets the rendered HTML and
 * never a marker. Bodies without markers cost one `includes` each and come back unchanged.
 */
import type { RouteData, SiteData } from '../../runtime/types.js';
import type { ServerBundle } from '../bundle/bundle-server.js';
import { OpdocsError } from '../errors.js';
import { throwSite } from './throw-site.js';
import { pluginDataHint } from './plugin-data-hint.js';
import { forEachWithinBudget, overBudgetMessage } from './render-guard.js';
import { relative } from 'node:path';

export interface RenderBodiesInput {
  site: SiteData;
  routes: RouteData[];
  server: Pick<ServerBundle, 'renderBodies'> & { file?: string };
  /** The site folder: a throw inside it is placed at its line. */
  siteDir?: string;
  /** url → parsed JSON of shared files (sidebars, which DocCardList lists). */
  deps: Map<string, unknown>;
  /** Route path → its Markdown file, to name it in errors. */
  markdownFiles?: Map<string, string>;
  /** The routes that hold markers (from collectBodyComponents); the others are not looked at again. */
  marked?: Set<RouteData>;
}

/** The routes with their bodies rendered, and a located error for each route that failed. */
export function renderBodies(input: RenderBodiesInput): { routes: RouteData[]; errors: OpdocsError[] } {
  // Keyed by route: a route cut short by the time limit runs again (see forEachWithinBudget).
  const failures = new Map<RouteData, OpdocsError>();
  const routes = [...input.routes];
  const marked = input.marked ? routes.filter((route) => input.marked!.has(route)) : routes;
  const indexOf = new Map(routes.map((route, i) => [route, i]));
  forEachWithinBudget(marked, (route) => {
    routes[indexOf.get(route)!] = renderOne(route);
  }, (route, _i, budgetMs) => {
    failures.set(route, new OpdocsError({ file: input.markdownFiles?.get(route.path), ...overBudgetMessage(route.path, budgetMs) }));
  });
  return { routes, errors: marked.flatMap((route) => failures.get(route) ?? []) };

  function renderOne(route: RouteData): RouteData {
    try {
      const deps: Record<string, unknown> = {};
      for (const url of route.deps) deps[url] = input.deps.get(url);
      return input.server.renderBodies(input.site, route, deps);
    } catch (err) {
      const page = input.markdownFiles?.get(route.path);
      const at = placeOf(err, page, input);
      const message = err instanceof Error ? err.message : String(err);
      // A component reading a site plugin's global data (usePluginData) gets nothing: opdocs runs no plugin.
      const pluginData = at.file && at.file !== page ? pluginDataHint(message, at.file, at.line) : null;
      failures.set(route, new OpdocsError({
        ...at,
        message: `rendering the components in ${route.path} failed: ${message}`,
        hint: pluginData ? `${pluginData} (it threw while rendering ${page ? relative(input.siteDir!, page) : route.path})`
          : at.file && at.file !== page
          ? `${at.line ? 'fix the code at this position' : 'check the expressions and components of this file'}; it threw while rendering ${page ? relative(input.siteDir!, page) : route.path}`
          : at.line
            ? 'the `{…}` expression or code on this line threw while rendering: fix it, or the component or data it uses'
            : 'one of this file\'s `{…}` expressions or components threw while rendering: check the expressions, and the components\' names and props (see "Content components" in the README)',
      }));
      return route;
    }
  }
}

/**
 * Where a failed body threw: the file, line and column of its first frame in a site script (a
 * component the page imports), the line of a page's or partial's own code (its code module keeps
 * the file's lines, see code-module-source.ts), else the Markdown file alone.
 */
function placeOf(err: unknown, page: string | undefined, input: RenderBodiesInput): { file?: string; line?: number; column?: number } {
  const at = input.siteDir ? throwSite(err, input.siteDir, input.server.file) : {};
  if (!at.file) return { file: page };
  // A code module keeps the lines of its file but not the columns (each expression is wrapped).
  return /\.mdx?$/i.test(at.file) ? { file: at.file, ...(at.line ? { line: at.line } : {}) } : at;
}
