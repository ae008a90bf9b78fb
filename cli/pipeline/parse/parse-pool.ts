/**
 * Parses many markdown files on all cores. micromark is the slowest step of a large build
 * (~3 ms a doc), and files are independent, so batches go to worker threads; small sites
 * parse in-process because starting workers costs more than it saves.
 */
import type { LinkContext } from '../check/links.js';
import { poolSize, runPool } from '../../workers/pool.js';
import { parseBatch, type ParseBatchResult, type ParseJob } from './parse-job.js';

const IN_PROCESS_LIMIT = 1500;

/** Parses every job; the result arrays follow the order of `jobs`. */
export async function parseAll(jobs: ParseJob[], ctx: LinkContext): Promise<ParseBatchResult> {
  const threads = poolSize();
  if (jobs.length <= IN_PROCESS_LIMIT || threads < 2) return parseBatch(jobs, ctx);
  const size = Math.ceil(jobs.length / (threads * 4));
  const batches: ParseJob[][] = [];
  for (let i = 0; i < jobs.length; i += size) batches.push(jobs.slice(i, i + size));
  const results = await runPool<ParseJob[], ParseBatchResult>('parse-worker', batches, ctx, threads);
  const seen = new Set<string>();
  return {
    parsed: results.flatMap((r) => r.parsed),
    pending: results.flatMap((r) => r.pending),
    errors: results.flatMap((r) => r.errors),
    // The same image can be referenced from several batches; copy it once.
    assets: results.flatMap((r) => r.assets).filter((a) => (seen.has(a.from) ? false : (seen.add(a.from), true))),
  };
}
