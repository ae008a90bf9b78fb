/**
 * A Docusaurus repository without site.config.json builds as it is: its docusaurus.config.* is
 * read and mapped the way `opdocs migrate` maps it, in memory, on every build, so `npx opdocs
 * build` works in a repository nobody has prepared. Writing the config once with `opdocs migrate`
 * saves that work per build and makes the settings editable.
 */
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join, relative, sep } from 'node:path';
import { OpdocsError, OpdocsErrors } from '../errors.js';
import type { LoadedConfig } from './load-config.js';
import { DOCUSAURUS_CONFIG_NAMES } from './docusaurus-names.js';
import { withOutputRoutes, withSkippedPlugins } from './skipped-plugins.js';
import { withRefusedSettings } from './refused-settings.js';
import { withPluginPostcss } from './plugin-postcss.js';
import { withPagesExclude } from './page-exclude.js';
import { withContentPlugins } from './content-plugins.js';
import { withPluginAliases } from './plugin-aliases.js';
import { withMarkdownPreprocessor } from './markdown-preprocessor.js';

const MIGRATE_HINT = 'or run `npx opdocs migrate` once to write site.config.json, and edit it there';

/** Errors of the mapped config have no line in docusaurus.config.*: they name the file and point to migrate. */
function inPlaceError(error: OpdocsError, file: string): OpdocsError {
  return new OpdocsError({
    file, message: error.message, kind: error.kind,
    hint: error.hint ? `${error.hint}; ${MIGRATE_HINT}` : MIGRATE_HINT,
  });
}

/**
 * The config of the Docusaurus repository `siteDir` as `opdocs migrate` would write it, read with
 * `read` (load-config.ts readConfig), and a note for the user saying so. Its `configFile` is the
 * docusaurus.config.* file, which is what errors name and what `serve --watch` watches.
 */
export async function loadDocusaurusInPlace(
  siteDir: string,
  read: (text: string, file: string) => LoadedConfig,
): Promise<LoadedConfig & { note?: string }> {
  // Loaded only here: the migrate code brings esbuild's config evaluation with it.
  const { migrateInMemory } = await import('../commands/migrate.js');
  const { UNRUN_PLUGIN } = await import('../migrate/map-plugins.js');
  const { POSTCSS_PLUGIN_NOTE } = await import('../migrate/postcss-plugin.js');
  const { notInstalledPackageOf } = await import('../migrate/stand-in-text.js');
  let migrated;
  try {
    // The build compiles the sidebars files itself and reports what is wrong with them.
    migrated = await migrateInMemory(siteDir, false);
  } catch (err) {
    if (err instanceof OpdocsError) return { errors: [err] };
    if (err instanceof OpdocsErrors) return { errors: err.errors };
    throw err;
  }
  const { config, notes, file } = migrated;
  // A local plugin is required by its absolute path: named from the site folder, as written.
  const shown = (name: string) => (name.startsWith(`${siteDir}${sep}`) ? `./${relative(siteDir, name).split(sep).join('/')}` : name);
  const skipped = migrated.skipped.map((p) => ({ ...p, name: shown(p.name) }));
  const loaded = read(JSON.stringify(config), file);
  // The link check tells a link into a skipped plugin's routes from a mistyped one.
  // A plugin writing pages into a docs folder makes routes there too (an OpenAPI reference).
  if (loaded.config) withSkippedPlugins(loaded.config, withOutputRoutes(skipped, loaded.config));
  // Files of src/pages the site's pages plugin leaves out (a component another plugin serves).
  if (loaded.config) withPagesExclude(loaded.config, migrated.pagesExclude);
  // Named by an unknown component's error (pipeline/check/unrun-plugin-hint.ts) as its likely source.
  if (loaded.config) withContentPlugins(loaded.config, migrated.contentPlugins);
  // MDX imports resolve through the aliases a plugin adds (docusaurus-plugin-module-alias), as webpack's do.
  if (loaded.config) withPluginAliases(loaded.config, migrated.aliases);
  // Run on each Markdown file as it is read, as Docusaurus runs it before parsing.
  if (loaded.config) withMarkdownPreprocessor(loaded.config, migrated.preprocessor);
  // Applied as a postcss.config.js listing them would be, once each is installed; until then the
  // site's CSS goes as written (as before), and the note names what to install.
  const postcssMissing = migrated.postcssPlugins.length ? ['postcss', ...migrated.postcssPlugins].filter((name) => !installedIn(siteDir, name)) : [];
  const postcssApplied = migrated.postcssPlugins.length > 0 && postcssMissing.length === 0;
  if (loaded.config && postcssApplied) withPluginPostcss(loaded.config, migrated.postcssPlugins);
  // Warned of at their lines by every build (config-warnings.ts), not only counted in the note.
  if (loaded.config) withRefusedSettings(loaded.config, notes.filter((n) => n.invalid));
  const uncarried = postcssApplied ? notes.filter((n) => !n.what.startsWith(POSTCSS_PLUGIN_NOTE)) : notes;
  const left = uncarried.length ? `; ${uncarried.length} of its settings ${uncarried.length === 1 ? 'is' : 'are'} not carried over (\`npx opdocs migrate\` lists ${uncarried.length === 1 ? 'it' : 'them'})` : '';
  const postcss = postcssMissing.length ? `; the PostCSS plugins its plugins add (configurePostCss) are not installed: ${postcssMissing.join(', ')} (run npm install in the site folder), so its CSS goes as written` : '';
  // Named up front: the broken links and empty docs they cause come later, and say nothing of them.
  // A plugin listed several times (one entry per remote source, say) is named once.
  // Presets it does not read (redocusaurus) and second sets of pages make pages too: named with them.
  const unrun = [...new Set([...notes.filter((n) => n.what === UNRUN_PLUGIN && n.key.startsWith('plugins: ')).map((n) => shown(n.key.slice('plugins: '.length))), ...skipped.map((p) => p.name)])];
  const plugins = unrun.length === 0 ? ''
    : `; ${unrun.length === 1 ? 'its plugin' : 'its plugins'} ${unrun.join(', ')} ${unrun.length === 1 ? 'does' : 'do'} not run (opdocs runs no Docusaurus plugins), so what ${unrun.length === 1 ? 'it adds' : 'they add'} (pages, generated files, scripts) is missing`;
  return {
    ...loaded,
    errors: loaded.errors.map((e) => inPlaceError(e, file)),
    note: `no site.config.json: built from ${basename(file)} as \`opdocs migrate\` reads it${left}${uninstalledNote(notes, notInstalledPackageOf)}${postcss}${plugins}`,
  };
}

/**
 * The settings left out because a package the config computes them with is not installed: named
 * up front, as a page reading such a custom field later fails with no word of the package.
 */
function uninstalledNote(notes: { key: string; what: string }[], packageOf: (what: string) => string | undefined): string {
  const byPackage = new Map<string, string[]>();
  for (const n of notes) {
    const pkg = packageOf(n.what);
    if (pkg !== undefined) byPackage.set(pkg, [...(byPackage.get(pkg) ?? []), n.key]);
  }
  if (byPackage.size === 0) return '';
  const keys = [...byPackage.values()].flat();
  const pkgs = [...byPackage.keys()];
  const from = pkgs.length === 1 ? `the package ${pkgs[0]}, which is` : `the packages ${pkgs.join(', ')}, which are`;
  return `; ${keys.join(', ')} ${keys.length === 1 ? 'is' : 'are'} left out, as ${keys.length === 1 ? 'it is' : 'they are'} computed with ${from} not installed (run npm install in the site folder)`;
}

/**
 * With both files present only site.config.json counts; an edit to docusaurus.config.* made after
 * it was written would be ignored in silence, so a docusaurus config newer than `jsonMtimeMs`
 * gets a note saying which file is read and how to carry the change over.
 */
export function staleDocusaurusNote(siteDir: string, jsonMtimeMs: number): string | undefined {
  for (const name of DOCUSAURUS_CONFIG_NAMES) {
    let mtime: number;
    try {
      mtime = statSync(join(siteDir, name)).mtimeMs;
    } catch {
      continue;
    }
    if (mtime <= jsonMtimeMs) return undefined;
    return `${name} changed after site.config.json was written, and opdocs reads only site.config.json: make the change there, or run \`npx opdocs migrate --force\` to write it again from ${name}`;
  }
  return undefined;
}

/** Whether the package `name` resolves from the site folder, as the site's own code would load it. */
function installedIn(siteDir: string, name: string): boolean {
  try {
    createRequire(join(siteDir, 'package.json')).resolve(name);
    return true;
  } catch {
    return false;
  }
}
