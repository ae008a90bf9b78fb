/** Worker side of pool.ts: answers each task message with its result or its error. */
import { parentPort, workerData } from 'node:worker_threads';

let afterFirstTask: (() => void) | undefined;

/**
 * Runs `fn` once, when this thread's first task is done and before its result is sent: the
 * pool may end the thread as soon as it has its last result (worker-boot keeps its code cache then).
 */
export function onFirstTaskDone(fn: () => void): void {
  afterFirstTask = fn;
}

/** Called by a worker that takes tasks its own way (the side thread) when its first is done. */
export function firstTaskDone(): void {
  const fn = afterFirstTask;
  afterFirstTask = undefined;
  fn?.();
}

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
      const result = await handle(msg.task, setup);
      firstTaskDone();
      parentPort?.postMessage({ id: msg.id, result });
    } catch (err) {
      parentPort?.postMessage({ id: msg.id, error: (err as Error)?.stack ?? String(err) });
    }
  });
}
