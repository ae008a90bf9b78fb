/** Markdown parsing that leaves room for signals (see parseInSlices). */
import { parseAll } from './parse/parse-pool.js';
import type { ParseJob } from './parse/parse-job.js';

/** Below this many files parseAll works on the main thread; parse them in slices then. */
const IN_PROCESS_PARSE = 1500;
const SLICE = 8;

/**
 * Parses on the main thread in slices with a turn of the event loop between them, so Ctrl-C
 * is handled within a slice (a few files) rather than after all of them; large sites go to workers.
 */
export async function parseInSlices(jobs: ParseJob[], ctx: Parameters<typeof parseAll>[1]): ReturnType<typeof parseAll> {
  if (jobs.length > IN_PROCESS_PARSE) return parseAll(jobs, ctx);
  const parts = [];
  for (let i = 0; i < jobs.length || i === 0; i += SLICE) {
    parts.push(await parseAll(jobs.slice(i, i + SLICE), ctx));
    await new Promise((resolve) => setImmediate(resolve));
  }
  const seen = new Set<string>();
  return {
    parsed: parts.flatMap((p) => p.parsed),
    pending: parts.flatMap((p) => p.pending),
    errors: parts.flatMap((p) => p.errors),
    assets: parts.flatMap((p) => p.assets).filter((a) => (seen.has(a.from) ? false : (seen.add(a.from), true))),
  };
}
