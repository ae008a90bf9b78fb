/**
 * The one worker pool of the build. Markdown parsing and React rendering are the two slow,
 * independent-per-file steps; above a size where starting threads pays off they run on all
 * cores. Workers get shared setup once (`workerData`) and then tasks by message, so a fast
 * worker takes more tasks than a slow one.
 */
import { SHARE_ENV, Worker, type WorkerOptions } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { getHeapStatistics } from 'node:v8';
import { existsSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { tieringFlags } from './tiering.js';
import { WORKER_ARGV } from './worker-argv.js';

/** Worker entries, by name: the file in dist/ (bundled CLI) and its source (tests via tsx). */
const ENTRIES = {
  'parse-worker': 'pipeline/parse/parse-worker.ts',
  'render-worker': 'render/render-worker.ts',
  'side-worker': 'workers/side-worker.ts',
} as const;
export type WorkerName = keyof typeof ENTRIES;

function workerEntry(name: WorkerName): { file: string; execArgv: string[]; argv: string[] } {
  // execArgv is empty for the bundled entry; from source it marks that tsx must be registered.
  const here = dirname(fileURLToPath(import.meta.url));
  // Bundled: this code is dist/cli.cjs, and every worker runs it too (worker-boot.ts).
  const boot = join(here, 'worker-boot.js');
  if (!import.meta.url.endsWith('.ts') && existsSync(boot)) return { file: boot, execArgv: [], argv: [WORKER_ARGV, name, tieringFlags()] };
  return { file: join(here, '..', ENTRIES[name]), execArgv: ['--import', 'tsx'], argv: [] };
}

/**
 * Identifies the code a worker runs, for caches of its results: the hash of the bundled entry,
 * or null when running from source (tests), where no result is kept across processes.
 */
export function workerCodeId(name: WorkerName): string | null {
  const { file, execArgv } = workerEntry(name);
  if (execArgv.length) return null;
  // Every worker runs dist/cli.cjs, whose hash the build wrote beside it.
  return readFileSync(join(dirname(file), 'cli.id'), 'utf8').trim();
}

/**
 * From source (tests, benchmarks run through tsx) a worker must register tsx itself before it
 * imports its TypeScript entry: `--import tsx` in a worker's execArgv does not reach it.
 */
function startWorker({ file, execArgv, argv }: ReturnType<typeof workerEntry>, setup: unknown, extra: WorkerOptions = {}): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: oldGenerationMb() };
  if (!execArgv.length) return new Worker(file, { ...extra, argv, workerData: setup, resourceLimits });
  // The ESM entry of tsx's API (what `import('tsx/esm/api')` resolves to), found from the package
  // folder so it works under any loader, even one without import.meta.resolve.
  const pkg = dirname(createRequire(file).resolve('tsx/package.json'));
  const tsx = pathToFileURL(join(pkg, 'dist', 'esm', 'api', 'index.mjs')).href;
  const code = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(pathToFileURL(file).href)}); })`;
  return new Worker(code, { ...extra, eval: true, workerData: setup, resourceLimits });
}

/**
 * One worker of `name` outside any pool, for a thread that lives as long as the process: it
 * shares this thread's environment variables, which may change between builds (tests).
 */
export function startThread(name: WorkerName): Worker {
  return startWorker(workerEntry(name), undefined, { env: SHARE_ENV });
}

/**
 * A worker's old-generation limit. V8 lets a heap whose limit is 2 GB or more grow up to 4×
 * its live size between full collections, and less below that (about 2× just under it):
 * render threads that allocate fast then sat on hundreds of MB of garbage each (the
 * 5,000-doc corpus peaked at 1.4 GiB). Just under that bound the limit is never what stops
 * a build, and a smaller machine's lower default is kept.
 */
function oldGenerationMb(): number {
  return Math.min(2000, Math.floor(getHeapStatistics().heap_size_limit / 2 ** 20));
}

/** Threads worth starting on this machine (at most 4: more only adds start-up cost). */
export function poolSize(): number {
  return Math.min(availableParallelism(), 4);
}

/** Workers started before their setup was known, waiting for their first runPool (see prestart). */
const waiting = new Map<WorkerName, Worker[]>();

/**
 * Starts `threads` workers of `name` now, to get their setup and tasks later (a worker that
 * takes its setup through serveTasks, where it may come by message): a thread spends
 * about a quarter-second loading its code, which then overlaps with what this thread does
 * before it has tasks for them (reading and checking the content). Unused ones are stopped by
 * stopPrestarted, or by the next runPool that does not need them. `early` is a first setup
 * for what the worker can prepare before the whole setup is known (the render worker imports
 * the server bundle it names).
 */
export function prestart(name: WorkerName, threads = poolSize(), early?: unknown): void {
  const entry = workerEntry(name);
  const list = waiting.get(name) ?? [];
  while (list.length < threads) {
    const worker = startWorker(entry, undefined);
    // Until a runPool takes it, it must not keep the process alive (a build that fails before parsing).
    worker.unref();
    if (early !== undefined) worker.postMessage({ setup: early });
    list.push(worker);
  }
  waiting.set(name, list);
}

/** Stops the prestarted workers (of `name`, or all) that no runPool took. */
export async function stopPrestarted(name?: WorkerName): Promise<void> {
  const all = name ? waiting.get(name) ?? [] : [...waiting.values()].flat();
  if (name) waiting.delete(name);
  else waiting.clear();
  await Promise.all(all.map((w) => w.terminate()));
}

/**
 * Runs tasks on `threads` workers of `name`; results follow the order the tasks were taken.
 * `tasks` is a list, or a function that hands out the next task (undefined when none is left),
 * for work this thread shares with the workers (see render-pool.ts). `ahead` tasks are kept
 * in each worker's queue: with more than one, a worker never waits for this thread to answer
 * while this thread is busy with work of its own. Once `signal` is aborted, the call rejects
 * with its reason and the workers are ended, tasks under way included.
 */
export async function runPool<T, R>(
  name: WorkerName, tasks: T[] | (() => T | undefined), setup: unknown, threads = poolSize(),
  onResult?: (result: R, index: number) => void, ahead = 1, signal?: AbortSignal,
): Promise<R[]> {
  signal?.throwIfAborted();
  const entry = workerEntry(name);
  const results: R[] = [];
  let listed = 0;
  const take = Array.isArray(tasks) ? () => (listed < tasks.length ? tasks[listed++] : undefined) : tasks;
  let next = 0;
  const count = Array.isArray(tasks) ? Math.min(threads, tasks.length) : threads;
  const ready = waiting.get(name) ?? [];
  waiting.delete(name);
  const workers = ready.slice(0, count);
  for (const w of workers) {
    w.ref();
    w.postMessage({ setup });
  }
  void Promise.all(ready.slice(count).map((w) => w.terminate()));
  while (workers.length < count) workers.push(startWorker(entry, setup));
  let onAbort: () => void = () => undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal!.reason);
  });
  signal?.addEventListener('abort', onAbort, { once: true });
  aborted.catch(() => undefined);
  try {
    await Promise.race([aborted, Promise.all(workers.map((w) => new Promise<void>((resolve, reject) => {
      let queued = 0;
      const send = () => {
        // Stopped: the answers still on their way hand out nothing more.
        if (signal?.aborted) return;
        const task = take();
        if (task === undefined) {
          if (queued === 0) resolve();
          return;
        }
        const id = next++;
        queued++;
        w.postMessage({ id, task });
      };
      w.on('message', (msg: { id: number; result?: R; error?: string }) => {
        if (msg.error !== undefined) return reject(new Error(`${name} failed: ${msg.error}`));
        queued--;
        results[msg.id] = msg.result as R;
        onResult?.(msg.result as R, msg.id);
        send();
      });
      w.on('error', reject);
      for (let i = 0; i < ahead; i++) send();
    })))]);
  } finally {
    signal?.removeEventListener('abort', onAbort);
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return results;
}
