/**
 * Requests a browser never sends but a proxy or a probing client does, written byte for byte on
 * a socket: each gets an HTTP answer, never a silently dropped connection.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { connect } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStaticServer, type StaticServer } from '../../../../cli/serve/static-server.js';

interface Ctx { tmp: string; server: StaticServer; port: number }

const Raw = suite<Ctx>('raw requests to the static server');

/** Writes `text` and collects everything the server sends until it closes the connection. */
function exchange(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let out = '';
    socket.on('data', (chunk) => { out += chunk.toString('latin1'); });
    socket.on('end', () => resolve(out));
    socket.on('error', reject);
    socket.write(text);
  });
}

Raw.before(async (ctx) => {
  ctx.tmp = mkdtempSync(join(tmpdir(), 'opdocs-raw-'));
  writeFileSync(join(ctx.tmp, 'secret'), 'OUTSIDE');
  const site = join(ctx.tmp, 'build');
  mkdirSync(site);
  writeFileSync(join(site, 'index.html'), '<html><body>Home page</body></html>');
  writeFileSync(join(site, 'guide.html'), '<html><body>Guide page</body></html>');
  ctx.server = createStaticServer({ dir: site, baseUrl: '/base/', port: 0, host: '127.0.0.1' });
  ctx.port = (await ctx.server.listen()).port;
});

Raw.after(async (ctx) => {
  await ctx.server.close();
  rmSync(ctx.tmp, { recursive: true, force: true });
});

Raw('a request target in absolute form is served as its path', async (ctx) => {
  const reply = await exchange(ctx.port, 'GET http://docs.example.com/base/guide HTTP/1.1\r\nHost: docs.example.com\r\nConnection: close\r\n\r\n');
  assert.match(reply, /^HTTP\/1\.1 200 OK\r\n/);
  assert.match(reply, 'Guide page');
});

Raw('an absolute-form target that climbs out of the folder gets the 404 page, not the file', async (ctx) => {
  const reply = await exchange(ctx.port, 'GET http://h/base/%2e%2e/%2e%2e/secret HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n');
  assert.match(reply, /^HTTP\/1\.1 404 /);
  assert.not.match(reply, 'OUTSIDE');
});

Raw('CONNECT is refused with 405 and an Allow header, and the server answers the next request', async (ctx) => {
  const reply = await exchange(ctx.port, 'CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n');
  assert.match(reply, /^HTTP\/1\.1 405 Method Not Allowed\r\n/);
  assert.match(reply, 'Allow: GET, HEAD\r\n');
  const next = await exchange(ctx.port, 'GET /base/ HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n');
  assert.match(next, 'Home page');
});

Raw.run();
