/**
 * Renders and writes every route: React's renderToString is the slowest step after markdown,
 * and routes are independent. Small sites render in-process, mid-sized ones in-process and on
 * one thread beside it, large ones on a thread per core (see renderMode).
 */
import type { RouteData, SiteData } from '../../runtime/types.js';
import type { SiteConfig } from '../config/types.js';
import type { ClientManifest } from '../bundle/bundle-client.js';
import type { LoadedServerBundle } from '../bundle/bundle-server.js';
import { OpdocsError, type PlainError } from '../errors.js';
import { mergeRepeatedRenderErrors } from './repeated-errors.js';
import { renderAll } from './render-all.js';
import { createPageWriter } from './write-page.js';
import { poolSize, prestart, runPool, stopPrestarted } from '../workers/pool.js';
import type { KnownFile } from '../output/precache-manifest.js';
import { deliverQueuedSignals } from '../signals-aside.js';

// Each render thread compiles React and the server bundle again and holds its own copy of the
// site (~90 MB on the 1,000-doc corpus), so a mid-sized site gets one thread that renders
// beside this one, and only large sites get a thread per core (this thread is then free to
// write the parse cache). Below SHARED_FROM a thread would cost more to start than it saves.
const SHARED_FROM = 400;
const IN_PROCESS_LIMIT = 1500;
const SLICE = 8;
const MAX_SHARE = 128;
/** Routes a thread takes at a time when it renders beside this thread. */
const SHARED_SHARE = 24;

/** What a render worker answers for one share of routes. */
export interface RenderShareResult {
  pages: number;
  bytes: number;
  errors: PlainError[];
  /** Precachable files it wrote (see createPageWriter). */
  known: [string, KnownFile][];
  /** Route path → the hrefs its Links render, for each React page it rendered. */
  links: [string, string[]][];
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
  /** The app icon source proved unusable: pages link no icon. */
  noAppIcon?: boolean;
  csp?: boolean;
  /** Add the analytics tracker (production builds). */
  analytics?: boolean;
  /** The output already holds these pages (a partial rebuild of serve --watch): they are written over. */
  overwrite?: boolean;
}

export interface RenderRoutesInput extends Omit<RenderJob, 'serverFile' | 'deps'> {
  server: LoadedServerBundle;
  deps: Map<string, unknown>;
  /** Receives the size and hash of every precachable file written. */
  known?: Map<string, KnownFile>;
  /** Called as pages are written (pages done, total). */
  onProgress?: (pages: number, total: number) => void;
  /** Work of this thread that may run while render threads work (it runs first when there are none). */
  meanwhile?: () => Promise<void>;
  /** Once aborted, renderRoutes rejects with its reason (serve's Ctrl-C): this thread renders no further slice and render threads are ended. */
  signal?: AbortSignal;
}

type RenderMode = 'here' | 'beside' | 'threads';

/**
 * Where `routes` routes render: on this thread, here and on one thread beside it, or on a
 * thread per core. OPDOCS_RENDER (here, beside, threads) sets it for any size: for tests, and
 * to tell whether a problem depends on it.
 */
function renderMode(routes: number): RenderMode {
  const forced = process.env.OPDOCS_RENDER;
  if (forced === 'here' || forced === 'beside' || forced === 'threads') return forced;
  if (poolSize() < 2 || routes < SHARED_FROM) return 'here';
  return routes <= IN_PROCESS_LIMIT ? 'beside' : 'threads';
}

/** True when renderRoutes gives `routes` routes to threads, leaving this thread free meanwhile. */
export function rendersOnThreads(routes: number): boolean {
  return renderMode(routes) === 'threads';
}

/**
 * Starts the render threads that about `routes` routes will need, so that they start and
 * import the server bundle while this thread still makes the routes and the search index
 * (one core is free then). Unused, they are stopped by endRender.
 */
export function prepareRenderThreads(serverFile: string, routes: number): void {
  const mode = renderMode(routes);
  if (mode !== 'here') prestart('render-worker', mode === 'beside' ? 1 : poolSize(), { serverFile });
}

/** Stops a prepared render thread that no render took (a build that failed, or had less to render). */
export const endRender = () => stopPrestarted('render-worker');

/** What renderRoutes did; `links`: each rendered React page's Link hrefs (route path → hrefs). */
type Totals = { pages: number; bytes: number; errors: OpdocsError[]; links: Map<string, string[]> };

/** Renders and writes routes on this thread as `take` hands them out, a slice at a time. */
async function renderHere(input: RenderRoutesInput, take: (n: number) => RouteData[], totals: Totals, progress: () => void): Promise<void> {
  const writer = createPageWriter(input.outDir, input.site, input.known, { overwrite: input.overwrite });
  for (;;) {
    // A turn of the event loop before each slice: a Ctrl-C that came meanwhile is handled
    // before the render sets the handlers aside, and a thread rendering beside this one gets
    // its next routes.
    await deliverQueuedSignals();
    input.signal?.throwIfAborted();
    const routes = take(SLICE);
    if (!routes.length) break;
    totals.errors.push(...renderAll({ ...input, serverFile: input.server.file, routes, onPage: ({ route, html, links }) => {
      totals.bytes += writer.write(route, html);
      totals.pages++;
      if (links) totals.links.set(route.path, links);
    } }));
    progress();
  }
  writer.finish();
}

function addShares(totals: Totals, results: RenderShareResult[], known?: Map<string, KnownFile>): void {
  for (const r of results) {
    for (const [rel, facts] of r.known) known?.set(rel, facts);
    for (const [path, hrefs] of r.links) totals.links.set(path, hrefs);
    totals.pages += r.pages;
    totals.bytes += r.bytes;
    totals.errors.push(...r.errors.map((e) => new OpdocsError(e)));
  }
}

/** Renders all routes into `outDir`; returns counts and every failure. */
export async function renderRoutes(input: RenderRoutesInput): Promise<Totals> {
  const { server, deps, routes, onProgress, known, meanwhile, signal, ...rest } = input;
  const totals: Totals = { pages: 0, bytes: 0, errors: [], links: new Map() };
  const mode = renderMode(routes.length);
  const setup: RenderJob = { ...rest, routes: [], serverFile: server.file, deps: [...deps] };
  let onThreads = 0;
  const progress = () => onProgress?.(totals.pages + onThreads, routes.length);
  const onShare = (r: RenderShareResult) => {
    onThreads += r.pages;
    progress();
  };
  if (mode === 'threads') {
    const threads = poolSize();
    // Small shares keep the threads' loads even to the end.
    const size = Math.min(Math.ceil(routes.length / (threads * 4)), MAX_SHARE);
    const shares: RouteData[][] = [];
    for (let i = 0; i < routes.length; i += size) shares.push(routes.slice(i, i + size));
    const pool = runPool<RouteData[], RenderShareResult>('render-worker', shares, setup, threads, onShare, 2, signal);
    pool.catch(() => undefined);
    await meanwhile?.();
    addShares(totals, await pool, known);
    totals.errors = mergeRepeatedRenderErrors(totals.errors);
    return totals;
  }
  // One queue for this thread and the one beside it: whichever is free takes the next
  // routes, so neither waits for the other at the end.
  let at = 0;
  const take = (n: number) => routes.slice(at, (at += n));
  const takeShare = () => {
    const share = take(SHARED_SHARE);
    return share.length ? share : undefined;
  };
  const beside = mode === 'beside' ? runPool<RouteData[], RenderShareResult>('render-worker', takeShare, setup, 1, onShare, 2, signal) : undefined;
  // Its failure is reported once this thread is done, not as an unhandled rejection meanwhile.
  beside?.catch(() => undefined);
  try {
    await meanwhile?.();
    await renderHere(input, take, totals, progress);
  } catch (err) {
    // A failed write here (a full disk): the thread beside gets nothing more, and ends.
    at = routes.length;
    await beside?.catch(() => undefined);
    throw err;
  }
  if (beside) addShares(totals, await beside, known);
  totals.errors = mergeRepeatedRenderErrors(totals.errors);
  return totals;
}
