/** esbuild settings shared by the client and the server bundles. */
import type { BuildOptions, BuildResult, Plugin, SameShape } from 'esbuild';
import { esbuild } from './esbuild-api.js';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createFolderMaker } from '../output/folder-maker.js';
import { OPDOCS_ROOT, THEME_DIR } from './paths.js';
import { packageFallbacks, unresolvedPackages } from './package-fallbacks.js';
import { noteAbsentReactImports } from './react-esm.js';

/** A plugin that serves one generated module under a virtual name. */
export function virtualModule(name: string, contents: () => string, resolveDir: string): Plugin {
  return {
    name: `virtual:${name}`,
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${name.replace(/[:]/g, '\\:')}$`) }, () => ({ path: name, namespace: 'opdocs-virtual' }));
      build.onLoad({ filter: /.*/, namespace: 'opdocs-virtual' }, (args) =>
        args.path === name ? { contents: contents(), loader: 'tsx', resolveDir } : undefined);
    },
  };
}

/** Files a stylesheet or a component names, shipped by URL (with a content hash). */
export const ASSET_EXTENSIONS = [
  '.woff2', '.woff', '.ttf', '.otf', '.eot', '.png', '.svg', '.webp', '.jpg', '.jpeg', '.gif', '.avif', '.ico', '.bmp',
  '.mp4', '.webm', '.ogg', '.mp3', '.wav', '.pdf',
];

/**
 * The order Docusaurus' webpack tries extensions in, for an import written without one: a site
 * holding `Feature/index.js` beside a stale `Feature/index.tsx` gets the `.js`, as there
 * (esbuild's own order puts `.tsx` first).
 */
export const WEBPACK_EXTENSIONS = ['.mjs', '.js', '.jsx', '.ts', '.tsx', '.json', '.css'];

/**
 * React's build the bundles ship: OPDOCS_REACT_DEV=1 ships the development one, whose warnings
 * name the exact component and text of a hydration mismatch (for debugging the theme).
 */
export const reactMode = (): 'production' | 'development' => (process.env.OPDOCS_REACT_DEV === '1' ? 'development' : 'production');

/**
 * Constants of browser bundles only: `globalThis.__opdocsMarkLinks` is set by the server renderer
 * alone (runtime/Link.tsx), so the code it guards is dropped from what the browser loads.
 */
export function browserDefines(mode: 'production' | 'development' = reactMode()): Record<string, string> {
  return { 'process.env.NODE_ENV': JSON.stringify(mode), 'globalThis.__opdocsMarkLinks': 'false' };
}

/**
 * The settings every bundle starts from; `siteDir` for bundles of a site's code, whose
 * node_modules is searched for a package no node_modules above the importing file holds.
 */
export function commonOptions(siteDir?: string): BuildOptions {
  return {
    bundle: true,
    jsx: 'automatic',
    target: 'es2022',
    logLevel: 'silent',
    alias: { '@opdocs/theme': join(THEME_DIR, 'index.ts') },
    // A site's React pages import react and the theme from opdocs' own install. Docs kept
    // outside the site folder (`../docs`) import packages the site installed, as Docusaurus'
    // webpack finds them there once the folders above the file have none. The site's folder
    // is searched before opdocs' so the docs and the site's code share one copy of a package.
    nodePaths: [...(siteDir === undefined ? [] : [join(siteDir, 'node_modules')]), join(OPDOCS_ROOT, 'node_modules')],
    ...(siteDir === undefined ? {} : { resolveExtensions: WEBPACK_EXTENSIONS }),
    define: { 'process.env.NODE_ENV': JSON.stringify(reactMode()) },
    // Files a stylesheet or a component names, as Docusaurus' bundler ships them: by URL.
    loader: Object.fromEntries(ASSET_EXTENSIONS.map((ext) => [ext, 'file' as const])),
    assetNames: '[name]-[hash]',
    legalComments: 'none',
  };
}

/**
 * The banner of a Node ES module bundle: bundled CommonJS code calls require(), which an ES
 * module lacks (the server bundle and the theme's Node kernel).
 */
export const NODE_REQUIRE_BANNER = "import { createRequire as __opdocsCreateRequire } from 'module'; const require = __opdocsCreateRequire(import.meta.url);";

/** Escapes `text` for a RegExp (esbuild filters are Go regular expressions of the same syntax). */
export const escapeRegExp = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

/** esbuild messages as readable lines (for errors in theme or a site's React pages). */
export function formatEsbuildMessages(messages: { text: string; location?: { file: string; line: number; column: number } | null }[]): string[] {
  return messages.map((m) => (m.location ? `${m.location.file}:${m.location.line}:${m.location.column + 1}  ${m.text}` : m.text));
}

/**
 * esbuild's build, stopped when `signal` aborts: a build that failed elsewhere (a content
 * error) or replaced its early bundles need not wait for them. Without a signal, plain build().
 */
export async function buildUnlessAborted<T extends BuildOptions>(options: SameShape<BuildOptions, T>, signal?: AbortSignal): Promise<BuildResult<T>> {
  let current = options;
  const fellBack = new Set<string>();
  // Each retry fixes what the failed build showed; a later stage (linking) may show more.
  for (let attempt = 0; ; attempt++) {
    try {
      return await buildOnce(current, signal);
    } catch (err) {
      if (signal?.aborted || attempt === 2) throw err;
      // Packages esbuild cannot resolve where webpack can: once more, with fallbacks for just those.
      const unresolved = unresolvedPackages(err).filter((spec) => !fellBack.has(spec));
      // Names React lacks that site code imports: webpack makes them undefined (see react-esm.ts).
      const absentReact = noteAbsentReactImports(err);
      if (unresolved.length === 0 && !absentReact) throw err;
      for (const spec of unresolved) fellBack.add(spec);
      if (unresolved.length) current = { ...current, plugins: [...(current.plugins ?? []), packageFallbacks(unresolved)] } as SameShape<BuildOptions, T>;
    }
  }
}

async function buildOnce<T extends BuildOptions>(options: SameShape<BuildOptions, T>, signal?: AbortSignal): Promise<BuildResult<T>> {
  if (!signal) return esbuild().build(options);
  if (signal.aborted) throw new Error('bundling was cancelled');
  // esbuild may finish writing before a cancel reaches it, so files are written here, after the last check.
  const writes = options.write !== false;
  const ctx = await esbuild().context(writes ? { ...options, write: false } : options);
  const stop = () => void ctx.cancel();
  signal.addEventListener('abort', stop, { once: true });
  try {
    const result = await ctx.rebuild();
    if (signal.aborted) throw new Error('bundling was cancelled');
    if (!writes) return result as BuildResult<T>;
    writeOutputs(result.outputFiles ?? []);
    const { outputFiles: _written, ...rest } = result;
    return rest as BuildResult<T>;
  } finally {
    signal.removeEventListener('abort', stop);
    await ctx.dispose();
  }
}

function writeOutputs(files: { path: string; contents: Uint8Array }[]): void {
  const folderOf = createFolderMaker();
  for (const f of files) {
    folderOf(f.path);
    writeFileSync(f.path, f.contents);
  }
}
