/**
 * The Docusaurus plugins a build in place does not run (docusaurus-in-place.ts), carried on the
 * resolved config (config-extra.ts) for the navbar/footer link check: a link into the routes such
 * a plugin makes (an OpenAPI reference at /api) is missing because of that plugin, not mistyped.
 */
import { relative, resolve } from 'node:path';
import { configExtra } from './config-extra.js';

/** A plugin (or preset) opdocs skips, and the route bases it would make, as far as its options tell. */
export interface SkippedPlugin {
  /** The package name (or "function x" for an inline plugin). */
  name: string;
  /** Route bases without baseUrl or slashes at the ends ("api", "" for the root); empty when its options do not tell. */
  routes: string[];
  /** Listed under `themes`: its `@theme/…` components are what an unknown theme import likely needs. */
  theme?: true;
  /**
   * Folders its options say it writes files into (`out: './docs/typedoc/server'`), relative to
   * the site folder, without "./" or a trailing slash: a sidebar over such a folder is empty
   * because the plugin did not run.
   */
  outputs?: string[];
}

const skipped = configExtra<SkippedPlugin[]>('skippedPlugins', (plugins) => plugins.length > 0);

/** `config` with `plugins` attached (the same object). */
export const withSkippedPlugins = <T extends object>(config: T, plugins: SkippedPlugin[]): T => skipped.attach(config, plugins);

/** The skipped plugins attached to `config`; none for a site.config.json. */
export const skippedPluginsOf = (config: object): SkippedPlugin[] => skipped.read(config) ?? [];

/** Trims slashes at both ends, the form `routes` are compared in. */
export const routeBase = (route: string): string => route.replace(/^\/+|\/+$/g, '');

/**
 * The skipped plugin whose routes hold `path` (site-relative, no baseUrl), if one does; the
 * first such plugin by the longest base, so `/api/v2` goes to the plugin at `api/v2`, not at `api`.
 */
export function pluginOwning(plugins: SkippedPlugin[], path: string): { name: string; route: string } | undefined {
  const rel = routeBase(path);
  let best: { name: string; route: string } | undefined;
  for (const p of plugins) {
    for (const route of p.routes) {
      const inside = route === '' || rel === route || rel.startsWith(`${route}/`);
      if (inside && (!best || route.length > best.route.length)) best = { name: p.name, route };
    }
  }
  return best;
}

/**
 * What a link check says of a link to `path` (with the base URL) that is no page: the skipped
 * plugin whose routes hold it, else the skipped plugins whose routes are unknown, else nothing.
 */
export function skippedMakers(config: { baseUrl: string }, path: string): { madeBy?: { plugin: string; route: string }; mayBeMadeBy?: string[] } {
  const skipped = skippedPluginsOf(config);
  if (skipped.length === 0) return {};
  const owner = path.startsWith(config.baseUrl) ? pluginOwning(skipped, path.slice(config.baseUrl.length)) : undefined;
  if (owner) return { madeBy: { plugin: owner.name, route: owner.route } };
  const unknown = skipped.filter((p) => p.routes.length === 0).map((p) => p.name);
  return unknown.length ? { mayBeMadeBy: unknown } : {};
}

/**
 * The skipped plugin that writes into the site-relative folder `dir` (or a folder inside it),
 * with that output folder; undefined when none does.
 */
export function pluginWritingInto(plugins: SkippedPlugin[], dir: string): { name: string; output: string } | undefined {
  const base = routeBase(dir.split('\\').join('/'));
  for (const p of plugins) {
    for (const output of p.outputs ?? []) {
      if (output === base || output.startsWith(`${base}/`) || base.startsWith(`${output}/`)) return { name: p.name, output };
    }
  }
  return undefined;
}

/** The parts of a resolved config that say where each docs folder's pages are served. */
interface DocsSets {
  siteDir: string;
  contentDir: string;
  docs?: { path: string; routeBasePath: string } | false;
  docsInstances?: { path: string; routeBasePath: string }[];
}

/**
 * `plugins` with the routes their output folders get as docs: an OpenAPI plugin writing into
 * `docs/integrations/api` of a docs set served at "/" makes pages under `integrations/api`,
 * which the site's links name though the folder is empty here. (A slug a generated page sets
 * itself is not known; these are the folder's default routes.)
 */
export function withOutputRoutes(plugins: SkippedPlugin[], config: DocsSets): SkippedPlugin[] {
  const sets = [...(config.docs ? [config.docs] : []), ...(config.docsInstances ?? [])].map((d) => ({
    dir: routeBase(relative(config.siteDir, resolve(config.siteDir, config.contentDir, d.path)).split('\\').join('/')),
    route: routeBase(d.routeBasePath),
  }));
  return plugins.map((p) => {
    const routes = new Set(p.routes);
    for (const output of p.outputs ?? []) {
      for (const set of sets) {
        if (!output.startsWith(`${set.dir}/`)) continue;
        routes.add(routeBase(`${set.route}/${output.slice(set.dir.length + 1)}`));
      }
    }
    return routes.size === p.routes.length ? p : { ...p, routes: [...routes] };
  });
}
