/**
 * What a watch-mode rebuild leaves behind in the served folder. A full rebuild swaps in a fresh
 * folder, but a partial one writes into the live output: without this, a deleted doc's page, a
 * deleted static file or the feed of an emptied blog would still be served until a restart.
 */
import { access, rmSync } from 'node:fs';
import { join, sep } from 'node:path';
import { dataFileFor, htmlFileFor } from '../pipeline/routes/url.js';
import type { UrlForm } from '../../runtime/trailing-slash.js';

/** The output of one rebuild: its routes (by path) and the other files it wrote, output-relative. */
export interface DevOutput {
  routes: ReadonlyMap<string, unknown>;
  files: Set<string>;
}

/**
 * Deletes from `outDir` what `before` had and `after` no longer has: the pages of routes that
 * are gone (a renamed or deleted file) and the site files and copies no longer made. Returns
 * the paths of the removed routes, so pages that show one can be told.
 */
export function removeGone(outDir: string, form: UrlForm, before: DevOutput, after: DevOutput): string[] {
  const removed: string[] = [];
  for (const path of before.routes.keys()) {
    if (after.routes.has(path) || path.endsWith('404.html')) continue;
    removed.push(path);
    for (const rel of routeFiles(path, form)) rmSync(join(outDir, rel), { force: true });
  }
  // A file may change hands, e.g. index.html from the home redirect to a Markdown home page.
  const kept = new Set([...after.routes.keys()].flatMap((path) => routeFiles(path, form)));
  for (const rel of before.files) {
    if (!after.files.has(rel) && !kept.has(rel)) rmSync(join(outDir, rel), { force: true });
  }
  return removed;
}

/**
 * Whether `outDir` still holds everything the last rebuild left there: the pages and data of
 * `output`'s routes, its site files and the bundle's `assets`. A partial rebuild only adds what
 * changed, so after the folder (or part of it) was deleted under a running server, it would
 * serve 404s for every page the edit did not touch; such a rebuild must be a full one.
 * The files are looked at on libuv's threads, so the caller reads the site meanwhile: one
 * look per file took 8 % of a rebuild of 1,000 docs on the main thread.
 */
export function outputIntact(outDir: string, form: UrlForm, output: DevOutput, assets: readonly string[]): Promise<boolean> {
  const rels: string[] = [];
  for (const path of output.routes.keys()) {
    // Pages such as 404.html are files of their own, not folders with an index.html.
    if (!path.endsWith('.html')) rels.push(...routeFiles(path, form));
  }
  rels.push(...output.files, ...assets);
  return new Promise((resolve) => {
    let pending = rels.length + 1;
    let intact = true;
    const seen = (err: unknown) => {
      if (err) intact = false;
      if (--pending === 0) resolve(intact);
    };
    access(outDir, seen);
    // Output-relative paths joined by hand: path.join's normalizing cost as much as the look.
    const root = outDir.endsWith(sep) ? outDir : outDir + sep;
    for (const rel of rels) access(root + rel, seen);
  });
}

/** Route files by form and path: working them out (decoding, Unicode checks) took a tenth of a rebuild of 1,000 docs. */
const known = new Map<string, string[]>();

function routeFiles(path: string, form: UrlForm): string[] {
  const key = `${form.baseUrl}\0${form.trailingSlash}\0${path}`;
  let files = known.get(key);
  if (!files) {
    // Renames over a long session add paths; an occasional fresh start keeps the memory flat.
    if (known.size > 100_000) known.clear();
    files = [htmlFileFor(path, form.baseUrl, form.trailingSlash), dataFileFor(path, form.baseUrl)];
    known.set(key, files);
  }
  return files;
}
