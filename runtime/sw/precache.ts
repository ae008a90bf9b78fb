/**
 * Filling a build's cache at install, and removing caches no open page needs any more.
 * Unchanged files (same revision, or same hashed URL) are copied from older build caches, so
 * an update downloads only what changed.
 */
import { BUILD_CACHE, BUILD_PREFIX, CONFIG, INDEX_URL, SCOPE, buildCache } from './config';
import { keepLocaleOfflinePages } from './locale-offline';

declare const self: ServiceWorkerGlobalScope;

type Index = Record<string, string | null>;

async function sha1(body: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-1', body));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('').slice(0, 12);
}

/** Older build caches with their revision index. */
async function olderBuilds(): Promise<{ cache: Cache; index: Index }[]> {
  const names = (await caches.keys()).filter((n) => n.startsWith(BUILD_PREFIX) && n !== BUILD_CACHE);
  return Promise.all(names.map(async (name) => {
    const cache = await caches.open(name);
    const index = (await (await cache.match(INDEX_URL))?.json().catch(() => null)) as Index | null;
    return { cache, index: index ?? {} };
  }));
}

async function inParallel<T>(items: T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await run(items[next++]!);
  }));
}

/** Downloads (or copies) every precache entry; any failure fails the install, so the browser retries. */
export async function fillBuildCache(): Promise<void> {
  const cache = await caches.open(BUILD_CACHE);
  const older = await olderBuilds();
  const index: Index = {};
  await inParallel(CONFIG.precache, 8, async ([rel, revision]) => {
    const url = SCOPE + rel;
    index[url] = revision;
    for (const old of older) {
      if (!(url in old.index) || old.index[url] !== revision) continue;
      const hit = await old.cache.match(url);
      if (hit) return cache.put(url, hit);
    }
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`opdocs: precaching ${url} answered ${response.status}`);
    const body = await response.arrayBuffer();
    // A different hash means a newer deploy replaced the file mid-install: never mix builds.
    if (revision && (await sha1(body)) !== revision) throw new Error(`opdocs: ${url} changed while installing`);
    // Only the type is kept: the body is already decoded, so an encoding header would lie.
    await cache.put(url, new Response(body, { headers: { 'Content-Type': response.headers.get('Content-Type') ?? '' } }));
  });
  await cache.put(INDEX_URL, new Response(JSON.stringify(index), { headers: { 'Content-Type': 'application/json' } }));
  if (CONFIG.locales?.length) await keepLocaleOfflinePages(cache, SCOPE, CONFIG.locales);
}

/** Build id of each window, as the page told us (`opdocs:hello`) or its data requests showed. */
export const clientBuilds = new Map<string, string>();

/**
 * Deletes caches of builds no controlled page runs. A page whose build is unknown (it has not
 * said hello to this worker yet) could need any of them, so then nothing is deleted.
 */
export async function removeUnusedCaches(): Promise<void> {
  const names = await caches.keys();
  // Caches of earlier opdocs versions: the workbox-based worker's, and build caches named without a scope.
  await Promise.all(names.filter((n) => n.startsWith('workbox-') || /^opdocs-(pages|data|assets)$/.test(n) || /^opdocs-build-/.test(n)).map((n) => caches.delete(n)));
  const windows = await self.clients.matchAll({ type: 'window' });
  const inUse = new Set([BUILD_CACHE]);
  for (const client of windows) {
    const build = clientBuilds.get(client.id);
    if (!build) return;
    inUse.add(buildCache(build));
  }
  for (const id of clientBuilds.keys()) if (!windows.some((c) => c.id === id)) clientBuilds.delete(id);
  await Promise.all(names.filter((n) => n.startsWith(BUILD_PREFIX) && !inUse.has(n)).map((n) => caches.delete(n)));
}
