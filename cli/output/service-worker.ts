/**
 * The service worker (workbox-build): precaches the hashed app shell so every visited or
 * prefetched page keeps working offline, and caches pages, route data and images as read.
 */
import { generateSW } from 'workbox-build';

export async function writeServiceWorker(outDir: string, baseUrl: string): Promise<{ precached: number; bytes: number }> {
  const { count, size } = await generateSW({
    globDirectory: outDir,
    // Shell only: code, styles, fonts and the entry pages. Content arrives through runtime caching.
    globPatterns: ['assets/*.{js,css,woff2}', 'index.html', '404.html'],
    swDest: `${outDir}/sw.js`,
    modifyURLPrefix: { '': baseUrl },
    dontCacheBustURLsMatching: /-[A-Z0-9]{8,}\.(js|css|woff2)$/i,
    navigateFallback: undefined,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
    runtimeCaching: [
      { urlPattern: ({ request }) => request.mode === 'navigate', handler: 'NetworkFirst', options: { cacheName: 'opdocs-pages', networkTimeoutSeconds: 3, expiration: { maxEntries: 500 } } },
      { urlPattern: /__data\.json$/, handler: 'StaleWhileRevalidate', options: { cacheName: 'opdocs-data', expiration: { maxEntries: 1000 } } },
      { urlPattern: /\/assets\/data\/.*\.json$/, handler: 'CacheFirst', options: { cacheName: 'opdocs-shared' } },
      { urlPattern: /\.(?:png|jpg|jpeg|webp|avif|svg|ico|gif)$/, handler: 'CacheFirst', options: { cacheName: 'opdocs-images', expiration: { maxEntries: 200 } } },
    ],
  });
  return { precached: count, bytes: size };
}
