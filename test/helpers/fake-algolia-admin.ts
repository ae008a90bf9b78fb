/**
 * A local HTTP server that speaks the part of Algolia's REST API `opdocs index --push`
 * uses (settings, batch, operation, task status), records every request, and refuses any
 * key other than the one it was given, as Algolia does (403).
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface FakeAlgolia {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** Starts the server on a free port of 127.0.0.1. */
export async function startFakeAlgoliaAdmin(opts: { appId: string; adminKey: string }): Promise<FakeAlgolia> {
  const requests: RecordedRequest[] = [];
  let nextTask = 100;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const text = Buffer.concat(chunks).toString('utf8');
      requests.push({ method: req.method ?? '', path: url.pathname, query: Object.fromEntries(url.searchParams), headers: req.headers, body: text ? JSON.parse(text) : undefined });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(body));
      };
      if (req.headers['x-algolia-application-id'] !== opts.appId || req.headers['x-algolia-api-key'] !== opts.adminKey) {
        return send(403, { message: 'Invalid Application-ID or API key', status: 403 });
      }
      const m = url.pathname.match(/^\/1\/indexes\/([^/]+)\/(settings|batch|operation|task\/(\d+))$/);
      if (!m) return send(404, { message: 'Not found', status: 404 });
      if (m[3]) return send(200, { status: 'published', pendingTask: false });
      if (m[2] === 'settings' && req.method === 'PUT') return send(200, { taskID: nextTask++, updatedAt: '2026-01-01T00:00:00.000Z' });
      if (m[2] === 'batch' && req.method === 'POST') {
        const body = JSON.parse(text) as { requests: { body: { objectID: string } }[] };
        return send(200, { taskID: nextTask++, objectIDs: body.requests.map((r) => r.body.objectID) });
      }
      if (m[2] === 'operation' && req.method === 'POST') return send(200, { taskID: nextTask++, updatedAt: '2026-01-01T00:00:00.000Z' });
      return send(405, { message: 'Method not allowed', status: 405 });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
