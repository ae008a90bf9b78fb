/**
 * The service worker's precache list, computed from the staging folder: the app shell
 * (code, styles, fonts, shared data, offline and 404 pages, web manifest, search
 * index, the base URL's redirect page when it is no route) and, when the site is small
 * enough, every route's `__data.json`, from which the worker renders any page offline. Each
 * entry carries a content hash so a new worker can reuse unchanged files from the old build's
 * cache instead of downloading them again.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isHashedAsset } from '../serve/content-types.js';

/** One file to precache: its URL, a content hash (null when the name is hashed) and size. */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
  bytes: number;
}

/** `offline.precache` of the config: "auto" picks "all" when it fits in the size limit. */
export type PrecacheMode = 'auto' | 'all' | 'visited';

export interface PrecacheManifest {
  entries: PrecacheEntry[];
  /** The mode used: "all" (every route's data) or "visited" (shell only; pages as read). */
  mode: 'all' | 'visited';
  bytes: number;
}

const SHELL = [
  /^assets\/[^/]+\.(js|css|woff2)$/,
  /^assets\/data\/[^/]+\.json$/,
  /^assets\/search\//,
  // KaTeX's stylesheet and fonts (a site with formulas, features/math-styles.ts): formulas draw offline.
  /^assets\/katex\/(?:katex-[\w-]+\.css|fonts\/[\w-]+\.woff2)$/,
  /^(404|offline)\.html$/,
  /^manifest\.webmanifest$/,
];
const ROUTE_DATA = /(^|\/|\.html\.)__data\.json$/;
const SEARCH_INDEX = /^assets\/search\//;
/**
 * The search index is precached only up to this size, the size the search client itself keeps
 * whole for offline use (runtime/search/local-client.ts); a larger one is cached part by part
 * as readers search, instead of thousands of files at install.
 */
export const SEARCH_PRECACHE_LIMIT = 1_500_000;

/** True for the output files the worker may precache (the shell and route data). */
export function isPrecachable(rel: string): boolean {
  return ROUTE_DATA.test(rel) || SHELL.some((re) => re.test(rel));
}

/** Size and revision of a file the build still holds in memory; saves reading it back. */
export interface KnownFile {
  bytes: number;
  revision: string;
}

/** The size and content hash of `data` as the worker's precache entry records them. */
export function describeFile(data: string | Uint8Array): KnownFile {
  return {
    bytes: typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength,
    revision: createHash('sha1').update(data).digest('hex').slice(0, 12),
  };
}

/** Every file under `dir`, as `/`-separated paths relative to it; `only` limits the top level to those folders. */
async function walk(dir: string, prefix = '', only?: Set<string>): Promise<string[]> {
  const entries = await readdir(join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) return only && !only.has(rel) ? Promise.resolve([]) : walk(dir, rel);
    return Promise.resolve(e.isFile() ? [rel] : []);
  }));
  return nested.flat();
}

// A hashed name is its own revision, so only its size is needed; other files are hashed.
// Both come from memory when the build still had the file's bytes (`known`).
async function entryOf(dir: string, rel: string, baseUrl: string, known?: Map<string, KnownFile>): Promise<PrecacheEntry> {
  if (isHashedAsset(rel)) return { url: baseUrl + rel, revision: null, bytes: known?.get(rel)?.bytes ?? (await stat(join(dir, rel))).size };
  const facts = known?.get(rel) ?? describeFile(await readFile(join(dir, rel)));
  return { url: baseUrl + rel, revision: facts.revision, bytes: facts.bytes };
}

/** Lists what the worker precaches for the build in `dir`. */
export async function computePrecacheManifest(dir: string, opts: {
  baseUrl: string; mode: PrecacheMode; maxBytes: number;
  /** Files written by this build whose bytes it had in memory, by output-relative path. */
  known?: Map<string, KnownFile>;
  /**
   * The route data files the build wrote, when it knows them: then only the top level and
   * assets/ (where the shell lives) are listed, not every route's folder (5,000 docs: a fifth
   * of a second on one core at the end of the build).
   */
  dataFiles?: string[];
}): Promise<PrecacheManifest> {
  const files = (await walk(dir, '', opts.dataFiles && new Set(['assets']))).sort();
  const data = opts.dataFiles ? [...opts.dataFiles].sort() : files.filter((rel) => ROUTE_DATA.test(rel));
  // A base URL that is no route holds a redirect page (no home page, or the redirects feature):
  // it is the web manifest's start_url, so it must open offline too, and only its HTML can.
  const homeIsFile = files.includes('index.html') && !data.includes('__data.json');
  const shell = files.filter((rel) => SHELL.some((re) => re.test(rel)) || (homeIsFile && rel === 'index.html'));
  const allShell = await Promise.all(shell.map((rel) => entryOf(dir, rel, opts.baseUrl, opts.known)));
  const isSearch = (e: PrecacheEntry) => SEARCH_INDEX.test(e.url.slice(opts.baseUrl.length));
  const searchBytes = allShell.filter(isSearch).reduce((n, e) => n + e.bytes, 0);
  const shellEntries = searchBytes > SEARCH_PRECACHE_LIMIT ? allShell.filter((e) => !isSearch(e)) : allShell;
  const sum = (xs: PrecacheEntry[]) => xs.reduce((n, x) => n + x.bytes, 0);
  // "auto" decides on sizes alone: a warm build keeps thousands of route data files it did not
  // write this time, and reading each to hash it (5,000 docs: 2.6 s) was wasted whenever they
  // did not fit; they are read only when they go into the list.
  const dataBytes = opts.mode === 'auto'
    ? (await Promise.all(data.map(async (rel) => opts.known?.get(rel)?.bytes ?? (await stat(join(dir, rel))).size))).reduce((n, b) => n + b, 0)
    : 0;
  const mode = opts.mode === 'all' || (opts.mode === 'auto' && sum(shellEntries) + dataBytes <= opts.maxBytes) ? 'all' : 'visited';
  const dataEntries = mode === 'all' ? await Promise.all(data.map((rel) => entryOf(dir, rel, opts.baseUrl, opts.known))) : [];
  const entries = [...shellEntries, ...dataEntries];
  return { entries, mode, bytes: sum(entries) };
}
