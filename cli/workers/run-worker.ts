/**
 * The worker threads' way into the compiled CLI (dist/cli.cjs, see worker-boot.ts): a worker
 * runs the same script as the main thread, with V8's code cache, instead of ES modules of its
 * own, which Node 20 compiles anew in every thread (about a fifth of a second each, before the
 * thread did any work). Each worker's module is imported when named, so a thread compiles only
 * its own code.
 */
import type { WorkerName } from './pool.js';
import { onFirstTaskDone } from './serve-tasks.js';

/** Starts the worker `name` in this thread; `keepCodeCache` runs once its first task is done. */
export async function runWorker(name: WorkerName, keepCodeCache?: () => void): Promise<void> {
  if (keepCodeCache) onFirstTaskDone(keepCodeCache);
  if (name === 'parse-worker') await import('../pipeline/parse/parse-worker.js');
  else if (name === 'render-worker') await import('../render/render-worker.js');
  else await import('./side-worker.js');
}
