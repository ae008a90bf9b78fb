/**
 * Renders and writes every route, on all cores for large sites: React's renderToString is
 * the slowest step after markdown, and routes are independent. Small sites render in-process.
 */
import type { RouteData, SiteData } from '../../runtime/types.js';
import type { SiteConfig } from '../config/types.js';
import type { ClientManifest } from '../bundle/bundle-client.js';
import type { LoadedServerBundle } from '../bundle/bundle-server.js';
import { OpdocsError } from '../errors.js';
import { renderAll } from './render-all.js';
import { createPageWriter } from './write-page.js';
import { poolSize, runPool } from '../workers/pool.js';
import type { KnownFile } from '../output/precache-manifest.js';

// Each render thread compiles React and the server bundle again and holds its own copy of the
// site (~90 MB on the 1,000-doc corpus, which then went past its 500 MiB budget), so threads
// are kept for sites where one core would take several seconds.
const IN_PROCESS_LIMIT = 1500;
const SLICE = 8;
const MAX_SHARE = 128;

/** What a render worker answers for one share of routes. */
export interface RenderShareResult {
  pages: number;
  bytes: number;
  errors: { message: string; hint?: string; file?: string; line?: number; column?: number }[];
  /** Precachable files it wrote (see createPageWriter). */
  known: [string, KnownFile][];
}

/** Everything a render worker needs (plain data); `routes` come by task. */
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

export interface RenderRoutesInput extends Omit<RenderJob, 'serverFile' | 'deps'> {
  server: LoadedServerBundle;
  deps: Map<string, unknown>;
  /** Each route's JSON, when the caller has it (the data files are exactly that). */
  routeJson?: Map<RouteData, string>;
  /** Receives the size and hash of every precachable file written. */
  known?: Map<string, KnownFile>;
  /** Called as pages are written (pages done, total). */
  onProgress?: (pages: number, total: number) => void;
}

/** True when renderRoutes gives `routes` routes to threads, leaving this thread free meanwhile. */
export function rendersOnThreads(routes: number): boolean {
  return routes > IN_PROCESS_LIMIT && poolSize() >= 2;
}

/** Renders all routes into `outDir`; returns counts and every failure. */
export async function renderRoutes(input: RenderRoutesInput): Promise<{ pages: number; bytes: number; errors: OpdocsError[] }> {
  const threads = poolSize();
  if (!rendersOnThreads(input.routes.length)) {
    const writer = createPageWriter(input.outDir, input.site.baseUrl, input.known);
    let pages = 0;
    let bytes = 0;
    const errors: OpdocsError[] = [];
    // Slices with a turn of the event loop between them, so Ctrl-C is handled promptly.
    for (let i = 0; i < input.routes.length; i += SLICE) {
      const routes = input.routes.slice(i, i + SLICE);
      // A React page may set its own head while it renders (Docusaurus' Layout and Head): its JSON is made after.
      const jsonOf = (route: RouteData) => (route.kind === 'react-page' ? undefined : input.routeJson?.get(route));
      errors.push(...renderAll({ ...input, serverFile: input.server.file, routes, onPage: ({ route, html }) => { bytes += writer.write(route, html, jsonOf(route)); pages++; } }));
      input.onProgress?.(pages, input.routes.length);
      await new Promise((resolve) => setImmediate(resolve));
    }
    writer.finish();
    return { pages, bytes, errors };
  }
  const { server, deps, routes, onProgress, routeJson: _json, known, ...rest } = input;
  // Small shares keep the threads' loads even to the end.
  const size = Math.min(Math.ceil(routes.length / (threads * 4)), MAX_SHARE);
  const shares: RouteData[][] = [];
  for (let i = 0; i < routes.length; i += size) shares.push(routes.slice(i, i + size));
  const setup: RenderJob = { ...rest, routes: [], serverFile: server.file, deps: [...deps] };
  let done = 0;
  const results = await runPool<RouteData[], RenderShareResult>('render-worker', shares, setup, threads, (r) => onProgress?.((done += r.pages), routes.length));
  for (const r of results) for (const [rel, facts] of r.known) known?.set(rel, facts);
  return {
    pages: results.reduce((n, r) => n + r.pages, 0),
    bytes: results.reduce((n, r) => n + r.bytes, 0),
    errors: results.flatMap((r) => r.errors.map((e) => new OpdocsError(e))),
  };
}
