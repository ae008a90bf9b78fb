/**
 * A CSS module an MDX file imports (`import styles from './x.module.css'`): esbuild's local-css
 * loader gives the class names and the rewritten stylesheet in one build, so the names written
 * into the page and the CSS the site ships always agree.
 */
import { esbuild } from '../../bundle/esbuild-api.js';
import { ASSET_EXTENSIONS } from '../../bundle/esbuild-common.js';
import { statSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import type { CopiedAsset } from '../check/link-types.js';
import { resolveRootUrl, rewriteRootUrls, unresolvedRootUrls, type CssUrlContext, type RootUrl } from './css-urls.js';

export interface CssModule {
  /** Local class name → the name in the shipped CSS. */
  classes: Record<string, string>;
  css: string;
  /** Files its `url()`s name that ship beside it (with a URL context only). */
  assets?: CopiedAsset[];
  /** Files those URLs name, static ones too: a change to one is a change to the stylesheet. */
  files?: string[];
}

const URL_FILES = ASSET_EXTENSIONS.map((ext) => `*${ext}`);
const FILE_LOADERS = Object.fromEntries(ASSET_EXTENSIONS.map((ext) => [ext, 'file' as const]));

// Many pages may import one module: it is compiled once per version of the file.
const compiled = new Map<string, { stamp: string; module: CssModule }>();

/**
 * Compiles `file` (once per content version); throws esbuild's message (file:line) when the CSS
 * does not parse. With `keepUrls`, `url()` and `@import` stay as written, for a bundle to resolve.
 */
export function compileCssModule(file: string, keepUrls = false, urls?: CssUrlContext): CssModule {
  return cached(file, keepUrls, false, urls);
}

/**
 * A global stylesheet an MDX file imports for its effect (`import 'pkg/dist/x.css'`): class
 * names stay as written, since webpack loads such a file as it is for every page.
 */
export function compileStylesheet(file: string): string {
  return cached(file, false, true).css;
}

/**
 * A stylesheet an MDX page imports, shipped as the content stylesheet in assets/: with `urls`,
 * the files its `url()`s name are settled (css-urls.ts) and listed as `assets` to copy.
 */
export function compileContentCss(file: string, global: boolean, urls: CssUrlContext): CssModule {
  return cached(file, false, global, urls);
}

function cached(file: string, keepUrls: boolean, global: boolean, urls?: CssUrlContext): CssModule {
  const s = statSync(file);
  const stamp = `${s.mtimeMs}:${s.size}`;
  const key = `${file}\0${keepUrls ? 'urls' : ''}\0${global ? 'global' : ''}\0${urls ? JSON.stringify(urls) : ''}`;
  const hit = compiled.get(key);
  if (hit?.stamp === stamp) return hit.module;
  const module = keepUrls || !urls ? compile(file, keepUrls, global) : compileWithUrls(file, global, urls);
  compiled.set(key, { stamp, module });
  return module;
}

/**
 * esbuild cannot be told (synchronously, without plugins) where `/img/x.png` is: each root URL
 * it reports unresolved is settled, then kept as written in a second build and replaced after.
 */
function compileWithUrls(file: string, global: boolean, urls: CssUrlContext): CssModule {
  const roots = new Map<string, RootUrl>();
  // Each round settles the root URLs of every file esbuild reached; an @import's file may add more.
  for (let round = 0; ; round++) {
    try {
      const { module, assets } = compile(file, false, global, [...roots.keys()]);
      const rooted = [...roots.values()];
      return {
        ...module,
        css: rewriteRootUrls(module.css, roots),
        assets: [...assets, ...rooted.flatMap((r) => (r.asset ? [r.asset] : []))],
        files: [...assets.map((a) => a.from), ...rooted.map((r) => r.file)],
      };
    } catch (err) {
      const unresolved = unresolvedRootUrls(err);
      if (!unresolved || round > 8 || [...unresolved.keys()].every((spec) => roots.has(spec))) throw err;
      for (const [spec, message] of unresolved) roots.set(spec, resolveRootUrl(spec, message, urls));
    }
  }
}

function compile(file: string, keepUrls: boolean, global: boolean): CssModule;
function compile(file: string, keepUrls: false, global: boolean, external: string[]): { module: CssModule; assets: CopiedAsset[] };
function compile(file: string, keepUrls: boolean, global: boolean, external?: string[]): CssModule | { module: CssModule; assets: CopiedAsset[] } {
  const withAssets = external !== undefined;
  // esbuild's default working folder: error locations and the metafile's paths are relative to it.
  const workDir = process.cwd();
  const out = esbuild().buildSync({
    stdin: { contents: `export { default } from ${JSON.stringify(`./${basename(file)}`)};`, resolveDir: dirname(file), loader: 'js' },
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'neutral',
    outdir: '/opdocs-css-module',
    loader: { '.css': global ? 'css' : 'local-css', ...(withAssets ? FILE_LOADERS : {}) },
    assetNames: '[name]-[hash]',
    metafile: withAssets,
    // Files the stylesheet names stay as written, for the bundle that ships it to resolve.
    external: keepUrls ? URL_FILES : external ?? [],
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
  const result = { classes: { ...(module.exports.default ?? {}) }, css };
  if (!withAssets) return result;
  // The stylesheet names each copied file `./name-hash.ext`: published in assets/, beside it.
  const assets = Object.entries(out.metafile?.outputs ?? {}).flatMap(([output, meta]) => {
    const from = Object.keys(meta.inputs)[0];
    return output.endsWith('.js') || output.endsWith('.css') || !from ? [] : [{ from: resolve(workDir, from), to: `assets/${basename(output)}` }];
  });
  return { module: result, assets };
}
