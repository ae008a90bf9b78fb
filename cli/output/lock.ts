/**
 * One build at a time per output folder: a lock file beside the output holds the builder's
 * pid. A lock whose process is gone (a crash, a kill -9) is taken over.
 */
import { openSync, writeSync, closeSync, readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { OpdocsError } from '../errors.js';
import { explain } from '../fs-failure.js';

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock at `file` or throws a user error naming the build that holds it; returns the release function. */
export function acquireLock(file: string, outDir: string): () => void {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      // The folder was just made (commit.ts), so a missing one means a folder that takes no new
      // files (/proc, /sys) or one removed meanwhile, not a file "deleted during the build".
      if (code === 'ENOENT') {
        throw new OpdocsError({
          message: `cannot create the build lock ${file}: the folder ${dirname(file)} takes no new files (a system folder such as /proc) or was removed just now`,
          hint: 'choose an --out-dir inside a writable folder of your own, e.g. --out-dir build', cause: err,
        });
      }
      if (code !== 'EEXIST') throw writeError(err, file);
    }
    const holder = Number(readText(file));
    if (isAlive(holder)) {
      throw new OpdocsError({
        message: `another opdocs build (process ${holder}) is writing ${outDir}`,
        hint: `wait for it to finish; if no build is running, delete ${file}`,
      });
    }
    // Stale: its process is gone. Take it over.
    rmSync(file, { force: true });
  }
  throw new OpdocsError({ message: `cannot take the build lock ${file}`, hint: 'another build keeps taking it; wait and try again' });
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
}

/**
 * Turns a write that failed for a reason of the machine (permissions, a read-only or full
 * disk, a file in the way of a folder, a name too long) into a message naming the path.
 */
export function writeError(err: unknown, path: string): unknown {
  const code = (err as NodeJS.ErrnoException)?.code;
  const known = typeof code === 'string' && code !== 'ENOENT' ? explain(code, true) : null;
  if (!known) return err;
  return new OpdocsError({ message: `cannot write ${path}: ${known.why}`, hint: known.hint, cause: err });
}
