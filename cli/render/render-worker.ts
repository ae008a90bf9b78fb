/** Worker thread entry: renders and writes shares of the routes (see render-pool.ts). */
import { workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { RouteData } from '../../runtime/types.js';
import type { ServerBundle } from '../bundle/bundle-server.js';
import { serveTasks } from '../workers/serve-tasks.js';
import { renderAll } from './render-all.js';
import { createPageWriter } from './write-page.js';
import { asUserErrors } from '../errors.js';
import type { KnownFile } from '../output/precache-manifest.js';
import type { RenderJob, RenderShareResult } from './render-pool.js';

const job = workerData as RenderJob;
const server = (await import(pathToFileURL(job.serverFile).href)) as ServerBundle;
const known = new Map<string, KnownFile>();
const writer = createPageWriter(job.outDir, job.site.baseUrl, known);
const deps = new Map(job.deps);

void serveTasks(async (routes: RouteData[]): Promise<RenderShareResult> => {
  let pages = 0;
  let bytes = 0;
  const errors = renderAll({
    ...job, routes, server, serverFile: job.serverFile, deps,
    onPage: ({ route, html }) => {
      bytes += writer.write(route, html);
      pages++;
    },
  });
  // A failed write is the user's to fix (disk full, permissions).
  try {
    writer.finish();
  } catch (err) {
    const user = asUserErrors(err);
    if (!user) throw err;
    errors.push(...user);
  }
  const files = [...known];
  known.clear();
  return { pages, bytes, errors: errors.map((e) => ({ message: e.message, hint: e.hint, file: e.file, line: e.line, column: e.column })), known: files };
});
