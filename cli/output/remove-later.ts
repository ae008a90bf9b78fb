/**
 * Removes a replaced output folder after the command is done with it. Deleting the previous
 * output of a 5,000-doc site (10,000 files) took 1.8 s, all of it after the new output was in
 * place: the folder is renamed out of the way at once and deleted by a detached process, so
 * the build returns as soon as its own output is complete.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

// A string, not a file: the deleting process must not depend on where opdocs is installed.
const REMOVER = "require('node:fs').rmSync(process.argv[1], { recursive: true, force: true, maxRetries: 3 })";

/**
 * Deletes `dir` in a process of its own that outlives this one. The result settles when that
 * process ends. Only awaiting it keeps this process alive for it (tests do; the build does
 * not). Where no process can be started, the folder is deleted here and now.
 */
export function removeLater(dir: string): PromiseLike<void> {
  try {
    const child = spawn(process.execPath, ['-e', REMOVER, dir], { detached: true, stdio: 'ignore', windowsHide: true });
    const ended = new Promise<void>((done) => {
      child.once('exit', () => done());
      child.once('error', () => {
        rmSync(dir, { recursive: true, force: true });
        done();
      });
    });
    child.unref();
    return {
      then(onDone, onFailed) {
        child.ref();
        return ended.then(onDone, onFailed);
      },
    };
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return Promise.resolve();
  }
}
