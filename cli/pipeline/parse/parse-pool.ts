/**
 * Parses many markdown files on all cores. Parsing (micromark → mdast → hast → HTML, with
 * highlighting) is the slowest step of a large build (~5 ms of CPU a doc), and files are
 * independent, so batches go to worker threads; small sites parse in-process because
 * starting workers (~0.2 s) costs more than it saves.
 */
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import type { LinkContext } from '../check/links.js';
import { parseBatch, type ParseBatchResult, type ParseJob } from './parse-job.js';

const IN_PROCESS_LIMIT = 200;

function workerEntry(): { file: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  // Bundled CLI: dist/cli.js sits beside dist/parse-worker.js. From source (tests): run the
  // TypeScript worker through tsx.
  const dist = join(dirname(here), 'parse-worker.js');
  if (here.endsWith('.js') && existsSync(dist)) return { file: dist, execArgv: [] };
  return { file: join(dirname(here), 'parse-worker.ts'), execArgv: ['--import', 'tsx'] };
}

/** Parses every job; the result arrays follow the order of `jobs`. */
export async function parseAll(jobs: ParseJob[], ctx: LinkContext): Promise<ParseBatchResult> {
  const threads = Math.min(availableParallelism(), 4);
  if (jobs.length <= IN_PROCESS_LIMIT || threads < 2) return parseBatch(jobs, ctx);
  const { file, execArgv } = workerEntry();
  const size = Math.ceil(jobs.length / (threads * 4));
  const batches: ParseJob[][] = [];
  for (let i = 0; i < jobs.length; i += size) batches.push(jobs.slice(i, i + size));
  const results: ParseBatchResult[] = new Array(batches.length);
  let next = 0;
  const workers = Array.from({ length: threads }, () => new Worker(file, { execArgv }));
  try {
    await Promise.all(workers.map((w) => new Promise<void>((resolve, reject) => {
      const send = () => {
        if (next >= batches.length) return resolve();
        const id = next++;
        w.postMessage({ id, jobs: batches[id], ctx });
      };
      w.on('message', (msg: { id: number; result?: ParseBatchResult; error?: string }) => {
        if (msg.error) return reject(new Error(`markdown worker failed: ${msg.error}`));
        results[msg.id] = msg.result as ParseBatchResult;
        send();
      });
      w.on('error', reject);
      send();
    })));
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  const seen = new Set<string>();
  return {
    parsed: results.flatMap((r) => r.parsed),
    pending: results.flatMap((r) => r.pending),
    errors: results.flatMap((r) => r.errors),
    // The same image can be referenced from several batches; copy it once.
    assets: results.flatMap((r) => r.assets).filter((a) => (seen.has(a.from) ? false : (seen.add(a.from), true))),
  };
}
