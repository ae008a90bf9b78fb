/**
 * The service worker: workbox-build computes the precache manifest of the app shell, and
 * esbuild bundles runtime/sw/service-worker.ts with it. (workbox-build's generateSW does the
 * same through rollup but takes ~1.7 s; this takes ~50 ms.)
 */
import { getManifest } from 'workbox-build';
import { build } from 'esbuild';
import { join } from 'node:path';
import { RUNTIME_DIR, OPDOCS_ROOT } from '../bundle/paths.js';

export async function writeServiceWorker(outDir: string, baseUrl: string): Promise<{ precached: number; bytes: number }> {
  const { manifestEntries, count, size } = await getManifest({
    globDirectory: outDir,
    // Shell only: code, styles, fonts and the entry pages. Content arrives through runtime caching.
    globPatterns: ['assets/*.{js,css,woff2}', 'index.html', '404.html'],
    modifyURLPrefix: { '': baseUrl },
    dontCacheBustURLsMatching: /-[A-Z0-9]{8,}\.(js|css|woff2)$/i,
  });
  await build({
    entryPoints: [join(RUNTIME_DIR, 'sw', 'service-worker.ts')],
    outfile: join(outDir, 'sw.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    logLevel: 'silent',
    nodePaths: [join(OPDOCS_ROOT, 'node_modules')],
    define: { __OPDOCS_PRECACHE__: JSON.stringify(manifestEntries ?? []), 'process.env.NODE_ENV': '"production"' },
  });
  return { precached: count, bytes: size };
}
