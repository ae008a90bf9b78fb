/**
 * The live-reload channel of watch mode: a Server-Sent Events stream that tells open pages to
 * reload, and the tiny browser snippet that listens to it. No dependency, no WebSocket.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { EVENTS_PATH } from './resolve-request.js';
import { scriptJson } from '../../runtime/escape-html.js';

/** Open event streams, and a way to tell all of them to reload. */
export interface ReloadChannel {
  /** Takes over a request as an event stream until the client leaves or the channel closes. */
  connect(req: IncomingMessage, res: ServerResponse): void;
  /** Sends `reload` to every open page. */
  broadcast(): void;
  /**
   * Tells open pages that the data of these routes changed: a page showing one of them swaps
   * its data in place (the router handles `opdocs:data-changed`); others only drop cached data.
   */
  broadcastUpdate(paths: string[]): void;
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
    broadcastUpdate(paths) {
      version++;
      const line = `data: u${version} ${JSON.stringify(paths)}\n\n`;
      for (const res of clients) res.write(line);
    },
    close() {
      for (const res of clients) res.end();
      clients.clear();
    },
  };
}

/** The `<script>` that reloads the page when the server says so. */
export function renderReloadScript(baseUrl: string, version = 0): string {
  // A hostile base URL cannot close the script.
  const url = scriptJson(baseUrl + EVENTS_PATH);
  const v = JSON.stringify(`v${version}`);
  // Watch mode never uses a service worker; one left by a production build is removed, and the
  // page reloads once so it is no longer served from that worker's caches.
  const unregister = 'const w=navigator.serviceWorker;if(w)w.getRegistrations().then((rs)=>Promise.all(rs.map((r)=>r.unregister()))' +
    '.then((done)=>{if(done.some(Boolean)&&w.controller)location.reload();}));';
  // An update names changed routes; the router swaps data in place and cancels the event, and
  // without a router (or for a page it cannot refresh) the page reloads.
  return `<script data-opdocs-reload>(()=>{${unregister}let v=${v};const s=new EventSource(${url});` +
    `const reload=()=>{s.close();location.reload();};` +
    `s.onmessage=(e)=>{const d=e.data;if(d==='reload')return reload();` +
    `if(d[0]==='u'){const i=d.indexOf(' ');v='v'+d.slice(1,i);` +
    `const ev=new CustomEvent('opdocs:data-changed',{cancelable:true,detail:{paths:JSON.parse(d.slice(i+1))}});` +
    `if(window.dispatchEvent(ev))reload();return;}` +
    `if(d[0]==='v'&&d!==v)reload();};})();</script>`;
}

/** Inserts the reload script before the last `</body>`, or appends it when there is none. */
export function injectReloadScript(html: string, baseUrl: string, version = 0): string {
  const script = renderReloadScript(baseUrl, version);
  const at = html.toLowerCase().lastIndexOf('</body>');
  return at === -1 ? html + script : html.slice(0, at) + script + html.slice(at);
}
