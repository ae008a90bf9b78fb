/**
 * Warm builds: a page whose render key (route-keys.ts) is the one it had in the previous build
 * of the same output folder is linked from that output instead of rendered again. The keys
 * of the last good build are kept in the cache folder.
 */
import { copyFileSync, existsSync, linkSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { RouteData } from '../../runtime/types.js';
import { routeFiles } from './write-page.js';

export interface PageReuse {
  /** Routes to render; the others are already in the staging folder. */
  todo: RouteData[];
  reused: number;
  /** Records the keys of this build (call once it is committed). */
  save(): void;
}

function place(from: string, to: string, made: Set<string>): void {
  const dir = dirname(to);
  if (!made.has(dir)) {
    mkdirSync(dir, { recursive: true });
    made.add(dir);
  }
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

export function reusePages(args: {
  cacheDir: string; outDir: string; stagingDir: string; baseUrl: string; routes: RouteData[]; keys: Map<string, string>;
}): PageReuse {
  const file = join(args.cacheDir, 'pages.json');
  let previous: Record<string, string> = {};
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { outDir: string; keys: Record<string, string> };
    if (saved.outDir === args.outDir) previous = saved.keys;
  } catch {
    // First build, or an unreadable record: render everything.
  }
  const todo: RouteData[] = [];
  const made = new Set<string>();
  let reused = 0;
  for (const route of args.routes) {
    const files = routeFiles(route, args.baseUrl);
    const same = previous[route.path] === args.keys.get(route.path) && files.every((f) => existsSync(join(args.outDir, f)));
    if (!same) {
      todo.push(route);
      continue;
    }
    for (const f of files) place(join(args.outDir, f), join(args.stagingDir, f), made);
    reused++;
  }
  return {
    todo,
    reused,
    save() {
      try {
        mkdirSync(args.cacheDir, { recursive: true });
        writeFileSync(file, JSON.stringify({ outDir: args.outDir, keys: Object.fromEntries(args.keys) }));
      } catch {
        // Without the record the next build renders every page; nothing is lost.
      }
    },
  };
}
