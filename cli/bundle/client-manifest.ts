/**
 * What each page needs of the browser bundle (its chunks, their static imports, CSS, a font to
 * preload), read from esbuild's metafile; for a bundle linked to the kernel, with the kernel's
 * files copied beside it.
 */
import type { Metafile } from 'esbuild';
import { basename, join, relative, resolve } from 'node:path';
import { fromSiteNamespace } from './site-namespace.js';
import { copyKernelFiles } from './kernel-client.js';
import type { KernelManifest } from './kernel-files.js';
import { OPDOCS_ROOT } from './paths.js';

export interface ClientManifest {
  /** URL of the client entry module. */
  entry: string;
  /** URLs of the entry's static imports (modulepreload). */
  entryImports: string[];
  /** URLs of CSS files every page loads. */
  css: string[];
  /** page key → [chunk URL, ...its static imports]. */
  chunks: Record<string, string[]>;
  /** page key → CSS files that chunk needs. */
  chunkCss: Record<string, string[]>;
  /** Font files to preload. */
  fonts: string[];
  /** Every output file, relative to the output root. */
  files: string[];
  /** Whether the theme came bundled ahead of time (the kernel) rather than with the site's code. */
  kernel?: boolean;
}

export function readManifest(meta: Metafile, opts: { outDir: string; baseUrl: string; pages: Map<string, string>; site: { siteDir: string } }): ClientManifest {
  const url = (out: string) => opts.baseUrl + relative(opts.outDir, resolve(OPDOCS_ROOT, out)).split('\\').join('/');
  const outputs = meta.outputs;
  const bySource = new Map<string, string>();
  let entryOut = '';
  for (const [out, info] of Object.entries(outputs)) {
    if (!info.entryPoint) continue;
    if (info.entryPoint.includes('opdocs:client-entry')) entryOut = out;
    else bySource.set(fromSiteNamespace(info.entryPoint, opts.site.siteDir) ?? resolve(OPDOCS_ROOT, info.entryPoint), out);
  }
  const staticImports = (out: string, seen = new Set<string>()): string[] => {
    for (const imp of outputs[out]?.imports ?? []) {
      if (imp.kind !== 'import-statement' || imp.external || seen.has(imp.path)) continue;
      seen.add(imp.path);
      staticImports(imp.path, seen);
    }
    return [...seen];
  };
  const cssOf = (out: string) => {
    const css = outputs[out]?.cssBundle;
    return css ? [url(css)] : [];
  };
  const entryImports = staticImports(entryOut);
  const chunks: Record<string, string[]> = {};
  const chunkCss: Record<string, string[]> = {};
  for (const [key, src] of opts.pages) {
    const out = bySource.get(resolve(src));
    // A page bundled into the entry has nothing of its own to load.
    if (!out) { chunks[key] = []; chunkCss[key] = []; continue; }
    chunks[key] = [url(out), ...staticImports(out).filter((p) => p !== entryOut && !entryImports.includes(p)).map(url)];
    chunkCss[key] = cssOf(out);
  }
  // Preload the regular weight of a font the CSS bundles (the theme has none; customCss may).
  const fonts = Object.keys(outputs).filter((o) => /\.woff2$/.test(o) && /(^|[-_.])(400|regular)([-_.]|$)/i.test(basename(o))).slice(0, 1).map(url);
  return {
    entry: url(entryOut), entryImports: entryImports.map(url), css: cssOf(entryOut), chunks, chunkCss, fonts,
    files: Object.keys(outputs).map((o) => relative(opts.outDir, resolve(OPDOCS_ROOT, o)).split('\\').join('/')),
  };
}

/** The manifest of a bundle linked to the kernel, with the kernel's files copied beside it. */
export async function withKernel(manifest: ClientManifest, kernel: KernelManifest, opts: { outDir: string; baseUrl: string }): Promise<ClientManifest> {
  const files = await copyKernelFiles(kernel, join(opts.outDir, 'assets'));
  const url = (name: string) => `${opts.baseUrl}assets/${name}`;
  return {
    ...manifest,
    entryImports: [url(kernel.client.entry), ...kernel.client.imports.map(url), ...manifest.entryImports],
    files: [...files.map((name) => `assets/${name}`), ...manifest.files],
    kernel: true,
  };
}
