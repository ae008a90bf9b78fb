/** Worker side of pool.ts: answers each task message with its result or its error. */
import { parentPort, workerData } from 'node:worker_threads';

/** Handles tasks until the pool terminates this worker; `setup` is the pool's shared data. */
export async function serveTasks<S, T, R>(handle: (task: T, setup: S) => R | Promise<R>): Promise<void> {
  // A prestarted worker (pool.ts) gets its setup as the first message, before any task.
  let setup = workerData as S;
  parentPort?.on('message', async (msg: { id: number; task: T } | { setup: S }) => {
    if ('setup' in msg) {
      setup = msg.setup;
      return;
    }
    try {
      parentPort?.postMessage({ id: msg.id, result: await handle(msg.task, setup) });
    } catch (err) {
      parentPort?.postMessage({ id: msg.id, error: (err as Error)?.stack ?? String(err) });
    }
  });
}
