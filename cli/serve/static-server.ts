/**
 * The HTTP server behind `opdocs serve`: serves a built site under its base URL, the way a
 * static host would, plus (in dev mode) live reload and the build error page.
 * Node's http module only; all path-safety rules live in resolve-request.ts.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { listenError } from './listen-error.js';
import { getCacheControl, getContentType, isCompressible } from './content-types.js';
import { renderBuildErrorPage } from './error-page.js';
import { createReloadChannel, injectReloadScript } from './live-reload.js';
import { EVENTS_PATH, findFile, parseRequestTarget } from './resolve-request.js';
import { redirectMoved } from './moved-base.js';
import { createEtag, sendBody } from './send-body.js';
import { sendFileStream, STREAM_FROM_BYTES } from './send-file-stream.js';

/** Options of {@link createStaticServer}. */
export interface StaticServerOptions {
  /** Folder holding the built site. */
  dir: string;
  /** Base URL the site is served under; starts and ends with "/", e.g. "/typesense-operator-docs/". */
  baseUrl: string;
  /** Port to listen on; 0 picks a free one. */
  port: number;
  /** Interface to listen on, e.g. "127.0.0.1". */
  host: string;
  /** Watch mode: no caching, live-reload script injected into HTML, event stream enabled. */
  dev?: boolean;
  /** Called before a file is looked up (watch mode makes some files when first asked for). */
  beforeServe?: (rel: string) => void;
}

/** A running (or ready to run) static server. */
export interface StaticServer {
  /** Starts listening; resolves with the site's URL (base URL included) and the real port. */
  listen(): Promise<{ url: string; port: number }>;
  /** Ends open event streams and connections, then stops listening. */
  close(): Promise<void>;
  /** Tells every open page (dev mode) to reload. */
  broadcastReload(): void;
  /** Tells open pages which routes' data changed (they update in place). */
  broadcastUpdate(paths: string[]): void;
  /** Shows `message` as an error page for every HTML request until cleared with null. */
  setBuildError(message: string | null): void;
  /** Serves under a new base URL from now on (the site's config changed in watch mode). */
  setBaseUrl(baseUrl: string): void;
}

const HTML = 'text/html; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';
/** The dev server's sw.js: takes over, drops every cache and registration, reloads its pages. */
export const UNREGISTER_WORKER = 'self.addEventListener("install",()=>self.skipWaiting());' +
  'self.addEventListener("activate",(e)=>e.waitUntil(caches.keys().then((k)=>Promise.all(k.map((n)=>caches.delete(n))))' +
  '.then(()=>self.registration.unregister()).then(()=>self.clients.matchAll({type:"window"})).then((cs)=>cs.forEach((c)=>c.navigate(c.url)))));';

/** Creates the static server; call `listen()` to start it. */
export function createStaticServer(opts: StaticServerOptions): StaticServer {
  const dev = opts.dev ?? false;
  let baseUrl = opts.baseUrl;
  /** The base before the last `setBaseUrl`, whose pages are sent on to the new one. */
  let oldBaseUrl: string | null = null;
  let buildError: string | null = null;
  const reload = createReloadChannel();

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      // A failed read (file deleted mid-request by a rebuild) must not take the server down.
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': TEXT, 'Cache-Control': 'no-store' });
        res.end(`Internal error: ${err instanceof Error ? err.message : String(err)}\n`);
      } else {
        res.destroy();
      }
    });
  });

  // Without a listener Node drops a CONNECT (a proxy tunnel request) with no answer at all.
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => socket.destroy());
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 19\r\nConnection: close\r\n\r\nMethod not allowed\n');
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': TEXT });
      res.end('Method not allowed\n');
      return;
    }
    const target = parseRequestTarget(req.url ?? '/', baseUrl);
    switch (target.kind) {
      case 'malformed':
        res.writeHead(400, { 'Content-Type': TEXT, 'Cache-Control': 'no-store' });
        res.end('Bad request\n');
        return;
      case 'redirect':
        res.writeHead(302, { Location: target.location, 'Cache-Control': 'no-store' });
        res.end();
        return;
      case 'outside':
      case 'unsafe':
        return sendNotFound(req, res);
    }
    if (dev && target.rel === EVENTS_PATH) return reload.connect(req, res);
    // A worker left by a production build on this origin must not serve stale pages while
    // authoring: the browser's update check fetches this script, which removes the worker.
    if (dev && target.rel === 'sw.js') {
      return sendBody(req, res, { status: 200, body: Buffer.from(UNREGISTER_WORKER), headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' } });
    }
    opts.beforeServe?.(target.rel);
    const found = await findFile(opts.dir, target.rel);
    if (!found) return sendNotFound(req, res);
    const type = getContentType(found.file);
    const isHtml = type === HTML;
    if (isHtml && buildError !== null) return sendErrorPage(req, res);
    if (found.size >= STREAM_FROM_BYTES && !(isHtml && dev)) {
      return sendFileStream(req, res, found.file, found.size, { 'Content-Type': type, 'Cache-Control': getCacheControl(found.rel, dev) }, createEtag(found.size, found.mtimeMs));
    }
    let body = await readFile(found.file);
    if (isHtml && dev) body = Buffer.from(injectReloadScript(body.toString('utf8'), baseUrl, reload.version()));
    await sendBody(req, res, {
      status: 200,
      body,
      headers: { 'Content-Type': type, 'Cache-Control': getCacheControl(found.rel, dev) },
      // In dev the body differs from the file (injected script) and nothing is cached anyway.
      etag: dev ? undefined : createEtag(found.size, found.mtimeMs),
      cacheKey: dev ? undefined : `${found.file}:${found.size}:${found.mtimeMs}`,
      compressible: !dev && isCompressible(found.file),
    });
  }

  /**
   * The 404 page of the site a missing path is in: another locale's, a site of its own in
   * `<dir>/<code>/` (its 404.html in its language), else the root's.
   */
  function notFoundPage(url: string): string {
    const path = url.split(/[?#]/)[0];
    const code = path.startsWith(baseUrl) ? path.slice(baseUrl.length).split('/')[0] : '';
    if (/^[A-Za-z0-9_-]+$/.test(code) && existsSync(join(opts.dir, code, '__opdocs.json'))) {
      const own = join(opts.dir, code, '404.html');
      if (existsSync(own)) return own;
    }
    return join(opts.dir, '404.html');
  }

  async function sendNotFound(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (buildError !== null) return sendErrorPage(req, res);
    if (dev && oldBaseUrl !== null && await redirectMoved(req, res, oldBaseUrl, baseUrl, opts.dir)) return;
    let html: string;
    try {
      html = await readFile(notFoundPage(req.url ?? ''), 'utf8');
    } catch {
      html = '<!doctype html><html lang="en"><title>Page Not Found</title><body><h1>Page Not Found</h1></body></html>';
    }
    if (dev) html = injectReloadScript(html, baseUrl, reload.version());
    await sendBody(req, res, {
      status: 404,
      body: Buffer.from(html),
      headers: { 'Content-Type': HTML, 'Cache-Control': dev ? 'no-store' : 'no-cache' },
    });
  }

  async function sendErrorPage(req: IncomingMessage, res: ServerResponse): Promise<void> {
    await sendBody(req, res, {
      status: 500,
      body: Buffer.from(renderBuildErrorPage(buildError ?? '', baseUrl, reload.version())),
      headers: { 'Content-Type': HTML, 'Cache-Control': 'no-store' },
    });
  }

  return {
    listen() {
      return new Promise((resolvePromise, reject) => {
        const onError = (err: NodeJS.ErrnoException) => reject(listenError(err, opts.host, opts.port));
        server.once('error', onError);
        server.listen(opts.port, opts.host, () => {
          server.off('error', onError);
          const { port } = server.address() as AddressInfo;
          resolvePromise({ url: `http://${formatHost(opts.host)}:${port}${baseUrl}`, port });
        });
      });
    },
    close() {
      reload.close();
      return new Promise((resolvePromise) => {
        if (!server.listening) return resolvePromise();
        server.close(() => resolvePromise());
        server.closeAllConnections();
      });
    },
    broadcastReload: () => reload.broadcast(),
    broadcastUpdate: (paths) => reload.broadcastUpdate(paths),
    setBuildError(message) {
      buildError = message;
    },
    setBaseUrl(next) {
      if (next !== baseUrl) oldBaseUrl = baseUrl;
      baseUrl = next;
    },
  };
}

/** A wildcard address is not something a browser can open; show the loopback name instead. */
function formatHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}
