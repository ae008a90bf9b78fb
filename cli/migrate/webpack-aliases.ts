/**
 * The webpack aliases a site's own inline plugin adds (`configureWebpack() { return { resolve: {
 * alias: { '@components': path.resolve(__dirname, 'src/components') } } } }`), read by calling
 * the plugin as Docusaurus would. opdocs runs no plugins, but it reads the `paths` of the site's
 * tsconfig.json or jsconfig.json, for its code and its MDX alike: migrate's note gives them.
 */
import { isObj, type Obj } from './json-values.js';
import { relativeToSite } from './site-paths.js';
import { runSiteCodeSync } from '../site-code.js';
import { entryOptions, entryPlugin } from './plugin-entries.js';

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
    if (!isObj(alias)) return {};
    const out: Record<string, string> = {};
    for (const [name, target] of Object.entries(alias)) {
      if (typeof target !== 'string') continue;
      // A path (as path.resolve makes it) or a package, which the paths find in node_modules.
      out[name.replace(/\$$/, '')] = target.startsWith('/') ? relativeToSite(target, siteDir) : target.startsWith('.') ? target : `node_modules/${target}`;
    }
    return out;
  } catch {
    // A plugin that needs more of Docusaurus than this gives: its aliases stay unknown.
    return {};
  }
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
