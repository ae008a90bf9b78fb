/**
 * Parses many markdown files: cached ones are reused, the rest run on all cores (worker
 * threads) when there are enough of them to pay for starting threads, else in-process.
 */
import { poolSize, prestart, runPool, stopPrestarted } from '../../workers/pool.js';
import { tuneTieringFor } from '../../workers/tiering.js';
import { mergeOutcomes, parseBatch, type ParseBatchResult, type ParseContext, type ParseJob, type ParseOutcome } from './parse-job.js';
import type { ParseCache } from './parse-cache.js';
import { setImmediate } from 'node:timers/promises';

// Starting workers costs ~0.2 s; the tree stage costs ~5 ms of CPU a doc, so from 200 uncached
// files the threads pay for themselves.
const IN_PROCESS_LIMIT = 200;
/**
 * Files a thread parses before it sends their results. A batch's results stay alive until then,
 * so every young-generation collection of the thread copied them: at 5,000 docs (batches of
 * 670 files) these collections took a sixth of the parse threads' time.
 */
const BATCH_LIMIT = 48;
/** In-process parsing yields to the event loop after this many files, so Ctrl-C is handled at once. */
const SLICE = 8;

/**
 * Called once the number of files to parse is roughly known (listed, not yet read): when it is
 * enough for threads, they start now and load their code while the files are read and checked.
 * `cached` is how many parses the cache may answer.
 */
export function expectParses(files: number, cached: number): void {
  tuneTieringFor(files - cached, poolSize());
  if (files - cached > IN_PROCESS_LIMIT && poolSize() >= 2) prestart('parse-worker');
}

/** Parses every job; the result arrays follow the order of `jobs`. `onParsed` is told how many were not cached. */
export async function parseAll(
  jobs: ParseJob[], ctx: ParseContext, cache?: ParseCache, onProgress?: (files: number, total: number) => void,
  onParsed?: (fresh: number) => void, signal?: AbortSignal,
): Promise<ParseBatchResult> {
  cache?.scope(ctx);
  const outcomes: (ParseOutcome | undefined)[] = jobs.map((job) => cache?.get(job));
  const todo = jobs.map((_, i) => i).filter((i) => !outcomes[i]);
  const cached = jobs.length - todo.length;
  const fresh = await parseJobs(todo.map((i) => jobs[i]), ctx, (done) => onProgress?.(cached + done, jobs.length), signal);
  onParsed?.(todo.length);
  todo.forEach((jobIndex, k) => {
    outcomes[jobIndex] = fresh[k];
    cache?.set(jobs[jobIndex], fresh[k]);
  });
  return mergeOutcomes(outcomes as ParseOutcome[]);
}

async function parseJobs(jobs: ParseJob[], ctx: ParseContext, onProgress: (done: number) => void, signal?: AbortSignal): Promise<ParseOutcome[]> {
  const threads = poolSize();
  if (jobs.length <= IN_PROCESS_LIMIT || threads < 2) {
    // Fewer to parse than expected (cache hits, files that failed their checks).
    void stopPrestarted('parse-worker');
    const outcomes: ParseOutcome[] = [];
    for (let i = 0; i < jobs.length; i += SLICE) {
      signal?.throwIfAborted();
      outcomes.push(...(await parseBatch(jobs.slice(i, i + SLICE), ctx)));
      onProgress(outcomes.length);
      await setImmediate();
    }
    return outcomes;
  }
  const size = Math.min(BATCH_LIMIT, Math.ceil(jobs.length / (threads * 4)));
  const batches: ParseJob[][] = [];
  for (let i = 0; i < jobs.length; i += size) batches.push(jobs.slice(i, i + size));
  let done = 0;
  // Two batches in hand: a thread starts its next while this thread receives the last one's results.
  const results = await runPool<ParseJob[], ParseOutcome[]>('parse-worker', batches, ctx, threads, (batch) => onProgress((done += batch.length)), 2, signal);
  return results.flat();
}
