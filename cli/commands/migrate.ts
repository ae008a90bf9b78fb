/**
 * `opdocs migrate [dir]`: turns a Docusaurus 3 repository into an opdocs site built in place.
 * Reads docusaurus.config.* (evaluated, see ../migrate/load-docusaurus.ts) and the sidebars
 * file it names, writes site.config.json with `contentDir: "."`, and lists every setting or
 * plugin it could not carry over with what to do. An existing site.config.json is kept unless
 * `force` is set.
 */
import { docusaurusModuleFile } from '../bundle/docusaurus-modules.js';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { resolveCacheDir } from '../output/cache-dir.js';
import fg from 'fast-glob';
import { OpdocsError } from '../errors.js';
import { loadDocusaurusConfig } from '../migrate/load-docusaurus.js';
import { mapDocusaurusConfig, type MigrateNote } from '../migrate/map-config.js';
import { skippedNames, skippedPluginRoutes } from '../migrate/skipped-plugin-routes.js';
import { pagesExcludeOf } from '../migrate/pages-exclude.js';
import { unrunContentPlugins } from '../migrate/content-plugin-names.js';
import { pluginAliasesOf } from '../migrate/webpack-aliases.js';
import { postCssPluginPackages } from '../migrate/postcss-plugin.js';
import type { SkippedPlugin } from '../config/skipped-plugins.js';
import { dropStandInText, unmarkStandIns } from '../migrate/stand-in-text.js';
import { readSidebarsFile } from '../pipeline/routes/sidebars-file.js';
import { isPackageToInstall, listSwizzled } from '../bundle/swizzled.js';
import { SWIZZLE_POINTS } from '../bundle/override-points.js';
import { readExportedNames } from '../pipeline/load/mdx-components.js';
import { noteCustomNavbarItems } from '../migrate/custom-navbar-items.js';
import { scriptCommands } from '../migrate/script-commands.js';

export interface MigrateOptions {
  dir: string;
  force?: boolean;
  /** Where to print; default stdout. */
  print?: (line: string) => void;
}

export interface MigrateResult {
  file: string;
  config: Record<string, unknown>;
  notes: MigrateNote[];
}

import { fitToSchema } from '../migrate/fit-to-schema.js';

export { fitToSchema };

/** React pages that import Docusaurus client modules opdocs does not provide. */
function checkPages(dir: string, notes: MigrateNote[]): void {
  const pagesDir = join(dir, 'src', 'pages');
  if (!existsSync(pagesDir)) return;
  for (const rel of fg.sync(['**/*.{js,jsx,ts,tsx}'], { cwd: pagesDir, ignore: ['**/_*', '**/*.d.ts', '**/node_modules/**'] }).sort()) {
    const text = readFileSync(join(pagesDir, rel), 'utf8');
    const unsupported = [...text.matchAll(/from\s+['"]((?:@theme|@docusaurus)\/[^'"]+)['"]/g)].map((m) => m[1]).filter((spec) => !docusaurusModuleFile(spec, dir));
    if (unsupported.length) notes.push({ key: `src/pages/${rel}`, what: `imports ${[...new Set(unsupported)].join(', ')}, which opdocs does not provide; the build will report where` });
  }
}

/**
 * Swizzled components the build will not apply: one opdocs would, whose imports it lacks, and
 * those its theme has no place for (they still serve site code that imports them).
 */
function checkSwizzled(dir: string, notes: MigrateNote[]): void {
  const unused: string[] = [];
  for (const s of listSwizzled(dir)) {
    if (s.missing) notes.push({ key: s.file, what: `not applied: ${describeMissing(s.missing)}; the theme's own ${s.point} stays` });
    else if (s.name === 'MDXComponents') noteElementOverrides(join(dir, s.file), s.file, notes);
    else if (Object.hasOwn(UNUSED_SWIZZLES, s.name)) notes.push({ key: s.file, what: UNUSED_SWIZZLES[s.name] });
    else if (!s.point) unused.push(s.name);
  }
  if (unused.length) {
    const applied = Object.keys(SWIZZLE_POINTS).join(', ');
    notes.push({ key: 'src/theme', what: `swizzled components opdocs' theme has no place for, so pages show its own instead (site code may still import them as @theme/<name>): ${unused.join(', ')}; it applies ${applied} (Layout/Provider when there is no Root)` });
  }
}

/** Why a swizzle is left out: Docusaurus modules opdocs lacks, and packages to install. */
function describeMissing(missing: string[]): string {
  const packages = missing.filter(isPackageToInstall);
  const modules = missing.filter((m) => !packages.includes(m));
  return [
    ...(modules.length ? [`it imports ${modules.join(', ')}, which opdocs does not provide`] : []),
    ...(packages.length ? [`it imports ${packages.join(', ')}, which ${packages.length > 1 ? 'are' : 'is'} not installed (run npm install in the site folder to apply it)`] : []),
  ].join('; ');
}

/** Swizzles that are not components of a place in the page, and what becomes of them. */
const UNUSED_SWIZZLES: Record<string, string> = {
  'prism-include-languages': 'not used: opdocs colours code with highlight.js, which knows most languages without being told; a grammar this file gives Prism (a language of the site\'s own) is not loaded, so its fences show plain',
};

/**
 * `a: LocalLink` in MDXComponents: Docusaurus renders every Markdown link (or image, code, …)
 * with the site's component; opdocs renders Markdown's own elements, so such a site's links
 * are written and checked as the Markdown has them.
 */
function noteElementOverrides(file: string, rel: string, notes: MigrateNote[]): void {
  const elements = (readExportedNames(file) ?? []).filter((name) => /^[a-z][a-z0-9]*$/.test(name));
  if (!elements.length) return;
  notes.push({
    key: rel,
    what: `its components for Markdown's own elements (${elements.map((e) => `<${e}>`).join(', ')}) are not used: Markdown keeps the theme's elements, and its links are checked as written (a link the component would send elsewhere may be reported as broken; write it as a full URL)`,
  });
}

/** The major version of Docusaurus the site's package.json asks for (`"^2.4.1"` → 2), if it names one. */
export function docusaurusMajor(dir: string): number | undefined {
  try {
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    const range = ['dependencies', 'devDependencies'].map((k) => pkg[k]?.['@docusaurus/core'] ?? pkg[k]?.['@docusaurus/preset-classic']).find(Boolean);
    const major = range ? /(\d+)/.exec(range)?.[1] : undefined;
    return major ? Number(major) : undefined;
  } catch {
    return undefined;
  }
}

/** What `opdocs migrate` makes of a repository, before anything is written. */
export interface MigratedConfig {
  /** The config as site.config.json would hold it (without `$schema`). */
  config: Record<string, unknown>;
  notes: MigrateNote[];
  /** The docusaurus.config.* it was read from. */
  file: string;
  /** A Docusaurus 2 site (Markdown read as MDX 1 read it). */
  v2: boolean;
  /** The plugins and presets opdocs skips, with the routes their options name. */
  skipped: SkippedPlugin[];
  /** The pages plugin's `exclude` globs, when the config gives them. */
  pagesExclude?: string[];
  /** The remark/rehype plugins the config gives its content, which opdocs does not run. */
  contentPlugins: string[];
  /** The webpack aliases its plugins add (alias → absolute path). */
  aliases: Record<string, string>;
  /** `markdown.preprocessor` of the config, when it gives a function: run on each Markdown file's text by a build in place. */
  preprocessor?: unknown;
  /** The PostCSS plugins its plugins add with `configurePostCss` (package names), when the site has no PostCSS config. */
  postcssPlugins: string[];
}

/** The function a config gives as `markdown.preprocessor`, or undefined. */
function markdownPreprocessorIn(config: unknown): unknown {
  const markdown = (config as { markdown?: { preprocessor?: unknown } } | null)?.markdown;
  return typeof markdown?.preprocessor === 'function' ? markdown.preprocessor : undefined;
}

/**
 * Reads and maps the Docusaurus config of `dir` as `migrate` does, writing nothing: `migrate`
 * writes the result, and a build of a repository without site.config.json uses it as its config.
 * `checkSidebars` also compiles the sidebars files for notes (a build reports them itself).
 */
export async function migrateInMemory(dir: string, checkSidebars = true, stopping?: string): Promise<MigratedConfig> {
  const loaded = await loadDocusaurusConfig(dir, stopping);
  const mapped = mapDocusaurusConfig({ ...loaded.config, __siteDir: dir });
  const { config } = mapped;
  // "docs/blog are off" only matters when that folder exists (opdocs would build it).
  const notes = mapped.notes.filter((n) => !(n.key === 'presets.classic.docs' || n.key === 'presets.classic.blog')
    || existsSync(join(dir, n.key === 'presets.classic.docs' ? 'docs' : 'blog')));
  // What the mapping carried over from a stand-in's text (a navbar label built from a package) stays out.
  notes.push(...dropStandInText(config, dir));
  const instances = (config.docsInstances ?? []) as Record<string, unknown>[];
  for (const [docs, key] of [[config.docs, 'docs'], ...instances.map((d, i) => [d, `docsInstances[${i}]`])] as [Record<string, unknown> | undefined, string][]) {
    if (!docs || typeof docs.sidebarPath !== 'string') continue;
    if (isAbsolute(docs.sidebarPath)) docs.sidebarPath = relative(dir, docs.sidebarPath).split('\\').join('/');
    if (!checkSidebars) continue;
    const read = await readSidebarsFile(join(dir, docs.sidebarPath as string), resolveCacheDir(dir));
    if (read instanceof OpdocsError) notes.push({ key: `${key}.sidebarPath`, what: `${read.message}; the build will report it` });
  }
  checkPages(dir, notes);
  checkSwizzled(dir, notes);
  // Docusaurus 2 read content as MDX 1, where a `{` in Markdown text is text.
  const v2 = docusaurusMajor(dir) === 2;
  if (v2) config.markdown = { ...(config.markdown as Record<string, unknown> | undefined), mdx1Compat: { text: true } };
  fitToSchema(config, notes, loaded.file);
  notes.push(...noteCustomNavbarItems(config, dir));
  // A note may quote a stand-in (a plugin entry, a value it computed): as plain text.
  for (const n of notes) Object.assign(n, { key: unmarkStandIns(n.key), what: unmarkStandIns(n.what) });
  return { config, notes, file: loaded.file, v2, skipped: skippedPluginRoutes(loaded.config, skippedNames(notes), dir), pagesExclude: pagesExcludeOf(loaded.config), contentPlugins: unrunContentPlugins(loaded.config), aliases: pluginAliasesOf(loaded.config, dir), preprocessor: markdownPreprocessorIn(loaded.config), postcssPlugins: postCssPluginPackages(loaded.config.plugins, dir) };
}

export async function migrate(opts: MigrateOptions): Promise<MigrateResult> {
  const dir = resolve(opts.dir);
  const print = opts.print ?? ((line: string) => process.stdout.write(`${line}\n`));
  const target = join(dir, 'site.config.json');
  if (existsSync(target) && !opts.force) {
    throw new OpdocsError({ file: target, message: 'site.config.json already exists', hint: 'run `opdocs migrate --force` to replace it' });
  }
  const { config, notes, file, v2 } = await migrateInMemory(dir, true, 'Ctrl+C stops opdocs migrate; it has written nothing yet.');
  writeFileSync(target, `${JSON.stringify({ $schema: './site.config.schema.json', ...config }, null, 2)}\n`);
  print(`Wrote ${relative(process.cwd(), target) || target} from ${relative(dir, file)}.`);
  if (v2) print('A Docusaurus 2 site: Markdown text is read as MDX 1 read it, `{` and `<` as text (markdown.mdx1Compat.text).');
  if (notes.length) {
    print(`\nNot carried over (${notes.length}):`);
    for (const n of notes) print(`  ${n.key}: ${n.what}`);
  }
  const scripts = scriptCommands(dir);
  if (scripts.length) {
    print('\npackage.json scripts, as opdocs commands (package.json is left as it is):');
    for (const s of scripts) {
      const dropped = s.dropped.length ? ` (drops ${s.dropped.join(', ')}, which opdocs has no use for)` : '';
      print(`  ${s.name}: ${s.to ? `${s.to}${dropped}` : `"${s.from}" has no opdocs command`}`);
    }
  }
  print('\nNext: npx opdocs build' + (dir === process.cwd() ? '' : ` ${relative(process.cwd(), dir)}`));
  return { file: target, config, notes };
}
