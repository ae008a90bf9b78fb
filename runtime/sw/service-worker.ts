/**
 * The site's service worker (no workbox: the whole worker is a few KB). Each build has its own
 * cache holding the app shell and, for sites within the precache limit, every route's data,
 * so any page opens offline; an open page keeps reading from its own build's cache until it
 * reloads, and a new worker waits until the reader accepts the update.
 */
import { BUILD, BUILD_CACHE, CONFIG, IMAGES_CACHE, MAX_IMAGES, SCOPE, buildCache, dataUrlsOf, openIfExists } from './config';
import { isThisBuild, offlineImage, offlinePage, pageFromData, savedPage } from './offline-pages';
import { clientBuilds, fillBuildCache, removeUnusedCaches } from './precache';

declare const self: ServiceWorkerGlobalScope;

self.addEventListener('install', (event) => {
  event.waitUntil(fillBuildCache().then(() => {
    // The first worker takes over at once; an update waits for the reader's "Reload".
    if (!self.registration.active) return self.skipWaiting();
  }));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim().then(removeUnusedCaches));
});

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; buildId?: unknown; url?: unknown; urls?: unknown } | null;
  const source = event.source as WindowClient | null;
  if (data?.type === 'opdocs:skip-waiting') event.waitUntil(self.skipWaiting());
  if (data?.type === 'opdocs:hello' && typeof data.buildId === 'string' && source) {
    clientBuilds.set(source.id, data.buildId);
    const keep = data.buildId === BUILD ? keepRouteData(new URL(source.url).pathname) : Promise.resolve();
    event.waitUntil(keep.then(removeUnusedCaches));
  }
  if (data?.type === 'opdocs:keep-page' && typeof data.url === 'string') event.waitUntil(keepRouteData(new URL(data.url).pathname));
  if (data?.type === 'opdocs:keep-images' && Array.isArray(data.urls)) {
    event.waitUntil(keepImages(data.urls.filter((u): u is string => typeof u === 'string' && u.startsWith(SCOPE))));
  }
});

/** Stores images a page showed before this worker controlled it (see sw-client's shownImages). */
async function keepImages(urls: string[]): Promise<void> {
  const cache = await caches.open(IMAGES_CACHE);
  await Promise.all(urls.map(async (url) => {
    if (await caches.match(url)) return;
    const response = await fetch(url).catch(() => null);
    if (response?.ok) await cache.put(url, response);
  }));
  await trimImages(cache);
}

/** Stores a route's data in this build's cache (pages read in "visited" mode). */
async function keepRouteData(pathname: string): Promise<void> {
  const cache = await caches.open(BUILD_CACHE);
  for (const path of dataUrlsOf(pathname)) {
    const url = new URL(path, SCOPE).href;
    if (await cache.match(url)) return;
    const response = await fetch(url).catch(() => null);
    if (response?.ok) return cache.put(url, response);
  }
}

async function navigation(event: FetchEvent): Promise<Response> {
  const pathname = new URL(event.request.url).pathname;
  try {
    const response = await fetch(event.request);
    if (CONFIG.mode === 'visited' && response.ok && isThisBuild(await response.clone().text())) {
      event.waitUntil(keepRouteData(pathname));
    }
    return response;
  } catch {
    return (await pageFromData(pathname)) ?? (await savedPage(pathname)) ?? offlinePage(pathname);
  }
}

/** Route data answers from the asking page's own build, so an old page never gets new data. */
async function routeData(event: FetchEvent): Promise<Response> {
  const build = event.request.headers.get('x-opdocs-build') ?? BUILD;
  if (event.clientId) clientBuilds.set(event.clientId, build);
  const hit = await (await openIfExists(buildCache(build)))?.match(event.request.url);
  if (hit) return hit;
  try {
    const response = await fetch(event.request);
    if (response.ok && build === BUILD) {
      const copy = response.clone();
      event.waitUntil(caches.open(BUILD_CACHE).then((c) => c.put(event.request.url, copy)));
    }
    return response;
  } catch {
    return new Response('offline', { status: 503, statusText: 'Offline' });
  }
}

async function trimImages(cache: Cache): Promise<void> {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_IMAGES)).map((k) => cache.delete(k)));
}

async function image(event: FetchEvent): Promise<Response> {
  const hit = await caches.match(event.request.url);
  if (hit) return hit;
  try {
    const response = await fetch(event.request);
    if (response.ok) {
      const copy = response.clone();
      event.waitUntil(caches.open(IMAGES_CACHE).then(async (c) => {
        await c.put(event.request.url, copy);
        await trimImages(c);
      }));
    }
    return response;
  } catch {
    return offlineImage();
  }
}

/** Code, styles, fonts: hashed names, so any build's cache may answer. */
async function asset(event: FetchEvent): Promise<Response> {
  const own = await (await caches.open(BUILD_CACHE)).match(event.request.url);
  const hit = own ?? (await caches.match(event.request.url));
  if (hit) return hit;
  try {
    const response = await fetch(event.request);
    // A large search index is not precached: the parts readers fetch are kept as they come
    // (hashed names, so they never go stale), and search works offline for what was read.
    if (response.ok && new URL(event.request.url).pathname.includes('/assets/search/')) {
      const copy = response.clone();
      event.waitUntil(caches.open(BUILD_CACHE).then((c) => c.put(event.request.url, copy)));
    }
    return response;
  } catch {
    return new Response('offline', { status: 503, statusText: 'Offline' });
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || !request.url.startsWith(SCOPE)) return;
  const url = new URL(request.url);
  if (url.pathname === new URL('sw.js', SCOPE).pathname) return;
  if (request.mode === 'navigate') event.respondWith(navigation(event));
  else if (url.pathname.endsWith('__data.json')) event.respondWith(routeData(event));
  else if (request.destination === 'image') event.respondWith(image(event));
  else event.respondWith(asset(event));
});
