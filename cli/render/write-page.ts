/**
 * Writes rendered routes (HTML + data JSON) into the output folder. The writes go to libuv's
 * threads while the main thread renders the next pages: written one by one with sync calls,
 * each page cost three syscalls and a folder on the rendering thread.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { RouteData } from '../../runtime/types.js';
import { dataFileFor, htmlFileFor } from '../pipeline/routes/url.js';
import { writeError } from '../output/lock.js';
import { describeFile, isPrecachable, type KnownFile } from '../output/precache-manifest.js';

/** Writes beyond this many in flight make the renderer wait (HTML waiting to be written is held in memory). */
const MAX_IN_FLIGHT = 64;

export interface PageWriter {
  /** Queues the route's files; `json` is the route's JSON when the caller has it. Returns the HTML's length. */
  write(route: RouteData, html: string, json?: string): number;
  /** Waits while more than a few writes are in flight (call between slices of rendering). */
  drain(): Promise<void>;
  /** Waits for every queued write; throws the first failure, naming the file. */
  flush(): Promise<void>;
}

/** Makes the folder of each file it is given, once per folder; resolves when that folder exists. */
export function createFolderMaker(): (file: string) => Promise<unknown> {
  const dirs = new Map<string, Promise<unknown>>();
  return (file) => {
    const dir = dirname(file);
    let made = dirs.get(dir);
    if (!made) {
      made = mkdir(dir, { recursive: true });
      dirs.set(dir, made);
    }
    return made;
  };
}

/**
 * Returns a writer for `outDir`; it creates each folder once. Files the service worker may
 * precache are described into `known` as they are written, so the precache list need not read them back.
 */
export function createPageWriter(outDir: string, baseUrl: string, known?: Map<string, KnownFile>): PageWriter {
  const folderOf = createFolderMaker();
  const inFlight = new Set<Promise<void>>();
  let failure: unknown;
  const write = (rel: string, data: string) => {
    if (known && isPrecachable(rel)) known.set(rel, describeFile(data));
    const file = join(outDir, rel);
    const done: Promise<void> = folderOf(file)
      .then(() => writeFile(file, data))
      .catch((err: unknown) => {
        failure ??= writeError(err, file);
      })
      .finally(() => inFlight.delete(done));
    inFlight.add(done);
  };
  return {
    write(route, html, json) {
      const [page, data] = routeFiles(route, baseUrl);
      write(page, html);
      if (data) write(data, json ?? JSON.stringify(route));
      return html.length;
    },
    async drain() {
      while (inFlight.size > MAX_IN_FLIGHT) await Promise.race(inFlight);
    },
    async flush() {
      while (inFlight.size) await Promise.all(inFlight);
      const failed = failure;
      failure = undefined;
      if (failed) throw failed;
    },
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
