/** Worker side of pool.ts: answers each task message with its result or its error. */
import { parentPort, workerData } from 'node:worker_threads';

/** Handles tasks until the pool terminates this worker; `setup` is the pool's shared data. */
export async function serveTasks<S, T, R>(handle: (task: T, setup: S) => R | Promise<R>): Promise<void> {
  parentPort?.on('message', async (msg: { id: number; task: T }) => {
    try {
      parentPort?.postMessage({ id: msg.id, result: await handle(msg.task, workerData as S) });
    } catch (err) {
      parentPort?.postMessage({ id: msg.id, error: (err as Error)?.stack ?? String(err) });
    }
  });
}
