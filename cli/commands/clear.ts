/**
 * `opdocs clear`: removes what builds of a site leave (its output folder, that folder's staging
 * and trash folders, and the site's build cache), as `docusaurus clear` does, for a fresh start
 * after a cache went wrong. Only a folder a build made is removed: one without the file every
 * build writes at its top is refused, so a mistyped --out-dir can never delete a user's files.
 */
import { existsSync, rmSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { OpdocsError } from '../errors.js';
import { acquireLock } from '../output/lock.js';
import { sidePaths, trashFolders } from '../output/commit.js';
import { isOpdocsOutput, SITE_DATA_FILE } from '../output/out-dir.js';

export interface ClearOptions {
  siteDir: string;
  /** Output folder, relative to siteDir. */
  outDir: string;
  log: (line: string) => void;
}

/** Removes the output, its side folders and the cache; returns the paths removed. */
export function clearSite(opts: ClearOptions): string[] {
  const siteDir = resolve(opts.siteDir);
  const outDir = resolve(siteDir, opts.outDir);
  const show = (path: string) => relative(process.cwd(), path) || '.';
  const rel = relative(outDir, siteDir);
  if (!rel.startsWith('..') && !isAbsolute(rel)) {
    throw new OpdocsError({ message: `${show(outDir)} is ${rel ? 'a folder holding ' : ''}the site folder, which clear never removes`, hint: 'give the build folder with --out-dir, e.g. --out-dir build' });
  }
  if (existsSync(outDir)) {
    const isFolder = statSync(outDir).isDirectory();
    if (!isFolder || !isOpdocsOutput(outDir)) {
      throw new OpdocsError({
        message: `${show(outDir)} is not a build of opdocs (it has no ${SITE_DATA_FILE}), so clear leaves it alone`,
        hint: isFolder ? 'give the build folder with --out-dir, or remove that folder yourself' : 'give the build folder with --out-dir',
      });
    }
  }
  const side = sidePaths(outDir);
  // Held while clearing, so a build writing this output is never cut from under it (where no
  // build ever ran, there is no folder to hold the lock in, and nothing of a build to remove).
  const release = existsSync(dirname(outDir)) ? acquireLock(side.lock, outDir) : () => {};
  const removed: string[] = [];
  try {
    const trash = trashFolders(outDir);
    const cache = join(siteDir, 'node_modules', '.cache', 'opdocs');
    for (const path of [outDir, side.staging, side.old, ...trash, cache]) {
      if (!existsSync(path)) continue;
      rmSync(path, { recursive: true, force: true, maxRetries: 3 });
      removed.push(path);
      opts.log(`✔ removed ${show(path)}`);
    }
  } finally {
    release();
  }
  if (!removed.length) opts.log('nothing to clear');
  return removed;
}
