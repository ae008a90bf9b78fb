/**
 * The live-reload channel of watch mode: a Server-Sent Events stream that tells open pages to
 * reload, and the tiny browser snippet that listens to it. No dependency, no WebSocket.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { EVENTS_PATH } from './resolve-request.js';

/** Open event streams, and a way to tell all of them to reload. */
export interface ReloadChannel {
  /** Takes over a request as an event stream until the client leaves or the channel closes. */
  connect(req: IncomingMessage, res: ServerResponse): void;
  /** Sends `reload` to every open page. */
  broadcast(): void;
  /** Number of broadcasts so far; pages are served with it to catch reloads they missed. */
  version(): number;
  /** Ends every stream (the server is shutting down). */
  close(): void;
}

/** Creates an empty reload channel. */
export function createReloadChannel(): ReloadChannel {
  const clients = new Set<ServerResponse>();
  let version = 0;
  return {
    version: () => version,
    connect(req, res) {
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
      });
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      // The comment line flushes headers at once, so EventSource sees the stream open.
      res.write(': connected\n\n');
      // A page that was still loading during a broadcast learns here that it is stale.
      res.write(`data: v${version}\n\n`);
      clients.add(res);
      req.on('close', () => clients.delete(res));
    },
    broadcast() {
      version++;
      for (const res of clients) res.write('data: reload\n\n');
    },
    close() {
      for (const res of clients) res.end();
      clients.clear();
    },
  };
}

/** The `<script>` that reloads the page when the server says so. */
export function renderReloadScript(baseUrl: string, version = 0): string {
  // JSON.stringify quotes the URL; escaping `<` keeps a hostile base from closing the script.
  const url = JSON.stringify(baseUrl + EVENTS_PATH).replace(/</g, '\\u003c');
  const v = JSON.stringify(`v${version}`);
  // Watch mode never uses a service worker; one left by a production build is removed, and the
  // page reloads once so it is no longer served from that worker's caches.
  const unregister = 'const w=navigator.serviceWorker;if(w)w.getRegistrations().then((rs)=>Promise.all(rs.map((r)=>r.unregister()))' +
    '.then((done)=>{if(done.some(Boolean)&&w.controller)location.reload();}));';
  return `<script data-opdocs-reload>(()=>{${unregister}const s=new EventSource(${url});` +
    `s.onmessage=(e)=>{if(e.data==='reload'||(e.data[0]==='v'&&e.data!==${v})){s.close();location.reload();}};})();</script>`;
}

/** Inserts the reload script before the last `</body>`, or appends it when there is none. */
export function injectReloadScript(html: string, baseUrl: string, version = 0): string {
  const script = renderReloadScript(baseUrl, version);
  const at = html.toLowerCase().lastIndexOf('</body>');
  return at === -1 ? html + script : html.slice(0, at) + script + html.slice(at);
}
