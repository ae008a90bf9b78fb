/**
 * A large file (a video or download in static/) sent from the disk in pieces. Read whole, each
 * request held the file in memory: a browser playing a 1 GB video asks for many byte ranges,
 * and each range read all of it (and a file over 2 GiB could not be read at all).
 */
import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { byteRange, matchesEtag } from './send-body.js';

/** Files at least this large are streamed, never compressed or kept in memory. */
export const STREAM_FROM_BYTES = 8 * 1024 * 1024;

/** Sends `file` (of `size` bytes) with `headers`, honouring If-None-Match, Range and HEAD. */
export function sendFileStream(req: IncomingMessage, res: ServerResponse, file: string, size: number, headers: Record<string, string>, etag: string): Promise<void> {
  const out: Record<string, string> = { ...headers, ETag: etag, 'Accept-Ranges': 'bytes' };
  if (matchesEtag(req.headers['if-none-match'], etag)) {
    res.writeHead(304, out);
    res.end();
    return Promise.resolve();
  }
  const range = req.headers['if-range'] === undefined ? byteRange(req.headers.range, size) : null;
  if (range === 'unsatisfiable') {
    res.writeHead(416, { ...out, 'Content-Range': `bytes */${size}`, 'Content-Length': '0' });
    res.end();
    return Promise.resolve();
  }
  const [start, end] = range ? [range.start, range.end] : [0, size - 1];
  if (range) out['Content-Range'] = `bytes ${start}-${end}/${size}`;
  out['Content-Length'] = String(size === 0 ? 0 : end - start + 1);
  res.writeHead(range ? 206 : 200, out);
  if (req.method === 'HEAD' || size === 0) {
    res.end();
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const stream = createReadStream(file, { start, end });
    // The file may be replaced or removed by a rebuild mid-send: end this response, not the server.
    stream.on('error', () => res.destroy());
    res.on('close', () => {
      stream.destroy();
      resolve();
    });
    stream.pipe(res);
  });
}
