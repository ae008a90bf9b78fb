/**
 * Worker thread entry: renders and writes shares of the routes (see render-pool.ts). It may be
 * started before rendering, with only the server bundle's file: it imports the bundle then.
 */
import { pathToFileURL } from 'node:url';
import type { RouteData } from '../../runtime/types.js';
import type { ServerBundle } from '../bundle/bundle-server.js';
import { serveTasks } from '../workers/serve-tasks.js';
import { importModule } from '../import-module.js';
import { renderAll } from './render-all.js';
import { createPageWriter } from './write-page.js';
import { asUserErrors, plainError } from '../errors.js';
import type { KnownFile } from '../output/precache-manifest.js';
import type { RenderJob, RenderShareResult } from './render-pool.js';

const known = new Map<string, KnownFile>();
const bundles = new Map<string, Promise<ServerBundle>>();
const bundleOf = (file: string) => {
  let loaded = bundles.get(file);
  if (!loaded) {
    loaded = importModule<ServerBundle>(pathToFileURL(file).href);
    // An early import of a bundle the build then replaced is never awaited.
    loaded.catch(() => undefined);
    bundles.set(file, loaded);
  }
  return loaded;
};
let state: { job: RenderJob; writer: ReturnType<typeof createPageWriter>; deps: Map<string, unknown> } | undefined;

void serveTasks(async (routes: RouteData[], job: RenderJob): Promise<RenderShareResult> => {
  if (state?.job !== job) state = { job, writer: createPageWriter(job.outDir, job.site, known, { overwrite: job.overwrite }), deps: new Map(job.deps) };
  const { writer, deps } = state;
  const server = await bundleOf(job.serverFile);
  let pages = 0;
  let bytes = 0;
  const links: [string, string[]][] = [];
  const errors = renderAll({
    ...job, routes, server, serverFile: job.serverFile, deps,
    onPage: ({ route, html, links: hrefs }) => {
      bytes += writer.write(route, html);
      pages++;
      if (hrefs) links.push([route.path, hrefs]);
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
  return { pages, bytes, errors: errors.map(plainError), known: files, links };
}, (setup: Partial<RenderJob>) => {
  if (setup.serverFile) void bundleOf(setup.serverFile);
});
