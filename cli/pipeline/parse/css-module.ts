/**
 * A CSS module an MDX file imports (`import styles from './x.module.css'`): esbuild's local-css
 * loader gives the class names and the rewritten stylesheet in one build, so the names written
 * into the page and the CSS the site ships always agree.
 */
import { esbuild } from '../../bundle/esbuild-api.js';
import { ASSET_EXTENSIONS } from '../../bundle/esbuild-common.js';
import { statSync } from 'node:fs';
import { basename, dirname } from 'node:path';

export interface CssModule {
  /** Local class name → the name in the shipped CSS. */
  classes: Record<string, string>;
  css: string;
}

const URL_FILES = ASSET_EXTENSIONS.map((ext) => `*${ext}`);

// Many pages may import one module: it is compiled once per version of the file.
const compiled = new Map<string, { stamp: string; module: CssModule }>();

/**
 * Compiles `file` (once per content version); throws esbuild's message (file:line) when the CSS
 * does not parse. With `keepUrls`, `url()` and `@import` stay as written, for a bundle to resolve.
 */
export function compileCssModule(file: string, keepUrls = false): CssModule {
  return cached(file, keepUrls, false);
}

/**
 * A global stylesheet an MDX file imports for its effect (`import 'pkg/dist/x.css'`): class
 * names stay as written, since webpack loads such a file as it is for every page.
 */
export function compileStylesheet(file: string): string {
  return cached(file, false, true).css;
}

function cached(file: string, keepUrls: boolean, global: boolean): CssModule {
  const s = statSync(file);
  const stamp = `${s.mtimeMs}:${s.size}`;
  const key = `${file}\0${keepUrls ? 'urls' : ''}\0${global ? 'global' : ''}`;
  const hit = compiled.get(key);
  if (hit?.stamp === stamp) return hit.module;
  const module = compile(file, keepUrls, global);
  compiled.set(key, { stamp, module });
  return module;
}

function compile(file: string, keepUrls: boolean, global: boolean): CssModule {
  const out = esbuild().buildSync({
    stdin: { contents: `export { default } from ${JSON.stringify(`./${basename(file)}`)};`, resolveDir: dirname(file), loader: 'js' },
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'neutral',
    outdir: '/opdocs-css-module',
    loader: { '.css': global ? 'css' : 'local-css' },
    // Files the stylesheet names stay as written, for the bundle that ships it to resolve.
    external: keepUrls ? URL_FILES : [],
    // Whitespace only: no path comments (the output must not depend on the build folder).
    minifyWhitespace: true,
    logLevel: 'silent',
  });
  const js = out.outputFiles.find((f) => f.path.endsWith('.js'))?.text ?? '';
  const css = out.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? '';
  // The JS esbuild wrote from a stylesheet is a plain object of strings; running it is the
  // one reliable way to read that object.
  const module = { exports: {} as { default?: Record<string, string> } };
  new Function('module', 'exports', js)(module, module.exports);
  return { classes: { ...(module.exports.default ?? {}) }, css };
}
