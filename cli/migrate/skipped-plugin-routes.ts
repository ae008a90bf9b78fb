/**
 * Which plugins and presets of a Docusaurus config opdocs skips, and the route bases their
 * options name: the build in place tells a navbar link into those routes from a mistyped one
 * (config/skipped-plugins.ts).
 */
import { isAbsolute, relative } from 'node:path';
import type { SkippedPlugin } from '../config/skipped-plugins.js';
import { routeBase } from '../config/skipped-plugins.js';
import { isObj, str, type Obj } from './json-values.js';
import { entryName, entryOptions, type EntryKind } from './plugin-entries.js';
import { UNRUN_PLUGIN } from './map-plugins.js';

/** Option keys that name the URL a plugin serves its pages under (not a folder or a spec file). */
const ROUTE_KEYS = ['routeBasePath', 'route', 'baseRoute', 'routePath'];

/**
 * Routes a plugin takes when its options name none, as its documentation states: redocusaurus
 * and the TypeDoc API plugin serve their references under "api".
 */
const DEFAULT_ROUTES: Record<string, string> = {
  redocusaurus: 'api',
  'docusaurus-plugin-typedoc-api': 'api',
  '@apify/docusaurus-plugin-typedoc-api': 'api',
};

/** Option keys that name a folder a plugin writes Markdown into (TypeDoc's `out`, an OpenAPI plugin's `outputDir`). */
const OUTPUT_KEYS = ['out', 'outDir', 'outputDir', 'outputFolder'];

/**
 * Folders a plugin writes into when its options name none, as its documentation states: the
 * TypeDoc Markdown plugin writes its pages into `docs/api`.
 */
const DEFAULT_OUTPUTS: Record<string, string> = {
  'docusaurus-plugin-typedoc': 'docs/api',
};

/**
 * The values of `keys` in `options`: its own, and those of objects in lists or maps one level
 * down (redocusaurus' `specs: [{ route }]`, an OpenAPI plugin's `config: { petstore: {…} }`).
 */
function valuesIn(options: Obj, keys: string[]): string[] {
  const own = (o: Obj) => keys.map((k) => str(o[k])).filter((v): v is string => v !== undefined && !/^[a-z][a-z0-9+.-]*:/i.test(v));
  const found = own(options);
  for (const value of Object.values(options)) {
    const inner = Array.isArray(value) ? value : isObj(value) ? Object.values(value) : [];
    for (const o of inner) if (isObj(o)) found.push(...own(o));
  }
  return found;
}

/** The route bases in `options`. */
const routesIn = (options: Obj): string[] => [...new Set(valuesIn(options, ROUTE_KEYS).map(routeBase))];

/** The folders `options` say the plugin writes into, relative to `siteDir` (absolute ones made relative). */
function outputsIn(options: Obj, siteDir: string): string[] {
  const rel = (v: string) => (isAbsolute(v) && siteDir ? relative(siteDir, v) : v).split('\\').join('/').replace(/^(\.\/)+/, '');
  return [...new Set(valuesIn(options, OUTPUT_KEYS).map((v) => routeBase(rel(v))).filter((v) => v && !v.startsWith('..')))];
}

/**
 * The entries of `dc` that `skipped` names (package names from migrate's notes), with their
 * routes and output folders (relative to `siteDir`); an entry listed twice (one per API spec)
 * gives the routes of both.
 */
export function skippedPluginRoutes(dc: Obj, skipped: Set<string>, siteDir = ''): SkippedPlugin[] {
  const byName = new Map<string, Set<string>>();
  const outputs = new Map<string, Set<string>>();
  const themes = new Set<string>();
  const list = (v: unknown) => (Array.isArray(v) ? v : []);
  const entries: [unknown, EntryKind][] = [
    ...list(dc.presets).map((p) => [p, 'preset'] as [unknown, EntryKind]),
    ...list(dc.plugins).map((p) => [p, 'plugin'] as [unknown, EntryKind]),
    ...list(dc.themes).map((t) => [t, 'theme'] as [unknown, EntryKind]),
  ];
  for (const [entry, kind] of entries) {
    if (entry === false || entry === null || entry === undefined) continue;
    const name = entryName(entry, kind);
    if (!skipped.has(name)) continue;
    const routes = routesIn(entryOptions(entry));
    if (routes.length === 0 && DEFAULT_ROUTES[name] !== undefined) routes.push(DEFAULT_ROUTES[name]);
    if (kind === 'theme') themes.add(name);
    const known = byName.get(name) ?? new Set<string>();
    for (const r of routes) known.add(r);
    byName.set(name, known);
    const written = outputs.get(name) ?? new Set<string>();
    const own = outputsIn(entryOptions(entry), siteDir);
    if (own.length === 0 && DEFAULT_OUTPUTS[name] !== undefined) own.push(DEFAULT_OUTPUTS[name]);
    for (const o of own) written.add(o);
    outputs.set(name, written);
  }
  return [...byName].map(([name, routes]) => ({
    name, routes: [...routes], ...(themes.has(name) ? { theme: true as const } : {}),
    ...(outputs.get(name)?.size ? { outputs: [...outputs.get(name)!] } : {}),
  }));
}

/**
 * The names of the entries migrate's notes say opdocs skips: plugins it does not run (a second
 * blog or pages instance too) and presets it does not read. Plugins skipped on purpose (analytics,
 * PWA, aliases) make no pages, so they are left out.
 */
export function skippedNames(notes: { key: string; what: string }[]): Set<string> {
  const names = new Set<string>();
  for (const { key, what } of notes) {
    if (key.startsWith('plugins: ') && (what === UNRUN_PLUGIN || what.startsWith('a second set of pages'))) names.add(key.slice('plugins: '.length));
    const preset = /^presets\[\d+\]$/.test(key) ? /^preset (.+) is not supported; configure its parts by hand$/.exec(what) : null;
    if (preset) names.add(preset[1]);
  }
  return names;
}
