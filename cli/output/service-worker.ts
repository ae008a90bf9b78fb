/**
 * Writes sw.js: the build's settings and precache list (`self.__OPDOCS_SW__ = …`) followed by
 * the worker code. The code depends only on runtime/sw/, so it is bundled by esbuild once and
 * reused from the cache folder until those sources change.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { RUNTIME_DIR } from '../bundle/paths.js';
import { computePrecacheManifest, type PrecacheMode } from './precache-manifest.js';

const SW_DIR = join(RUNTIME_DIR, 'sw');

/** The minified worker code, from the cache when runtime/sw/ did not change. */
export async function workerCode(cacheDir: string): Promise<string> {
  const files = (await readdir(SW_DIR)).filter((f) => f.endsWith('.ts')).sort();
  const hash = createHash('sha1');
  for (const f of files) hash.update(f).update(await readFile(join(SW_DIR, f)));
  const cached = join(cacheDir, `sw-${hash.digest('hex').slice(0, 16)}.js`);
  const hit = await readFile(cached, 'utf8').catch(() => null);
  if (hit !== null) return hit;
  const { build } = await import('esbuild');
  const out = await build({
    entryPoints: [join(SW_DIR, 'service-worker.ts')],
    write: false,
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    logLevel: 'silent',
  });
  const code = out.outputFiles[0]!.text;
  await mkdir(cacheDir, { recursive: true });
  await writeFile(cached, code);
  return code;
}

export interface ServiceWorkerOptions {
  baseUrl: string;
  buildId: string;
  cacheDir: string;
  precache: PrecacheMode;
  maxPrecacheBytes: number;
}

/** Writes `sw.js` into `outDir`; returns what it precaches. */
export async function writeServiceWorker(outDir: string, opts: ServiceWorkerOptions): Promise<{ precached: number; bytes: number; mode: 'all' | 'visited' }> {
  const [manifest, code] = await Promise.all([
    computePrecacheManifest(outDir, { baseUrl: opts.baseUrl, mode: opts.precache, maxBytes: opts.maxPrecacheBytes }),
    workerCode(opts.cacheDir),
  ]);
  const config = {
    buildId: opts.buildId,
    mode: manifest.mode,
    precache: manifest.entries.map((e) => [e.url.slice(opts.baseUrl.length), e.revision]),
  };
  await writeFile(join(outDir, 'sw.js'), `self.__OPDOCS_SW__=${JSON.stringify(config)};\n${code}`);
  return { precached: manifest.entries.length, bytes: manifest.bytes, mode: manifest.mode };
}
