/**
 * A file past STREAM_FROM_BYTES (a video in static/) is sent from the disk in pieces: each byte
 * range a player asks for reads only that range, HEAD and If-None-Match send no body.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStaticServer } from '../../../../cli/serve/static-server.js';
import { STREAM_FROM_BYTES } from '../../../../cli/serve/send-file-stream.js';

function send(port: number, path: string, method = 'GET', headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('a large file is answered whole, by byte range, to HEAD and to If-None-Match, as a small one is', async () => {
  const tmp = mkdtempSync(join(tmpdir(), 'opdocs-stream-'));
  const size = STREAM_FROM_BYTES + 1000;
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = i % 251;
  mkdirSync(join(tmp, 'media'));
  writeFileSync(join(tmp, 'media/clip.mp4'), bytes);
  const server = createStaticServer({ dir: tmp, baseUrl: '/', port: 0, host: '127.0.0.1' });
  const { port } = await server.listen();
  try {
    const whole = await send(port, '/media/clip.mp4', 'GET', { 'Accept-Encoding': 'gzip' });
    assert.equal([whole.status, whole.headers['content-length'], whole.headers['accept-ranges'], whole.headers['content-type']], [200, String(size), 'bytes', 'video/mp4']);
    assert.ok(whole.body.equals(bytes));
    const part = await send(port, '/media/clip.mp4', 'GET', { Range: `bytes=${size - 10}-` });
    assert.equal([part.status, part.headers['content-range'], part.headers['content-length']], [206, `bytes ${size - 10}-${size - 1}/${size}`, '10']);
    assert.ok(part.body.equals(bytes.subarray(size - 10)));
    const head = await send(port, '/media/clip.mp4', 'HEAD');
    assert.equal([head.status, head.headers['content-length'], head.body.length], [200, String(size), 0]);
    const unchanged = await send(port, '/media/clip.mp4', 'GET', { 'If-None-Match': String(whole.headers.etag) });
    assert.equal([unchanged.status, unchanged.body.length], [304, 0]);
    const past = await send(port, '/media/clip.mp4', 'GET', { Range: `bytes=${size}-` });
    assert.equal([past.status, past.headers['content-range']], [416, `bytes */${size}`]);
  } finally {
    await server.close();
    rmSync(tmp, { recursive: true, force: true });
  }
});

test.run();
