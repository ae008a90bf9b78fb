/**
 * Writes a build into a staging folder next to the output and swaps it in only on success,
 * so a failed build leaves the previous output exactly as it was. The side folders have fixed
 * names (the lock makes them ours), so a build interrupted at any point, even between the
 * two renames of the swap, is repaired by `recoverOutput` at the start of the next one.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, basename, join } from 'node:path';
import { acquireLock, writeError } from './lock.js';
import { removeLater } from './remove-later.js';

export interface Staging {
  dir: string;
  /**
   * Swaps the staging folder in. The previous output is then renamed aside and deleted by a
   * process of its own; the promise says when it is gone (nothing needs to wait for it).
   * Throws once the folder was discarded.
   */
  commit(): PromiseLike<void>;
  /** Removes the staging folder (and finishes or undoes a half-done swap) and releases the lock. */
  discard(): void;
}

/** Whether a file name is one of the side paths below (of any output folder): watchers and input fingerprints skip them. */
export const isSidePathName = (name: string): boolean => /^\..*\.opdocs-(staging|old|lock|trash-\d+-\d+)$/.test(name);

/**
 * The side paths of one output folder: staging, previous output during a swap, lock, and the
 * prefix of the previous outputs being deleted (`<prefix><pid>-<n>`, one name per swap).
 */
export function sidePaths(outDir: string): { staging: string; old: string; lock: string; trash: string } {
  const parent = dirname(outDir);
  const name = basename(outDir);
  return {
    staging: join(parent, `.${name}.opdocs-staging`),
    old: join(parent, `.${name}.opdocs-old`),
    lock: join(parent, `.${name}.opdocs-lock`),
    trash: join(parent, `.${name}.opdocs-trash-`),
  };
}

let swaps = 0;

/** Renames `dir` to a fresh trash name; returns the deletion to start once the lock is released. */
function toTrash(outDir: string, dir: string): () => PromiseLike<void> {
  const trash = `${sidePaths(outDir).trash}${process.pid}-${swaps++}`;
  try {
    renameSync(dir, trash);
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return () => Promise.resolve();
  }
  return () => removeLater(trash);
}

/**
 * The trash folders of `outDir`. One may still be being deleted (another remover then only
 * finds less to do); one whose remover was killed is deleted this way.
 */
export function trashFolders(outDir: string): string[] {
  const prefix = basename(sidePaths(outDir).trash);
  try {
    return readdirSync(dirname(outDir)).filter((n) => n.startsWith(prefix)).map((n) => join(dirname(outDir), n));
  } catch {
    return [];
  }
}

/**
 * Repairs what an interrupted build left: an old output whose swap never finished goes back in
 * place (or away, if the new one made it), and a staging folder is deleted.
 */
export function recoverOutput(outDir: string): void {
  const side = sidePaths(outDir);
  if (existsSync(side.old)) {
    if (existsSync(outDir)) rmSync(side.old, { recursive: true, force: true });
    else renameSync(side.old, outDir);
  }
  // Retried: a bundler process interrupted with us may still be adding files (ENOTEMPTY).
  try {
    rmSync(side.staging, { recursive: true, force: true, maxRetries: 5, retryDelay: 20 });
  } catch (err) {
    // Render threads of a build killed mid-way write pages faster than the retries delete them:
    // moved aside, their later writes fail (folder-maker.ts), so the folder can go; if even then
    // it cannot, it goes once the process has ended, or at the next build.
    if (!existsSync(side.staging)) throw err;
    const trash = `${side.trash}${process.pid}-${swaps++}`;
    renameSync(side.staging, trash);
    try {
      rmSync(trash, { recursive: true, force: true, maxRetries: 5, retryDelay: 20 });
    } catch {
      void removeLater(trash);
    }
  }
  for (const dir of trashFolders(outDir)) void removeLater(dir);
}

/** Takes the lock, repairs leftovers and creates an empty staging folder for `outDir`. */
export function createStaging(outDir: string): Staging {
  const side = sidePaths(outDir);
  try {
    mkdirSync(dirname(outDir), { recursive: true });
  } catch (err) {
    throw writeError(err, dirname(outDir));
  }
  const release = acquireLock(side.lock, outDir);
  try {
    recoverOutput(outDir);
    mkdirSync(side.staging);
  } catch (err) {
    release();
    throw writeError(err, dirname(outDir));
  }
  let done = false;
  return {
    dir: side.staging,
    commit() {
      // Discarded (Ctrl-C's handler) while its build went on writing: part of it may be missing.
      if (done) throw new Error(`the staging folder of ${outDir} was discarded; it is not swapped in`);
      const hadOld = existsSync(outDir);
      try {
        if (hadOld) renameSync(outDir, side.old);
        renameSync(side.staging, outDir);
      } catch (err) {
        throw writeError(err, outDir);
      }
      // Renamed while the lock is held: the next build's repair must not find it as `old`.
      const removeOld = hadOld ? toTrash(outDir, side.old) : () => Promise.resolve();
      done = true;
      release();
      return removeOld();
    },
    discard() {
      try {
        if (!done) recoverOutput(outDir);
      } finally {
        done = true;
        release();
      }
    },
  };
}
