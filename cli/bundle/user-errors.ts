/**
 * esbuild's failures as located user errors, each with what to do about it. A failure inside
 * opdocs' own files (theme, runtime) is not the site's fault: it says so instead of pointing
 * at the user's pages.
 */
import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { OpdocsError, OpdocsErrors } from '../errors.js';
import { isOpdocsSource, OPDOCS_ROOT } from './paths.js';
import { packageName } from '../pipeline/parse/mdx/module-files.js';
import { UNRESOLVED } from './package-fallbacks.js';
import { SITE_NAMESPACE } from './site-namespace.js';
import { AUTOMATIC_RUNTIME } from './jsx-text.js';
import { MDX_ESM_SUFFIX } from '../pipeline/parse/mdx/code-module.js';
import { generatedPathHint } from '../pipeline/generated-path.js';

interface EsbuildMessage {
  text: string;
  pluginName?: string;
  notes?: { text: string }[];
  location?: { file: string; namespace?: string; line: number; column: number; lineText?: string } | null;
}

/**
 * The site file an import of opdocs' generated entry names (`import "/site/src/css/custom.scss";`,
 * a customCss file): the place a failure at that import belongs, as the entry is nobody's code.
 */
function importedByEntry(loc: NonNullable<EsbuildMessage['location']>): string | undefined {
  if (loc.namespace !== 'opdocs-virtual' && !loc.file.startsWith('opdocs-virtual:')) return undefined;
  const spec = /^\s*import\s+(?:[^'"]*\sfrom\s+)?(["'])([^"']+)\1/.exec(loc.lineText ?? '')?.[2];
  return spec && isAbsolute(spec) ? spec : undefined;
}

const FIX_CODE = 'fix the code at this position (site React pages, theme overrides and customCss files are compiled with esbuild)';
const NO_LOADER = /^No loader is configured for "(\.[^"]+)" files/;
const NO_EXPORT = /^No matching export in "([^"]+)" for import "([^"]+)"/;

/** The names one of opdocs' own Docusaurus stand-ins (theme/compat/) exports, read from its source. */
export function compatExports(file: string): string[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const names = [...text.matchAll(/^export (?:async )?(?:function|const|let|class) (\w+)/gm)].map((m) => m[1]);
  // Types (`export type { … }`, `export { type X }`) are no values a site's import could use.
  for (const m of text.matchAll(/^export \{([^}]*)\}/gm)) {
    for (const part of m[1].split(',')) if (!/^\s*type\s/.test(part)) names.push(part.trim().split(/\s+as\s+/).pop()!);
  }
  return names.filter((n) => n && n !== 'default');
}

/** The version range the site's package.json gives the package `name`, among its dependencies of any kind. */
function siteRange(siteDir: string, name: string): string | undefined {
  try {
    const pkg = JSON.parse(readFileSync(join(siteDir, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    return ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].map((key) => pkg[key]?.[name]).find((range) => !!range);
  } catch {
    return undefined;
  }
}

/** Whether the site's package.json lists the package `name` among its dependencies of any kind. */
export const listedBySite = (siteDir: string, name: string): boolean => siteRange(siteDir, name) !== undefined;

/**
 * What to do about a package the site lists but has not installed. A `workspace:` range names a
 * package of the site's own monorepo, which npm cannot install and which its build makes (a
 * `dist/` folder): "run npm install" would fail there.
 */
function uninstalledListedHint(siteDir: string, name: string): string | undefined {
  const range = siteRange(siteDir, name);
  if (range === undefined) return undefined;
  if (range.startsWith('workspace:')) {
    return `"${name}" is a package of the site's own repository ("${range}" in its package.json), not installed: install and build the repository with its package manager at its root (pnpm or yarn), then build again`;
  }
  return `"${name}" is in the site's package.json but not installed: run npm install in the site folder`;
}

/** Extensions esbuild tries for an import written without one, as webpack does. */
const IMPORT_EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js', '.mjs', '.cjs', '.json'];

/** The extensions an import may leave out, as a sentence lists them. */
export const IMPORT_EXTENSIONS_TEXT = `${IMPORT_EXTENSIONS.slice(1, -1).join(', ')} and ${IMPORT_EXTENSIONS.at(-1)}`;

/**
 * For an import of `target` (an absolute path as written, maybe without its extension) that does
 * not resolve: the hint when a script of the site makes that file (its .gitignore lists it, with
 * any of the extensions an import may leave out).
 */
export function generatedImportHint(target: string, siteDir: string): string | undefined {
  for (const ext of IMPORT_EXTENSIONS) {
    const hint = generatedPathHint(`${target}${ext}`, siteDir);
    if (hint) return hint;
  }
  return undefined;
}

/**
 * What to do about one failure in a file of the site (`root`: the folder esbuild's paths are
 * relative to; `file`: the file that failed, when known).
 */
export function siteHint(text: string, siteDir?: string, root?: string, file?: string): string {
  const missing = NO_EXPORT.exec(text);
  if (missing && /theme[\\/]compat[\\/]/.test(missing[1])) {
    const names = compatExports(resolve(root ?? process.cwd(), missing[1]));
    return `opdocs provides only part of this Docusaurus module, without "${missing[2]}"${names.length ? `: it has ${names.join(', ')}` : ''}; write that part in the site's own component, or leave it out`;
  }
  const unresolved = UNRESOLVED.exec(text);
  // `!!json5-loader!./x.json5`: webpack's inline loader syntax, no package name to install.
  const loaderChain = unresolved && /^!*([^!]+)!/.exec(unresolved[1]);
  if (loaderChain) {
    return `"${loaderChain[1]}" is a webpack loader, which opdocs does not run (it reads \`!!raw-loader!\` and \`!!yaml-loader!\` imports itself): import the file another way, such as JSON or a module that exports its data`;
  }
  if (unresolved && /(?:^|\/)\.docusaurus\//.test(unresolved[1])) {
    return 'the .docusaurus folder holds data Docusaurus generates while it builds, which opdocs does not write: give the component its data another way (a file of the site, or props from the page)';
  }
  const relative = unresolved && file && siteDir && unresolved[1].startsWith('.');
  const generated = relative ? generatedImportHint(resolve(dirname(file), unresolved[1]), siteDir) : undefined;
  if (generated) return generated;
  const name = unresolved && packageName(unresolved[1]);
  // Only the browser bundle lacks Node's own modules; the npm package of the same name, if any, is another thing.
  if (name && isBuiltin(name)) {
    return `"${name}" is a module of Node.js, which browsers do not have (a Docusaurus site gets a stand-in from a webpack polyfill plugin, which opdocs does not run): install a browser version of it in the site folder, or keep the code that needs it out of the page's components`;
  }
  if (name) {
    return (siteDir && uninstalledListedHint(siteDir, name)) || `install the package the code imports: npm install ${name} (in the site folder)`;
  }
  const loader = NO_LOADER.exec(text);
  if (loader && /^\.mdx?$/.test(loader[1])) {
    return `React files cannot import ${loader[1]} files here: import the partial from an MDX page instead (\`import Part from './_part.mdx'\` renders there), or write its content as JSX`;
  }
  // Docusaurus compiles these only through a community plugin (docusaurus-plugin-less, -stylus), which opdocs does not run.
  if (loader && /^\.(less|styl|stylus)$/.test(loader[1])) {
    return `opdocs does not compile ${loader[1]} stylesheets (in Docusaurus a plugin does): rewrite the file as .css or .scss (Sass is compiled with the site's own sass package; \`.module.scss\` keeps CSS-module class names) and change the import`;
  }
  return FIX_CODE;
}

/** Whether a message comes from one of opdocs' esbuild plugins (named `opdocs:…` or `opdocs-…`). */
function fromOurPlugin(name: string | undefined): boolean {
  return !!name && /^opdocs[:-]/.test(name);
}

/** The 1-based column in the file as its author wrote it: the runtime comment opdocs puts on line 1 is not theirs. */
function fileColumn(loc: NonNullable<EsbuildMessage['location']>): number {
  const added = loc.line === 1 && loc.lineText?.startsWith(AUTOMATIC_RUNTIME) && loc.column >= AUTOMATIC_RUNTIME.length;
  return loc.column + 1 - (added ? AUTOMATIC_RUNTIME.length : 0);
}

/**
 * Whether the failure is an import of a Node.js module: a plugin that resolved it through
 * esbuild passes on esbuild's note about bundling for Node, which is no advice for a site.
 */
function isNodeModuleFailure(text: string): boolean {
  const name = packageName(UNRESOLVED.exec(text)?.[1] ?? '');
  return !!name && isBuiltin(name);
}

/** esbuild's failure `err` as OpdocsErrors (anything else comes back as it is). */
export function toUserErrors(err: unknown, what: string, dirs: { root?: string; siteDir?: string } = {}): Error {
  const errors = (err as { errors?: EsbuildMessage[] }).errors;
  if (!errors?.length) return err as Error;
  // A site file shows as "opdocs-site:<path>" (namespace in the path) or with the namespace apart.
  const fileOf = (loc: { file: string; namespace?: string }) => {
    const prefixed = loc.file.startsWith(`${SITE_NAMESPACE}:`);
    const inSite = prefixed || loc.namespace === SITE_NAMESPACE;
    const named = prefixed ? loc.file.slice(SITE_NAMESPACE.length + 1) : loc.file;
    // An MDX file's code module is the file itself to its author.
    const rel = named.endsWith(MDX_ESM_SUFFIX) ? named.slice(0, -MDX_ESM_SUFFIX.length) : named;
    return inSite && dirs.siteDir ? join(dirs.siteDir, rel) : resolve(dirs.root ?? process.cwd(), rel);
  };
  return new OpdocsErrors(errors.map((e) => {
    const imported = e.location ? importedByEntry(e.location) : undefined;
    const file = imported ?? (e.location?.file ? fileOf(e.location) : undefined);
    const inOpdocs = !!file && isOpdocsSource(file);
    const at = imported ? { line: 1, column: 1 } : { line: e.location?.line, column: e.location ? fileColumn(e.location) : undefined };
    return new OpdocsError({
      file, ...at,
      message: `${what}: ${e.text}`,
      // Our plugins put what to do in their note (what exists instead of an unsupported import,
      // that Sass must be installed); esbuild's own notes are not hints.
      hint: fromOurPlugin(e.pluginName) && e.notes?.[0] && !isNodeModuleFailure(e.text) ? e.notes[0].text : inOpdocs
        ? `this is a file of opdocs itself (${OPDOCS_ROOT}), not of your site: reinstall opdocs (npm install), and report it if it persists`
        : siteHint(e.text, dirs.siteDir, dirs.root, file),
    });
  }));
}
