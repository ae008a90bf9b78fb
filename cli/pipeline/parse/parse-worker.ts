/** Worker thread entry: parses the batches it is sent (see parse-pool.ts). */
import { parentPort } from 'node:worker_threads';
import { parseBatch, type ParseJob } from './parse-job.js';
import type { LinkContext } from '../check/links.js';

parentPort?.on('message', (msg: { id: number; jobs: ParseJob[]; ctx: LinkContext }) => {
  try {
    parentPort?.postMessage({ id: msg.id, result: parseBatch(msg.jobs, msg.ctx) });
  } catch (err) {
    parentPort?.postMessage({ id: msg.id, error: (err as Error).stack ?? String(err) });
  }
});
