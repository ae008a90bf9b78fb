/**
 * PostCSS over a site's own stylesheets, as Docusaurus' webpack runs it: its postcss-loader
 * reads the site's `postcss.config.*` and applies those plugins (Tailwind's `@tailwindcss/postcss`,
 * autoprefixer, nesting…) to every stylesheet the site ships, after Sass. opdocs does the same
 * with the site's own `postcss` package, in the browser's bundle only (the server's drops CSS).
 * A site with no config gets its CSS as written, but for late `@import` rules moved up (as
 * css-loader reads them); packages' stylesheets are never processed.
 */
import type { OnLoadResult, PartialMessage, Plugin } from 'esbuild';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isOpdocsSource, isWithin } from './paths.js';
import { siteFolderOptions } from './postcss-site-paths.js';
import { hoistLateImports } from './css-late-imports.js';
import { importModule } from '../import-module.js';
import { DOCUSAURUS_CONFIG_NAMES } from '../config/docusaurus-names.js';

const CONFIG_FILES = ['postcss.config.js', 'postcss.config.cjs', 'postcss.config.mjs', '.postcssrc.json', '.postcssrc'];

interface Processor { process(css: string, opts: { from: string; to?: string; map?: false }): PromiseLike<{ css: string }> }
type Loaded = { run: (css: string, file: string) => Promise<string> } | { errors: PartialMessage[] } | null;

const loaded = new Map<string, Promise<Loaded>>();

/** The site's PostCSS config file, if it has one. */
export function postcssConfigFile(siteDir: string): string | undefined {
  return CONFIG_FILES.map((name) => join(siteDir, name)).find((file) => existsSync(file));
}

/** An error at the config file: at the line naming `needle` (a plugin's name) when there is one, else its first. */
function failure(config: string, text: string, hint: string, needle?: string): Loaded {
  let lines: string[] = [];
  try {
    lines = readFileSync(config, 'utf8').split('\n');
  } catch {
    // No such file (the plugins came from a Docusaurus plugin's configurePostCss): its top it is.
  }
  const at = needle ? lines.findIndex((line) => line.includes(needle)) : -1;
  const location = { file: config, line: at + 1 || 1, column: at < 0 ? 0 : lines[at].indexOf(needle!) };
  return { errors: [{ text, location, notes: [{ text: hint }] }] };
}

/** The plugins a config lists: an object of name → options (false leaves one out) or an array. */
function pluginsOf(listed: unknown, load: (name: string) => unknown, siteDir: string): unknown[] {
  // An ES module's plugin comes as its default export; a plugin object or creator goes in as it is.
  const create = (plugin: unknown) => (plugin as { default?: unknown } | null)?.default ?? plugin;
  const call = (name: string, written: unknown) => {
    const made = create(load(name));
    const options = siteFolderOptions(name, written, siteDir, load);
    return typeof made === 'function' ? (made as (o?: unknown) => unknown)(options === true ? undefined : options) : made;
  };
  if (Array.isArray(listed)) {
    // `isProduction && plugin()` leaves a false behind, which PostCSS configs may hold.
    return listed.filter(Boolean).map((item) => {
      if (typeof item === 'string') return call(item, undefined);
      if (Array.isArray(item) && typeof item[0] === 'string') return call(item[0], item[1]);
      return create(item);
    });
  }
  if (listed && typeof listed === 'object') {
    return Object.entries(listed as Record<string, unknown>).filter(([, options]) => options !== false).map(([name, options]) => call(name, options));
  }
  return [];
}

/** The options a PostCSS config file gives (JSON, a module's object, or what its function returns). */
async function readPostcssConfig(siteDir: string, config: string): Promise<Record<string, unknown>> {
  const raw = config.endsWith('.postcssrc') || config.endsWith('.json')
    ? JSON.parse(readFileSync(config, 'utf8'))
    : await importModule<{ default?: unknown }>(`${pathToFileURL(config).href}?v=${statSync(config).mtimeMs}`).then((m) => m.default ?? m);
  return (typeof raw === 'function' ? await raw({ env: 'production', cwd: siteDir }) : raw) ?? {};
}

/** The processor of `config`, or of the `given` options in its place (plugins a site's Docusaurus plugins add). */
async function loadProcessor(siteDir: string, config: string, given?: Record<string, unknown>): Promise<Loaded> {
  const requireHere = createRequire(config);
  let postcss: (plugins: unknown[]) => Processor;
  try {
    postcss = requireHere('postcss') as typeof postcss;
  } catch {
    return failure(config, `${basename(config)} configures PostCSS, and the package "postcss" is not installed`, 'install it in the site folder (npm install postcss), as Docusaurus has it');
  }
  let options: Record<string, unknown>;
  try {
    options = given ?? await readPostcssConfig(siteDir, config);
  } catch (err) {
    return failure(config, `PostCSS config: ${(err as Error).message.split('\n')[0]}`, 'fix the config file; opdocs runs it as Docusaurus\' postcss-loader does');
  }
  let plugins: unknown[];
  try {
    plugins = pluginsOf(options.plugins, (name) => requireHere(name), siteDir);
  } catch (err) {
    const missing = /Cannot find module '([^']+)'/.exec((err as Error).message)?.[1];
    return failure(config, missing ? `PostCSS plugin "${missing}" is not installed` : `PostCSS plugin: ${(err as Error).message.split('\n')[0]}`,
      missing ? `install it in the site folder (npm install ${missing})` : 'fix the plugin entry in the config file', missing);
  }
  const processor = postcss(plugins);
  return { run: async (css, file) => (await processor.process(css, { from: file, to: file, map: false })).css };
}

/**
 * The PostCSS plugins a Docusaurus config built in place adds with a plugin's `configurePostCss`
 * (BundleSite.postcssPlugins), per site folder. Set by the client bundle before esbuild runs, in
 * the thread that runs it, as this module's esbuild plugins read them by site folder alone.
 */
const pluginPostcss = new Map<string, string[]>();

/** Records the PostCSS plugins `siteDir`'s own plugins add (none: the site's CSS goes as written, or through its config). */
export function setPluginPostcss(siteDir: string, names: string[]): void {
  if (names.length) pluginPostcss.set(siteDir, names);
  else pluginPostcss.delete(siteDir);
}

/** Whether the site's stylesheets go through PostCSS: its own config, or the plugins its Docusaurus plugins add. */
const hasPostcss = (siteDir: string) => !!postcssConfigFile(siteDir) || pluginPostcss.has(siteDir);

/** The processor of the plugins a site's Docusaurus plugins add, as a postcss.config.js listing them in order would make. */
function loadPluginProcessor(siteDir: string, names: string[]): Promise<Loaded> {
  // Resolved from the site folder, where the config that adds them lives; errors name that config.
  const config = DOCUSAURUS_CONFIG_NAMES.map((name) => join(siteDir, name)).find((file) => existsSync(file)) ?? join(siteDir, 'package.json');
  return loadProcessor(siteDir, config, { plugins: Object.fromEntries(names.map((name) => [name, {}])) });
}

/** The site's PostCSS processor (null without a config), loaded once per version of its config. */
export function sitePostcss(siteDir: string): Promise<Loaded> {
  const config = postcssConfigFile(siteDir);
  const names = pluginPostcss.get(siteDir);
  if (!config && !names) return Promise.resolve(null);
  const key = config ? `${config}:${statSync(config).mtimeMs}` : `${siteDir}:plugins:${names!.join(',')}`;
  if (!loaded.has(key)) loaded.set(key, config ? loadProcessor(siteDir, config) : loadPluginProcessor(siteDir, names!));
  return loaded.get(key)!;
}

const isSiteStylesheet = (file: string, siteDir: string) =>
  isWithin(file, siteDir) && !isOpdocsSource(file) && !file.split(/[\\/]/).includes('node_modules');

/**
 * A CSS load result of the site's own file, put through the site's PostCSS plugins when it has
 * some, then with its late `@import` rules moved up as css-loader reads them (css-late-imports.ts).
 */
export async function withPostcss(result: OnLoadResult, file: string, siteDir: string): Promise<OnLoadResult> {
  if (result.errors?.length || result.loader !== 'css' || result.contents === undefined || !isSiteStylesheet(file, siteDir)) return result;
  const processor = await sitePostcss(siteDir);
  if (processor && 'errors' in processor) return { errors: processor.errors };
  const css = typeof result.contents === 'string' ? result.contents : Buffer.from(result.contents).toString('utf8');
  if (!processor) return { ...result, contents: hoistLateImports(css) };
  try {
    return { ...result, contents: hoistLateImports(await processor.run(css, file)) };
  } catch (err) {
    const e = err as { reason?: string; message: string; line?: number; column?: number };
    return { errors: [{ text: `PostCSS: ${e.reason ?? e.message.split('\n')[0]}`, location: { file, line: e.line ?? 1, column: Math.max(0, (e.column ?? 1) - 1) } }] };
  }
}

/**
 * Loads the site's plain `.css` files of the file namespace (its customCss) through PostCSS, and
 * with late `@import` rules moved up. List it after the CSS-modules plugin, whose files it leaves alone.
 */
export function postcssStyles(siteDir: string): Plugin {
  return {
    name: 'opdocs:postcss',
    setup(build) {
      if (build.initialOptions.loader?.['.css'] === 'empty') return;
      build.onLoad({ filter: /\.css$/i, namespace: 'file' }, async (args) => {
        if (!isSiteStylesheet(args.path, siteDir)) return undefined;
        const contents = await readFile(args.path, 'utf8');
        // Without PostCSS, a file whose imports all come first is esbuild's to read.
        if (!hasPostcss(siteDir) && hoistLateImports(contents) === contents) return undefined;
        return withPostcss({ contents, loader: 'css', resolveDir: dirname(args.path) }, args.path, siteDir);
      });
    },
  };
}
