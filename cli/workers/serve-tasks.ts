/** Worker side of pool.ts: answers each task message with its result or its error. */
import { parentPort, workerData } from 'node:worker_threads';

/**
 * Handles tasks until the pool terminates this worker; `setup` is the pool's shared data.
 * `onSetup` sees each setup as it arrives, so the worker can prepare before its first task.
 */
export async function serveTasks<S, T, R>(handle: (task: T, setup: S) => R | Promise<R>, onSetup?: (setup: S) => void): Promise<void> {
  // A prestarted worker (pool.ts) gets its setup as a message, before any task.
  let setup = workerData as S;
  if (setup !== undefined) onSetup?.(setup);
  parentPort?.on('message', async (msg: { id: number; task: T } | { setup: S }) => {
    if ('setup' in msg) {
      setup = msg.setup;
      onSetup?.(setup);
      return;
    }
    try {
      parentPort?.postMessage({ id: msg.id, result: await handle(msg.task, setup) });
    } catch (err) {
      parentPort?.postMessage({ id: msg.id, error: (err as Error)?.stack ?? String(err) });
    }
  });
}
