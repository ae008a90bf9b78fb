/**
 * Waits for a folder's entries to reach a state, woken by the folder's own change events
 * (fs.watch) rather than by polling: for work another process does, which no promise reports.
 */
import { watch } from 'node:fs';

export function untilEntries(dir: string, done: () => boolean, timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    if (done()) return resolve();
    const watcher = watch(dir, () => {
      if (!done()) return;
      finish();
      resolve();
    });
    const timer = setTimeout(() => {
      finish();
      reject(new Error(`${dir} did not reach the expected state in ${timeoutMs} ms`));
    }, timeoutMs);
    const finish = () => {
      clearTimeout(timer);
      watcher.close();
    };
    // A change between the first check and the watch starting would otherwise be missed.
    if (done()) {
      finish();
      resolve();
    }
  });
}
