/**
 * Writes one response body with the HTTP niceties a static server owes: conditional requests
 * (ETag → 304), gzip/brotli for text when the client accepts it, one byte range of an
 * uncompressed body (Safari plays a video only from a server that answers ranges), and HEAD
 * without a body.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller bodies cost more to compress than they save on a local connection. */
const MIN_COMPRESS_BYTES = 1024;
const CACHE_LIMIT = 256;

/** One response to write. */
export interface BodyResponse {
  status: number;
  body: Buffer;
  headers: Record<string, string>;
  /** Validator for 304s; only set when the body is exactly the file on disk. */
  etag?: string;
  compressible?: boolean;
  /** Identifies this exact body (file path + ETag) so its compressed form can be reused. */
  cacheKey?: string;
}

type Encoding = 'br' | 'gzip';

/** Compressed bodies keyed by encoding + cache key, so a file is compressed once per version. */
const compressedCache = new Map<string, Buffer>();

/** Sends `response` to `res`, honouring If-None-Match, Accept-Encoding and HEAD. */
export async function sendBody(req: IncomingMessage, res: ServerResponse, response: BodyResponse): Promise<void> {
  const headers: Record<string, string> = { ...response.headers };
  if (response.etag) {
    headers.ETag = response.etag;
    if (response.status === 200 && matchesEtag(req.headers['if-none-match'], response.etag)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
  }
  let body = response.body;
  if (response.compressible) {
    headers.Vary = 'Accept-Encoding';
    const encoding = body.length >= MIN_COMPRESS_BYTES ? pickEncoding(req.headers['accept-encoding']) : undefined;
    if (encoding) {
      body = await compress(body, encoding, response.cacheKey);
      headers['Content-Encoding'] = encoding;
    }
  }
  if (response.status === 200 && !headers['Content-Encoding']) {
    headers['Accept-Ranges'] = 'bytes';
    // A resumed download sends If-Range with the validator it holds; a weak ETag (ours) or a
    // date cannot vouch for the bytes being the same, so the whole body is sent instead.
    const range = req.headers['if-range'] === undefined ? byteRange(req.headers.range, body.length) : null;
    if (range === 'unsatisfiable') {
      res.writeHead(416, { ...headers, 'Content-Range': `bytes */${body.length}`, 'Content-Length': '0' });
      res.end();
      return;
    }
    if (range) {
      headers['Content-Range'] = `bytes ${range.start}-${range.end}/${body.length}`;
      headers['Content-Length'] = String(range.end - range.start + 1);
      res.writeHead(206, headers);
      res.end(req.method === 'HEAD' ? undefined : body.subarray(range.start, range.end + 1));
      return;
    }
  }
  headers['Content-Length'] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The one byte range a `Range` header asks of a body of `size` bytes (inclusive ends), or null
 * to send the whole body: no header, a form this server does not answer (several ranges, other
 * units) or one that is malformed, which HTTP says to ignore.
 */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const m = header ? /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    // "-500": the last 500 bytes.
    const suffix = Number(m[2]);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const last = m[2] === '' ? Infinity : Number(m[2]);
  if (last < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(last, size - 1) };
}

/** Builds a weak ETag from a file's size and modification time. */
export function createEtag(size: number, mtimeMs: number): string {
  return `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;
}

export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
}

/** Prefers brotli, then gzip; an encoding with `q=0` is refused. */
export function pickEncoding(header: string | string[] | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Set<string>();
  for (const part of String(header).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

async function compress(body: Buffer, encoding: Encoding, cacheKey: string | undefined): Promise<Buffer> {
  const key = cacheKey ? `${encoding}:${cacheKey}` : undefined;
  const cached = key ? compressedCache.get(key) : undefined;
  if (cached) return cached;
  // Quality 5 keeps on-the-fly brotli fast; the default (11) takes far too long per request.
  const out = encoding === 'br'
    ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : await gzipAsync(body);
  if (key) {
    if (compressedCache.size >= CACHE_LIMIT) compressedCache.clear();
    compressedCache.set(key, out);
  }
  return out;
}
