/**
 * The service worker's precache list, computed from the staging folder: the app shell
 * (code, styles, fonts, shared data, offline and 404 pages, web manifest, search
 * index) and, when the site is small enough, every route's `__data.json`, from which the
 * worker renders any page offline. Each entry carries a content hash so a new worker can
 * reuse unchanged files from the old build's cache instead of downloading them again.
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
  /^(404|offline)\.html$/,
  /^manifest\.webmanifest$/,
];
const ROUTE_DATA = /(^|\/)__data\.json$/;

/** Every file under `dir`, as `/`-separated paths relative to it. */
async function walk(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    return e.isDirectory() ? walk(dir, rel) : Promise.resolve(e.isFile() ? [rel] : []);
  }));
  return nested.flat();
}

async function entryOf(dir: string, rel: string, baseUrl: string): Promise<PrecacheEntry> {
  // A hashed name is its own revision: its size is all that is needed (the search index alone is thousands of files).
  if (isHashedAsset(rel)) return { url: baseUrl + rel, revision: null, bytes: (await stat(join(dir, rel))).size };
  const body = await readFile(join(dir, rel));
  return { url: baseUrl + rel, revision: createHash('sha1').update(body).digest('hex').slice(0, 12), bytes: body.length };
}

/** Lists what the worker precaches for the build in `dir`. */
export async function computePrecacheManifest(dir: string, opts: { baseUrl: string; mode: PrecacheMode; maxBytes: number }): Promise<PrecacheManifest> {
  const files = (await walk(dir)).sort();
  const shell = files.filter((rel) => SHELL.some((re) => re.test(rel)));
  const data = files.filter((rel) => ROUTE_DATA.test(rel));
  const shellEntries = await Promise.all(shell.map((rel) => entryOf(dir, rel, opts.baseUrl)));
  const dataEntries = opts.mode === 'visited' ? [] : await Promise.all(data.map((rel) => entryOf(dir, rel, opts.baseUrl)));
  const sum = (xs: PrecacheEntry[]) => xs.reduce((n, x) => n + x.bytes, 0);
  const all = sum(shellEntries) + sum(dataEntries);
  const mode = opts.mode === 'all' || (opts.mode === 'auto' && all <= opts.maxBytes) ? 'all' : 'visited';
  const entries = mode === 'all' ? [...shellEntries, ...dataEntries] : shellEntries;
  return { entries, mode, bytes: sum(entries) };
}
