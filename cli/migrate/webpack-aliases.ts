/**
 * The webpack aliases a site's own inline plugin adds (`configureWebpack() { return { resolve: {
 * alias: { '@components': path.resolve(__dirname, 'src/components') } } } }`), read by calling
 * the plugin as Docusaurus would. opdocs runs no plugins, but it reads the `paths` of the site's
 * tsconfig.json or jsconfig.json, for its code and its MDX alike: migrate's note gives them.
 */
import { relative, resolve } from 'node:path';
import { isObj, type Obj } from './json-values.js';
import { relativeToSite } from './site-paths.js';
import { runSiteCodeSync } from '../site-code.js';
import { entryName, entryOptions, entryPlugin } from './plugin-entries.js';

/** What configureWebpack is handed: an empty config, the client side, loaders that do nothing. */
const WEBPACK_ARGS = (): unknown[] => [
  { resolve: { alias: {} }, module: { rules: [] }, plugins: [] },
  false,
  { getStyleLoaders: () => [], getJSLoader: () => ({}), currentBundler: { name: 'webpack' } },
  { content: undefined },
];

/** Alias → path relative to the site folder (a package's in node_modules), from the plugin `entry`; none when it adds none or fails to run. */
export function webpackAliases(entry: unknown, siteDir: string | undefined, siteConfig: Obj): Record<string, string> {
  const plugin = entryPlugin(entry);
  if (typeof plugin !== 'function') return {};
  const options = entryOptions(entry);
  try {
    // process.exit in the plugin throws here instead of ending migrate with nothing written.
    const result = runSiteCodeSync(() => {
      const instance = (plugin as (context: unknown, options: unknown) => unknown)({ siteDir, siteConfig, generatedFilesDir: '', baseUrl: siteConfig.baseUrl, i18n: siteConfig.i18n }, options);
      const configure = isObj(instance) ? instance.configureWebpack : undefined;
      return typeof configure === 'function' ? (configure as (...args: unknown[]) => unknown).apply(instance, WEBPACK_ARGS()) : undefined;
    });
    const alias = isObj(result) && isObj(result.resolve) ? result.resolve.alias : undefined;
    return isObj(alias) ? siteAliases(alias, siteDir) : {};
  } catch {
    // A plugin that needs more of Docusaurus than this gives: its aliases stay unknown.
    return {};
  }
}

/** A webpack `alias` object as alias → path relative to the site folder (a package's in node_modules). */
function siteAliases(alias: Obj, siteDir: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, target] of Object.entries(alias)) {
    if (typeof target !== 'string') continue;
    // A path (as path.resolve makes it) or a package, which the paths find in node_modules.
    // A folder beside the site (`../src/examples`) stays relative, so the written paths work on any machine.
    const local = target.startsWith('/') ? (siteDir && !target.startsWith(`${siteDir}/`) ? relative(siteDir, target) || '.' : relativeToSite(target, siteDir)) : target;
    out[name.replace(/\$$/, '')] = (target.startsWith('/') || target.startsWith('.') ? local : `node_modules/${target}`).replace(/(.)\/+$/, '$1');
  }
  return out;
}

/**
 * The aliases of a `docusaurus-plugin-module-alias` entry: its `alias` option is the webpack
 * alias object as is, readable without the package (which migrate does not run).
 */
export function moduleAliasOptions(entry: unknown, siteDir: string | undefined): Record<string, string> {
  const { alias } = entryOptions(entry);
  return isObj(alias) ? siteAliases(alias, siteDir) : {};
}

/** The tsconfig `paths` entries that stand for `aliases` ("@components/*": ["./src/components/*"]). */
export function pathsFor(aliases: Record<string, string>): Record<string, string[]> {
  const paths: Record<string, string[]> = {};
  for (const [name, target] of Object.entries(aliases)) {
    const local = target.startsWith('/') || target.startsWith('.') ? target : `./${target}`;
    paths[name] = [local];
    paths[`${name}/*`] = [`${local}/*`];
  }
  return paths;
}

/**
 * Every webpack alias the plugins of the Docusaurus config `dc` add, as alias → absolute path: a
 * build in place resolves MDX imports through them (config/plugin-aliases.ts), as webpack would.
 * A package target is left out: the site's node_modules finds it by name anyway.
 */
export function pluginAliasesOf(dc: Obj, siteDir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of Array.isArray(dc.plugins) ? dc.plugins : []) {
    const name = entryName(entry, 'plugin');
    const aliases = /(^|\/)docusaurus-plugin-module-alias$/.test(name) ? moduleAliasOptions(entry, siteDir) : webpackAliases(entry, siteDir, dc);
    for (const [alias, target] of Object.entries(aliases)) {
      if (!target.startsWith('node_modules/')) out[alias] = resolve(siteDir, target);
    }
  }
  return out;
}
