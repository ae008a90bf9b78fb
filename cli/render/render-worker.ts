/** Worker thread entry: renders and writes shares of the routes (see render-pool.ts). */
import { workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { RouteData } from '../../runtime/types.js';
import type { ServerBundle } from '../bundle/bundle-server.js';
import { serveTasks } from '../workers/serve-tasks.js';
import { renderAll } from './render-all.js';
import { createPageWriter } from './write-page.js';
import type { RenderJob, RenderShareResult } from './render-pool.js';

const job = workerData as RenderJob;
const server = (await import(pathToFileURL(job.serverFile).href)) as ServerBundle;
const writePage = createPageWriter(job.outDir, job.site.baseUrl);
const deps = new Map(job.deps);

void serveTasks((routes: RouteData[]): RenderShareResult => {
  let pages = 0;
  let bytes = 0;
  const errors = renderAll({
    ...job, routes, server, deps,
    onPage: ({ route, html }) => {
      bytes += writePage(route, html);
      pages++;
    },
  });
  return { pages, bytes, errors: errors.map((e) => ({ message: e.message, hint: e.hint, file: e.file, line: e.line, column: e.column })) };
});
