/**
 * The site's service worker, bundled per build by esbuild with the precache manifest that
 * workbox-build computed. Shell files are precached; pages, route data and images are cached
 * as they are read or prefetched, so they stay readable offline.
 */
import { precacheAndRoute, cleanupOutdatedCaches } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate, CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { clientsClaim } from 'workbox-core';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };
declare const __OPDOCS_PRECACHE__: { url: string; revision: string | null }[];

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(__OPDOCS_PRECACHE__);

const PAGES = 'opdocs-pages';

/** Stores pages not yet cached; failures (offline, 404) are simply skipped. */
async function keepPages(urls: string[]): Promise<void> {
  const cache = await caches.open(PAGES);
  await Promise.all(urls.filter((u) => u.startsWith(self.registration.scope)).map(async (u) => {
    if (!(await cache.match(u))) await cache.add(u).catch(() => undefined);
  }));
}

// The page that registered this worker was loaded before the worker existed: keep it too.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.matchAll({ type: 'window', includeUncontrolled: true })
    .then((clients) => keepPages(clients.map((c) => c.url.split('#')[0].split('?')[0]))));
});
// Sent by the client router after each client-side navigation (it fetches data, not HTML).
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; url?: unknown } | null;
  if (data?.type === 'opdocs:keep-page' && typeof data.url === 'string') event.waitUntil(keepPages([data.url]));
});

registerRoute(({ request }) => request.mode === 'navigate',
  new NetworkFirst({ cacheName: PAGES, networkTimeoutSeconds: 3, plugins: [new ExpirationPlugin({ maxEntries: 500 })] }));
registerRoute(({ url }) => url.pathname.endsWith('/__data.json'),
  new StaleWhileRevalidate({ cacheName: 'opdocs-data', plugins: [new ExpirationPlugin({ maxEntries: 1000 })] }));
registerRoute(({ url }) => /\/assets\/(data|images)\//.test(url.pathname) || /\/assets\/[^/]+\.(js|css|woff2)$/.test(url.pathname),
  new CacheFirst({ cacheName: 'opdocs-assets', plugins: [new ExpirationPlugin({ maxEntries: 500 })] }));
// Search index files have content-hashed names: once fetched they never change.
registerRoute(({ url }) => url.pathname.includes('/assets/search/'),
  new CacheFirst({ cacheName: 'opdocs-search', plugins: [new ExpirationPlugin({ maxEntries: 3000 })] }));
registerRoute(({ request }) => request.destination === 'image',
  new CacheFirst({ cacheName: 'opdocs-images', plugins: [new ExpirationPlugin({ maxEntries: 200 })] }));
