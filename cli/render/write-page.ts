/** Writes one rendered route (HTML + its data JSON) into the output folder, synchronously. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { RouteData } from '../../runtime/types.js';
import { dataFileFor, htmlFileFor } from '../pipeline/routes/url.js';

/** Returns a writer that remembers the folders it created; it returns the bytes written. */
export function createPageWriter(outDir: string, baseUrl: string): (route: RouteData, html: string) => number {
  const dirs = new Set<string>();
  const write = (rel: string, data: string) => {
    const file = join(outDir, rel);
    const dir = dirname(file);
    if (!dirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      dirs.add(dir);
    }
    writeFileSync(file, data);
  };
  return (route, html) => {
    const [page, data] = routeFiles(route, baseUrl);
    write(page, html);
    if (data) write(data, JSON.stringify(route));
    return html.length;
  };
}

/**
 * Output files of a route: its page and its data file; the 404 and offline pages are single
 * files at the root (hosts and the service worker look for them there).
 */
export function routeFiles(route: RouteData, baseUrl: string): string[] {
  if (route.kind === 'not-found') return ['404.html'];
  if (route.kind === 'offline') return ['offline.html'];
  return [htmlFileFor(route.path, baseUrl), dataFileFor(route.path, baseUrl)];
}
