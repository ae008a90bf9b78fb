/**
 * Renders and writes every route, on all cores for large sites: React's renderToString is
 * the slowest step after markdown, and routes are independent. Small sites render in-process.
 */
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import type { RouteData, SiteData } from '../../runtime/types.js';
import type { SiteConfig } from '../config/types.js';
import type { ClientManifest } from '../bundle/bundle-client.js';
import type { LoadedServerBundle } from '../bundle/bundle-server.js';
import { OpdocsError } from '../errors.js';
import { renderAll } from './render-all.js';
import { createPageWriter } from './write-page.js';

const IN_PROCESS_LIMIT = 1500;
const SLICE = 8;

/** Everything a render worker needs (plain data). */
export interface RenderJob {
  serverFile: string;
  outDir: string;
  site: SiteData;
  config: SiteConfig;
  routes: RouteData[];
  manifest: ClientManifest;
  deps: [string, unknown][];
  buildId: string;
  bodyEnd?: string;
  serviceWorker: boolean;
  csp?: boolean;
}

function workerEntry(): { file: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  const dist = join(dirname(here), 'render-worker.js');
  if (here.endsWith('.js') && existsSync(dist)) return { file: dist, execArgv: [] };
  return { file: join(dirname(here), 'render-worker.ts'), execArgv: ['--import', 'tsx'] };
}

export interface RenderRoutesInput extends Omit<RenderJob, 'serverFile' | 'deps'> {
  server: LoadedServerBundle;
  deps: Map<string, unknown>;
}

/** Renders all routes into `outDir`; returns counts and every failure. */
export async function renderRoutes(input: RenderRoutesInput): Promise<{ pages: number; bytes: number; errors: OpdocsError[] }> {
  const threads = Math.min(availableParallelism(), 4);
  if (input.routes.length <= IN_PROCESS_LIMIT || threads < 2) {
    const writePage = createPageWriter(input.outDir, input.site.baseUrl);
    let pages = 0;
    let bytes = 0;
    const errors: OpdocsError[] = [];
    // Slices with a turn of the event loop between them, so Ctrl-C is handled promptly.
    for (let i = 0; i < input.routes.length; i += SLICE) {
      const routes = input.routes.slice(i, i + SLICE);
      errors.push(...renderAll({ ...input, routes, onPage: ({ route, html }) => { bytes += writePage(route, html); pages++; } }));
      await new Promise((resolve) => setImmediate(resolve));
    }
    return { pages, bytes, errors };
  }
  const { file, execArgv } = workerEntry();
  const { server, deps, routes, ...rest } = input;
  const shares: RouteData[][] = Array.from({ length: threads }, () => []);
  routes.forEach((r, i) => shares[i % threads].push(r));
  const results = await Promise.all(shares.map((share) => new Promise<{ pages: number; bytes: number; errors: { message: string; hint?: string; file?: string; line?: number; column?: number }[] }>((resolve, reject) => {
    const job: RenderJob = { ...rest, routes: share, serverFile: server.file, deps: [...deps] };
    const w = new Worker(file, { execArgv, workerData: job });
    w.once('message', (m) => {
      resolve(m);
      void w.terminate();
    });
    w.once('error', reject);
  })));
  return {
    pages: results.reduce((n, r) => n + r.pages, 0),
    bytes: results.reduce((n, r) => n + r.bytes, 0),
    errors: results.flatMap((r) => r.errors.map((e) => new OpdocsError(e))),
  };
}
