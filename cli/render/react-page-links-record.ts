/**
 * The Link hrefs of each React page of the last good build, kept in the cache folder: a warm
 * build keeps an unchanged page without rendering it (reuse-pages.ts), and the shipped page no
 * longer says which of its anchors Link rendered, yet its links are checked again each build
 * (a doc it links to may be gone).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FILE = 'react-page-links.json';

/** The hrefs recorded for the pages of `outDir` (route path → hrefs); empty when there is no record of it. */
export function readPageLinks(cacheDir: string, outDir: string): Map<string, string[]> {
  try {
    const saved = JSON.parse(readFileSync(join(cacheDir, FILE), 'utf8')) as { outDir?: string; links?: Record<string, string[]> };
    if (saved.outDir === outDir && saved.links && typeof saved.links === 'object') return new Map(Object.entries(saved.links));
  } catch {
    // First build, or an unreadable record: React pages without a record are rendered again.
  }
  return new Map();
}

/** Records `links` as the React pages' hrefs of `outDir` (call once the output is committed). */
export function savePageLinks(cacheDir: string, outDir: string, links: Map<string, string[]>): void {
  try {
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(join(cacheDir, FILE), JSON.stringify({ outDir, links: Object.fromEntries(links) }));
  } catch {
    // Without the record the next build renders every React page again; nothing is lost.
  }
}
