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
    const standalone = route.kind === 'not-found' || route.kind === 'offline';
    write(standalone ? `${route.kind === 'offline' ? 'offline' : '404'}.html` : htmlFileFor(route.path, baseUrl), html);
    if (!standalone) write(dataFileFor(route.path, baseUrl), JSON.stringify(route));
    return html.length;
  };
}
