/**
 * Writes sw.js: the build's settings and precache list (`self.__OPDOCS_SW__ = …`) followed by
 * the worker code, which depends only on runtime/sw/ (see sw-code.ts).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { computePrecacheManifest, type KnownFile, type PrecacheMode } from './precache-manifest.js';
import { loadWorkerCode } from './sw-code.js';

export interface ServiceWorkerOptions {
  baseUrl: string;
  buildId: string;
  cacheDir: string;
  precache: PrecacheMode;
  maxPrecacheBytes: number;
  /** Files of this build already described in memory (see computePrecacheManifest). */
  known?: Map<string, KnownFile>;
  /** The route data files the build wrote (see computePrecacheManifest). */
  dataFiles?: string[];
  /** The other locales' folders ("fr/"), for the default locale's worker (runtime/sw/locale-offline.ts). */
  locales?: string[];
  /** The offline image's text in the locale's language (runtime/sw/offline-pages.ts). */
  imageText?: string;
}

/** Writes `sw.js` into `outDir`; returns what it precaches. */
export async function writeServiceWorker(outDir: string, opts: ServiceWorkerOptions): Promise<{ precached: number; bytes: number; mode: 'all' | 'visited' }> {
  const [manifest, code] = await Promise.all([
    computePrecacheManifest(outDir, { baseUrl: opts.baseUrl, mode: opts.precache, maxBytes: opts.maxPrecacheBytes, known: opts.known, dataFiles: opts.dataFiles }),
    loadWorkerCode(opts.cacheDir),
  ]);
  const config = {
    buildId: opts.buildId,
    mode: manifest.mode,
    precache: manifest.entries.map((e) => [e.url.slice(opts.baseUrl.length), e.revision]),
    ...(opts.locales?.length ? { locales: opts.locales } : {}),
    ...(opts.imageText ? { imageText: opts.imageText } : {}),
  };
  await writeFile(join(outDir, 'sw.js'), `self.__OPDOCS_SW__=${JSON.stringify(config)};\n${code}`);
  return { precached: manifest.entries.length, bytes: manifest.bytes, mode: manifest.mode };
}
