/**
 * A site plugin whose `configurePostCss` adds PostCSS plugins (the usual way Docusaurus sites
 * set up Tailwind, inline in the config or in a file of their own). opdocs runs no plugins, but
 * applies the site's `postcss.config.*` to its stylesheets (bundle/postcss-styles.ts): the note
 * says to write one, with the plugins this one adds, where "not supported" left the site's
 * utility classes silently unstyled. A build in place applies those plugins itself, as such a
 * config would (postCssPluginPackages).
 */
import { existsSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { isAbsolute, join } from 'node:path';
import { entryPlugin } from './plugin-entries.js';

const POSTCSS_CONFIGS = ['postcss.config.js', 'postcss.config.cjs', 'postcss.config.mjs', '.postcssrc.json', '.postcssrc'];

/** The text of the plugin an entry names: a function's source, or a local file's. */
function pluginSource(entry: unknown, siteDir: string | undefined): string {
  const plugin = entryPlugin(entry);
  if (typeof plugin === 'function') return Function.prototype.toString.call(plugin);
  if (typeof plugin !== 'string' || !/^(\.|\/)/.test(plugin)) return '';
  const file = isAbsolute(plugin) ? plugin : siteDir ? join(siteDir, plugin) : '';
  for (const candidate of [file, `${file}.js`, `${file}.cjs`, `${file}.mjs`, `${file}.ts`, join(file, 'index.js')]) {
    try {
      if (candidate && existsSync(candidate)) return readFileSync(candidate, 'utf8');
    } catch {
      // A folder, or unreadable: try the next form.
    }
  }
  return '';
}

/**
 * Package names a plugin's source requires: as written, as the config bundle names one it could
 * not find (`require_tailwindcss()`), or by the file it found (`__require("/site/node_modules/tailwindcss/lib/index.js")`).
 */
function requiredPackages(source: string): string[] {
  const names = new Set<string>();
  for (const [, name] of source.matchAll(/\brequire\(\s*["'`]([^"'`./][^"'`]*)["'`]\s*\)/g)) names.add(name);
  for (const [, name] of source.matchAll(/\b__require\(\s*["'`][^"'`]*[\\/]node_modules[\\/]((?:@[^"'`\\/]+[\\/])?[^"'`\\/]+)[^"'`]*["'`]\s*\)/g)) names.add(name.replace(/\\/g, '/'));
  for (const [, name] of source.matchAll(/\bimport\(\s*["'`]([^"'`./][^"'`]*)["'`]\s*\)/g)) names.add(name);
  for (const [, name] of source.matchAll(/\brequire_([A-Za-z0-9_$]+)\(\)/g)) names.add(name.replace(/_/g, '-'));
  return [...names];
}

/** How the note for a plugin that sets up PostCSS begins when the site has no PostCSS config of its own. */
export const POSTCSS_PLUGIN_NOTE = 'its configurePostCss does not run (opdocs runs no plugins)';

/** The note for a plugin entry that sets up PostCSS; undefined for any other entry. */
export function postCssPluginNote(entry: unknown, siteDir: string | undefined): string | undefined {
  const source = pluginSource(entry, siteDir);
  if (!/\bconfigurePostCss\b/.test(source)) return undefined;
  const existing = siteDir ? POSTCSS_CONFIGS.find((name) => existsSync(join(siteDir, name))) : undefined;
  if (existing) return `its configurePostCss does not run: opdocs applies the site's ${existing} to its stylesheets instead, so list there the PostCSS plugins this one adds`;
  const packages = requiredPackages(source);
  const listed = packages.length ? `{ plugins: { ${packages.map((p) => `${/^[A-Za-z_$][\w$]*$/.test(p) ? p : JSON.stringify(p)}: {}`).join(', ')} } }` : '{ plugins: { … } }';
  return `${POSTCSS_PLUGIN_NOTE}; opdocs applies a postcss.config.js in the site folder to its stylesheets: write one with the plugins this one adds, e.g. module.exports = ${listed}`;
}

/**
 * The PostCSS plugins (package names, in the order written) that the config's plugins add with
 * their `configurePostCss`, for a build in place to apply as a postcss.config.js listing them
 * would. None when the site has a PostCSS config of its own, which is applied instead; Node's
 * own modules a plugin requires (`path`) are no PostCSS plugins.
 */
export function postCssPluginPackages(plugins: unknown, siteDir: string): string[] {
  if (POSTCSS_CONFIGS.some((name) => existsSync(join(siteDir, name)))) return [];
  const names = new Set<string>();
  for (const entry of Array.isArray(plugins) ? plugins : []) {
    const source = pluginSource(entry, siteDir);
    if (!/\bconfigurePostCss\b/.test(source)) continue;
    for (const name of requiredPackages(source)) if (!isBuiltin(name)) names.add(name);
  }
  return [...names];
}
