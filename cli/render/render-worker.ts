/** Worker thread entry: renders and writes a share of the routes (see render-pool.ts). */
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { ServerBundle } from '../bundle/bundle-server.js';
import { renderAll } from './render-all.js';
import { createPageWriter } from './write-page.js';
import type { RenderJob } from './render-pool.js';

const job = workerData as RenderJob;
const PROGRESS_STEP = 50;
const server = (await import(pathToFileURL(job.serverFile).href)) as ServerBundle;
const writePage = createPageWriter(job.outDir, job.site.baseUrl);
let pages = 0;
let bytes = 0;
const errors = renderAll({
  ...job, server, deps: new Map(job.deps),
  onPage: ({ route, html }) => {
    bytes += writePage(route, html);
    // Progress for the terminal's status line, in steps so messages stay cheap.
    if (++pages % PROGRESS_STEP === 0) parentPort?.postMessage({ progress: PROGRESS_STEP });
  },
});
parentPort?.postMessage({ pages, bytes, errors: errors.map((e) => ({ message: e.message, hint: e.hint })) });
