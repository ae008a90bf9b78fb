/**
 * Sass stylesheets (`.scss`, `.sass`) that a site's components import, as Docusaurus sites do
 * through docusaurus-plugin-sass: compiled with the `sass` package the site installed (opdocs
 * does not ship one); `*.module.scss` are CSS modules, which css-modules.ts loads (listed first).
 */
import type { OnLoadResult, Plugin } from 'esbuild';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { withPostcss } from './postcss-styles.js';

export const SASS_FILE = /\.s[ac]ss$/i;

interface SassOptions {
  loadPaths: string[];
  importers: { findFileUrl(url: string): URL | null }[];
  logger: { warn(message: string, options: { deprecation: boolean }): void };
}
interface SassApi { compile(file: string, opts: SassOptions): { css: string } }

/**
 * What webpack's resolver gave docusaurus-plugin-sass beyond Sass' own load paths: `@site/…`
 * from the site folder, and `~pkg/…` (sass-loader's mark for a package) from node_modules.
 */
export function siteSassImporter(siteDir: string): SassOptions['importers'][number] {
  return {
    findFileUrl(url) {
      if (url.startsWith('@site/')) return pathToFileURL(join(siteDir, url.slice('@site/'.length)));
      if (url.startsWith('~') && !url.startsWith('~/')) return pathToFileURL(join(siteDir, 'node_modules', url.slice(1)));
      return null;
    },
  };
}

// Sass' notices about its own future (`@import` is deprecated) say nothing about this build,
// and would be printed around opdocs' report in Sass' own format; a stylesheet's @warn stays.
const LOGGER: SassOptions['logger'] = { warn: (message, { deprecation }) => { if (!deprecation) process.stderr.write(`Sass warning: ${message}\n`); } };

/** The compiled CSS of a Sass file, or an error saying what to do. */
export function compileSassText(file: string, siteDir: string): { css: string } | { errors: NonNullable<OnLoadResult['errors']> } {
  let sass: SassApi;
  try {
    sass = createRequire(join(siteDir, 'package.json'))('sass') as SassApi;
  } catch {
    return { errors: [{ text: `${file.slice(siteDir.length + 1)} is Sass, and the package "sass" is not installed`, notes: [{ text: 'install it in the site folder (npm install sass), as docusaurus-plugin-sass needs too' }] }] };
  }
  try {
    // The site folder is a load path, as sass-loader adds the working folder Docusaurus runs in:
    // `@import "src/css/variables"` from a component's stylesheet finds the site's src/css.
    return { css: sass.compile(file, { loadPaths: [dirname(file), siteDir, join(siteDir, 'node_modules')], importers: [siteSassImporter(siteDir)], logger: LOGGER }).css };
  } catch (err) {
    return { errors: [{ text: `Sass: ${(err as Error).message.split('\n')[0]}`, location: sassErrorPlace(err, file) }] };
  }
}

/** Where Sass says its error is (the `@import` line it could not follow), else the file. */
function sassErrorPlace(err: unknown, file: string): { file: string; line?: number; column?: number; lineText?: string } {
  const span = (err as { span?: { url?: URL; start?: { line: number; column: number }; context?: string } }).span;
  if (!span?.start) return { file };
  const at = span.url?.protocol === 'file:' ? fileURLToPath(span.url) : file;
  return { file: at, line: span.start.line + 1, column: span.start.column, lineText: span.context?.split('\n')[0] ?? '' };
}

/** The compiled stylesheet as an esbuild load result. */
export function compileSass(file: string, siteDir: string): OnLoadResult {
  const out = compileSassText(file, siteDir);
  return 'errors' in out ? out : { contents: out.css, loader: 'css', resolveDir: dirname(file) };
}

/** Loads Sass files of the file namespace (the server bundle, and packages' stylesheets). */
export function sassFiles(siteDir: string): Plugin {
  return {
    name: 'opdocs:sass',
    setup(build) {
      // The server's bundle drops CSS: PostCSS runs for the browser's only.
      const dropsCss = build.initialOptions.loader?.['.css'] === 'empty';
      build.onLoad({ filter: SASS_FILE, namespace: 'file' }, (args) => {
        const compiled = compileSass(args.path, siteDir);
        // Kept as CSS there, its url(/img/x.png) would be looked for on the disk: the browser's
        // bundle resolves those (static-urls.ts); the server needs only the compile's errors.
        if (dropsCss) return compiled.errors ? compiled : { contents: '', loader: 'empty' };
        return withPostcss(compiled, args.path, siteDir);
      });
    },
  };
}
