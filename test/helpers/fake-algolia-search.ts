/**
 * A local HTTP server speaking the part of Algolia's search REST API the lite client uses
 * (POST /1/indexes/{*}/queries), so the Algolia provider is tested with no account. It records
 * every request (path, query parameters, headers, JSON body) for tests to assert, and answers
 * each query of a request with the hits `answer(query)` returns.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server saw it. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: { requests: Record<string, unknown>[] };
}

/** A running fake. */
export interface FakeAlgolia {
  origin: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** Hits for one query; `page`/`hitsPerPage` come from that query's params. */
export type Answer = (query: string) => Record<string, unknown>[];

/** Starts the fake on an ephemeral port of 127.0.0.1. */
export async function startFakeAlgolia(answer: Answer): Promise<FakeAlgolia> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      res.setHeader('access-control-allow-origin', '*');
      if (req.method === 'OPTIONS') {
        res.setHeader('access-control-allow-headers', '*');
        res.end();
        return;
      }
      const text = Buffer.concat(chunks).toString('utf8');
      const body = text ? JSON.parse(text) as RecordedRequest['body'] : { requests: [] };
      requests.push({ method: req.method ?? '', path: decodeURIComponent(url.pathname), query: Object.fromEntries(url.searchParams), headers: req.headers, body });
      if (req.method !== 'POST' || url.pathname !== '/1/indexes/*/queries') {
        res.statusCode = 404;
        res.end(JSON.stringify({ message: 'not found', status: 404 }));
        return;
      }
      const results = body.requests.map((params) => {
        const all = answer(String(params.query ?? ''));
        const perPage = Number(params.hitsPerPage ?? 20);
        const page = Number(params.page ?? 0);
        return {
          hits: perPage === 0 ? [] : all.slice(page * perPage, (page + 1) * perPage),
          nbHits: all.length, page, nbPages: perPage === 0 ? 0 : Math.ceil(all.length / perPage), hitsPerPage: perPage,
          query: params.query, params: '', processingTimeMS: 1, queryID: 'fake-query-id', index: params.indexName,
        };
      });
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.end(JSON.stringify({ results }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
