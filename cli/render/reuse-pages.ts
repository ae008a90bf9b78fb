/**
 * Warm builds: a page whose render key (route-keys.ts) is the one it had in the previous build
 * of the same output folder is linked from that output instead of rendered again. The keys
 * of the last good build are kept in the cache folder.
 *
 * The build id and the search index's name change with any edit anywhere, so they are not in
 * the keys: a kept page gets the new ones written in instead (document.ts volatileParts). One
 * edited doc then renders one page, not all of them.
 */
import { copyFileSync, existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteData } from '../../runtime/types.js';
import { createFolderMaker } from '../output/folder-maker.js';
import { routeFiles } from './write-page.js';

export interface PageReuse {
  /** Routes to render; the others are already in the staging folder. */
  todo: RouteData[];
  reused: number;
  /** Records the keys of this build (call once it is committed). */
  save(): void;
}

function place(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/**
 * A page of the previous build with this build's marks in place of the previous ones, or null
 * when a previous mark is not there exactly once (then the page is rendered again).
 */
export function withMarks(html: string, previous: string[], marks: string[]): string | null {
  if (previous.length !== marks.length) return null;
  let out = html;
  for (let i = 0; i < marks.length; i++) {
    if (previous[i] === marks[i]) continue;
    const at = out.indexOf(previous[i]);
    if (at < 0 || out.indexOf(previous[i], at + 1) >= 0) return null;
    out = out.slice(0, at) + marks[i] + out.slice(at + previous[i].length);
  }
  return out;
}

/**
 * Forgets the record of the last build's pages: the output folder is about to hold pages the
 * record does not describe (`serve --watch` renders dev pages into it), which a later build
 * must not take for its own.
 */
export function forgetPages(cacheDir: string): void {
  rmSync(join(cacheDir, 'pages.json'), { force: true });
}

/** Sync file calls: see write-page.ts for why they beat fs/promises here. */
export function reusePages(args: {
  cacheDir: string; outDir: string; stagingDir: string; baseUrl: string; trailingSlash?: boolean; routes: RouteData[]; keys: Map<string, string>;
  /** This build's volatile parts (document.ts volatileParts), written into every kept page. */
  marks: string[];
}): PageReuse {
  const file = join(args.cacheDir, 'pages.json');
  let previous: Record<string, string> = {};
  let previousMarks: string[] = [];
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { outDir: string; marks?: string[]; keys: Record<string, string> };
    if (saved.outDir === args.outDir && Array.isArray(saved.marks)) {
      previous = saved.keys;
      previousMarks = saved.marks;
    }
  } catch {
    // First build, or an unreadable record: render everything.
  }
  const changed = previousMarks.some((m, i) => m !== args.marks[i]);
  const folderOf = createFolderMaker();
  /** Puts a kept route's files into the staging folder; false when it must be rendered. */
  const keep = (route: RouteData): boolean => {
    const files = routeFiles(route, args);
    if (previous[route.path] !== args.keys.get(route.path) || !files.every((f) => existsSync(join(args.outDir, f)))) return false;
    // The page itself is routeFiles' first file; its data file holds none of the marks.
    const page = changed ? withMarks(readFileSync(join(args.outDir, files[0]), 'utf8'), previousMarks, args.marks) : undefined;
    if (page === null) return false;
    files.forEach((f, i) => {
      const to = join(args.stagingDir, f);
      folderOf(to);
      if (i === 0 && page !== undefined) writeFileSync(to, page);
      else place(join(args.outDir, f), to);
    });
    return true;
  };
  const kept = args.routes.map(keep);
  const todo = args.routes.filter((_, i) => !kept[i]);
  const reused = args.routes.length - todo.length;
  return {
    todo,
    reused,
    save() {
      try {
        mkdirSync(args.cacheDir, { recursive: true });
        writeFileSync(file, JSON.stringify({ outDir: args.outDir, marks: args.marks, keys: Object.fromEntries(args.keys) }));
      } catch {
        // Without the record the next build renders every page; nothing is lost.
      }
    },
  };
}
