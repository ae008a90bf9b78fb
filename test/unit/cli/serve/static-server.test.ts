import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createStaticServer, type StaticServer } from '../../../../cli/serve/static-server.js';
import { asUserErrors } from '../../../../cli/errors.js';

const BASE = '/typesense-operator-docs/';

interface Reply { status: number; headers: IncomingHttpHeaders; body: string; raw: Buffer }

/** Sends the path byte for byte (no URL normalisation), as an attacker's client would. */
function send(port: number, path: string, init: { method?: string; headers?: Record<string, string> } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: raw.toString('utf8'), raw });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

function write(root: string, rel: string, text: string): void {
  mkdirSync(dirname(join(root, rel)), { recursive: true });
  writeFileSync(join(root, rel), text);
}

interface Ctx { tmp: string; site: string; server: StaticServer; port: number; dev: StaticServer; devPort: number }

const Server = suite<Ctx>('static-server');

Server.before(async (ctx) => {
  ctx.tmp = mkdtempSync(join(tmpdir(), 'opdocs-serve-'));
  ctx.site = join(ctx.tmp, 'build');
  write(ctx.tmp, 'secret', 'TOP SECRET OUTSIDE');
  write(ctx.tmp, 'package.json', '{"secret":"OUTSIDE PACKAGE"}');
  write(ctx.site, 'index.html', '<html><body><h1>Home page</h1></body></html>');
  write(ctx.site, 'docs/faq/index.html', '<html><body><h1>FAQ page</h1></body></html>');
  write(ctx.site, 'about.html', '<html><body>About page</body></html>');
  write(ctx.site, '404.html', '<html><body><h1>Page Not Found</h1></body></html>');
  write(ctx.site, 'assets/client-AB12CD34.js', 'console.log("client");');
  write(ctx.site, 'assets/plain.js', 'console.log("plain");');
  write(ctx.site, 'assets/style-X9Y8Z7W6.css', 'body{color:red}');
  write(ctx.site, 'docs/faq/__data.json', '{"title":"FAQ"}');
  write(ctx.site, 'sw.js', 'self.addEventListener("fetch",()=>{});');
  write(ctx.site, 'blog/rss.xml', '<rss></rss>');
  write(ctx.site, 'img/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  write(ctx.site, 'img/photo.png', 'png');
  write(ctx.site, 'img/photo.webp', 'webp');
  write(ctx.site, 'fonts/mono.woff2', 'font');
  write(ctx.site, 'robots.txt', 'User-agent: *');
  write(ctx.site, 'manifest.webmanifest', '{}');
  write(ctx.site, 'big.js', `/* ${'x'.repeat(5000)} */`);
  write(ctx.site, 'media/clip.mp4', '0123456789abcdefghij');
  symlinkSync(join(ctx.tmp, 'secret'), join(ctx.site, 'linked-secret'));
  symlinkSync(ctx.tmp, join(ctx.site, 'linked-dir'));
  ctx.server = createStaticServer({ dir: ctx.site, baseUrl: BASE, port: 0, host: '127.0.0.1' });
  ctx.port = (await ctx.server.listen()).port;
  ctx.dev = createStaticServer({ dir: ctx.site, baseUrl: BASE, port: 0, host: '127.0.0.1', dev: true });
  ctx.devPort = (await ctx.dev.listen()).port;
});

Server.after(async (ctx) => {
  await ctx.server.close();
  await ctx.dev.close();
  rmSync(ctx.tmp, { recursive: true, force: true });
});

Server('listen reports a URL on the loopback address that includes the base URL', async () => {
  const server = createStaticServer({ dir: tmpdir(), baseUrl: '/x/', port: 0, host: '127.0.0.1' });
  const { url, port } = await server.listen();
  await server.close();
  assert.ok(port > 0);
  assert.is(url, `http://127.0.0.1:${port}/x/`);
});

Server('redirects / and the base without its slash to the base URL', async (ctx) => {
  const root = await send(ctx.port, '/');
  assert.is(root.status, 302);
  assert.is(root.headers.location, BASE);
  const bare = await send(ctx.port, '/typesense-operator-docs?q=1');
  assert.is(bare.status, 302);
  assert.is(bare.headers.location, `${BASE}?q=1`);
});

Server('answers paths outside the base URL with the 404 page', async (ctx) => {
  const res = await send(ctx.port, '/elsewhere/index.html');
  assert.is(res.status, 404);
  assert.match(res.body, 'Page Not Found');
});

Server('serves index.html for the base, for folders and for folder paths without a slash', async (ctx) => {
  assert.match((await send(ctx.port, BASE)).body, 'Home page');
  const slash = await send(ctx.port, `${BASE}docs/faq/`);
  assert.is(slash.status, 200);
  assert.match(slash.body, 'FAQ page');
  const bare = await send(ctx.port, `${BASE}docs/faq?x=1`);
  assert.is(bare.status, 200);
  assert.match(bare.body, 'FAQ page');
});

Server('falls back to P.html when neither P nor P/index.html exists', async (ctx) => {
  const res = await send(ctx.port, `${BASE}about`);
  assert.is(res.status, 200);
  assert.match(res.body, 'About page');
});

Server('answers a missing page with status 404 and the body of 404.html', async (ctx) => {
  const res = await send(ctx.port, `${BASE}docs/nope`);
  assert.is(res.status, 404);
  assert.is(res.headers['content-type'], 'text/html; charset=utf-8');
  assert.match(res.body, '<h1>Page Not Found</h1>');
});

Server('a missing page under another locale gets that locale\'s 404 page', async (ctx) => {
  write(ctx.site, 'fr/__opdocs.json', '{}');
  write(ctx.site, 'fr/404.html', '<html lang="fr"><body><h1>Page introuvable</h1></body></html>');
  write(ctx.site, 'assets/404.html', '<h1>not a site</h1>');
  const fr = await send(ctx.port, `${BASE}fr/docs/nope?x=1`);
  assert.is(fr.status, 404);
  assert.match(fr.body, 'Page introuvable');
  // A folder that is no site of its own (no __opdocs.json) and paths that climb get the root's.
  assert.match((await send(ctx.port, `${BASE}assets/nope`)).body, '<h1>Page Not Found</h1>');
  assert.match((await send(ctx.port, `${BASE}../fr/nope`)).body, '<h1>Page Not Found</h1>');
});

Server('sends the content type that matches each file extension', async (ctx) => {
  const expected: Record<string, string> = {
    '': 'text/html; charset=utf-8',
    'assets/client-AB12CD34.js': 'text/javascript; charset=utf-8',
    'assets/style-X9Y8Z7W6.css': 'text/css; charset=utf-8',
    'docs/faq/__data.json': 'application/json; charset=utf-8',
    'blog/rss.xml': 'application/xml; charset=utf-8',
    'img/logo.svg': 'image/svg+xml',
    'img/photo.png': 'image/png',
    'img/photo.webp': 'image/webp',
    'fonts/mono.woff2': 'font/woff2',
    'robots.txt': 'text/plain; charset=utf-8',
    'manifest.webmanifest': 'application/manifest+json; charset=utf-8',
  };
  for (const [rel, type] of Object.entries(expected)) {
    const res = await send(ctx.port, BASE + rel);
    assert.is(res.status, 200, rel);
    assert.is(res.headers['content-type'], type, rel);
  }
});

Server('marks only hashed files under assets/ as immutable', async (ctx) => {
  const immutable = 'public, max-age=31536000, immutable';
  assert.is((await send(ctx.port, `${BASE}assets/client-AB12CD34.js`)).headers['cache-control'], immutable);
  assert.is((await send(ctx.port, `${BASE}assets/style-X9Y8Z7W6.css`)).headers['cache-control'], immutable);
  for (const rel of ['assets/plain.js', '', 'docs/faq/__data.json', 'sw.js', 'img/logo.svg']) {
    const res = await send(ctx.port, BASE + rel);
    assert.is(res.headers['cache-control'], 'no-cache', rel);
  }
});

Server('never caches anything in dev mode', async (ctx) => {
  for (const rel of ['assets/client-AB12CD34.js', '', 'sw.js']) {
    assert.is((await send(ctx.devPort, BASE + rel)).headers['cache-control'], 'no-store', rel);
  }
});

Server('never returns a file from outside the served folder', async (ctx) => {
  const attempts = [
    `${BASE}../package.json`,
    `${BASE}../secret`,
    `${BASE}%2e%2e/secret`,
    `${BASE}%2E%2E/package.json`,
    `${BASE}..%2fsecret`,
    `${BASE}docs%2f..%2f..%2fsecret`,
    `${BASE}..%5csecret`,
    `${BASE}..\\secret`,
    `${BASE}secret%00.html`,
    `${BASE}linked-secret`,
    `${BASE}linked-dir/secret`,
    `${BASE}linked-dir/package.json`,
    '/../secret',
  ];
  for (const path of attempts) {
    const res = await send(ctx.port, path);
    assert.not.ok(res.body.includes('OUTSIDE'), path);
    assert.ok(res.status === 404 || res.status === 400, `${path} → ${res.status}`);
  }
});

Server('answers malformed percent-encoding with 400', async (ctx) => {
  assert.is((await send(ctx.port, `${BASE}%E0%A4%A`)).status, 400);
});

Server('answers HEAD with the headers of GET and no body', async (ctx) => {
  const get = await send(ctx.port, `${BASE}docs/faq/`);
  const head = await send(ctx.port, `${BASE}docs/faq/`, { method: 'HEAD' });
  assert.is(head.status, 200);
  assert.is(head.body, '');
  assert.is(head.headers['content-type'], 'text/html; charset=utf-8');
  assert.is(head.headers['content-length'], String(Buffer.byteLength(get.body)));
});

Server('refuses other methods with 405 and an Allow header', async (ctx) => {
  for (const method of ['POST', 'PUT', 'DELETE']) {
    const res = await send(ctx.port, BASE, { method });
    assert.is(res.status, 405, method);
    assert.is(res.headers.allow, 'GET, HEAD');
  }
});

Server('answers a matching If-None-Match with 304 and no body', async (ctx) => {
  const first = await send(ctx.port, `${BASE}docs/faq/`);
  const etag = first.headers.etag;
  assert.type(etag, 'string');
  const again = await send(ctx.port, `${BASE}docs/faq/`, { headers: { 'If-None-Match': etag! } });
  assert.is(again.status, 304);
  assert.is(again.body, '');
});

Server('answers one byte range of a file with 206, an impossible one with 416, and sends the whole file for the rest', async (ctx) => {
  const clip = `${BASE}media/clip.mp4`;
  const whole = await send(ctx.port, clip);
  assert.is(whole.headers['accept-ranges'], 'bytes', 'a player learns it may seek');
  const part = (range: string, extra: Record<string, string> = {}, method = 'GET') => send(ctx.port, clip, { method, headers: { Range: range, ...extra } });
  for (const [range, body, span] of [['bytes=2-5', '2345', '2-5'], ['bytes=15-', 'fghij', '15-19'], ['bytes=-3', 'hij', '17-19'], ['bytes=18-999', 'ij', '18-19'], ['bytes=-50', '0123456789abcdefghij', '0-19']]) {
    const res = await part(range);
    assert.equal([res.status, res.body, res.headers['content-range'], res.headers['content-length']], [206, body, `bytes ${span}/20`, String(body.length)], range);
  }
  const head = await part('bytes=2-5', {}, 'HEAD');
  assert.equal([head.status, head.body, head.headers['content-length']], [206, '', '4']);
  for (const range of ['bytes=20-', 'bytes=99999999999999999999-', 'bytes=-0']) {
    const res = await part(range);
    assert.equal([res.status, res.headers['content-range'], res.body], [416, 'bytes */20', ''], range);
  }
  // Malformed, several ranges, other units, or a validator the server cannot check: the whole file.
  for (const [range, extra] of [['bytes=5-2', {}], ['bytes=0-1,4-5', {}], ['items=0-1', {}], ['bytes=-', {}], ['bytes=0-1', { 'If-Range': whole.headers.etag! }]] as const) {
    const res = await part(range, extra);
    assert.equal([res.status, res.body], [200, '0123456789abcdefghij'], `${range} ${JSON.stringify(extra)}`);
  }
  const zipped = await send(ctx.port, `${BASE}big.js`, { headers: { Range: 'bytes=0-9', 'Accept-Encoding': 'gzip' } });
  assert.equal([zipped.status, zipped.headers['accept-ranges']], [200, undefined], 'a compressed body is sent whole');
  const missing = await send(ctx.port, `${BASE}media/none.mp4`, { headers: { Range: 'bytes=0-1' } });
  assert.is(missing.status, 404);
});

Server('gzips compressible files when the client accepts gzip only', async (ctx) => {
  const res = await send(ctx.port, `${BASE}big.js`, { headers: { 'Accept-Encoding': 'gzip' } });
  assert.is(res.headers['content-encoding'], 'gzip');
  assert.is(res.headers.vary, 'Accept-Encoding');
  assert.match(gunzipSync(res.raw).toString('utf8'), 'xxxxx');
  const plain = await send(ctx.port, `${BASE}big.js`);
  assert.is(plain.headers['content-encoding'], undefined);
});

Server('leaves HTML untouched outside dev mode', async (ctx) => {
  const res = await send(ctx.port, BASE);
  assert.not.match(res.body, 'EventSource');
});

Server('injects the live-reload script before </body> in dev mode', async (ctx) => {
  const res = await send(ctx.devPort, `${BASE}docs/faq/`);
  assert.match(res.body, /<h1>FAQ page<\/h1><script data-opdocs-reload>.*EventSource\("\/typesense-operator-docs\/__opdocs\/events"\).*<\/script><\/body>/);
  const missing = await send(ctx.devPort, `${BASE}nope`);
  assert.is(missing.status, 404);
  assert.match(missing.body, 'EventSource');
  const js = await send(ctx.devPort, `${BASE}assets/plain.js`);
  assert.is(js.body, 'console.log("plain");');
});

Server('sends reload over the event stream when broadcastReload is called', async (ctx) => {
  const received = await new Promise<{ type: string | undefined; text: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: ctx.devPort, path: `${BASE}__opdocs/events` }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        if (text.includes(': connected') && !text.includes('data:')) ctx.dev.broadcastReload();
        if (text.includes('data: reload\n\n')) {
          resolve({ type: res.headers['content-type'], text });
          req.destroy();
        }
      });
    });
    req.on('error', reject);
    req.end();
  });
  assert.is(received.type, 'text/event-stream; charset=utf-8');
  assert.match(received.text, 'data: reload');
});

Server('shows the escaped build error on every HTML request until it is cleared', async (ctx) => {
  ctx.dev.setBuildError('content/docs/faq.md:4:18  error  bad <tag> & "quote"');
  try {
    for (const path of [BASE, `${BASE}docs/faq/`, `${BASE}nope`]) {
      const res = await send(ctx.devPort, path);
      assert.is(res.status, 500, path);
      assert.match(res.body, 'content/docs/faq.md:4:18  error  bad &lt;tag&gt; &amp; &quot;quote&quot;');
      assert.not.match(res.body, '<tag>');
      assert.match(res.body, 'EventSource');
    }
    const asset = await send(ctx.devPort, `${BASE}assets/plain.js`);
    assert.is(asset.status, 200);
  } finally {
    ctx.dev.setBuildError(null);
  }
  const cleared = await send(ctx.devPort, `${BASE}docs/faq/`);
  assert.is(cleared.status, 200);
  assert.match(cleared.body, 'FAQ page');
});

Server('moves to a new base URL when told to', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'opdocs-base-'));
  write(dir, 'index.html', '<body>root</body>');
  const server = createStaticServer({ dir, baseUrl: '/', port: 0, host: '127.0.0.1' });
  const { port } = await server.listen();
  try {
    assert.is((await send(port, '/')).status, 200);
    server.setBaseUrl('/docs/');
    assert.is((await send(port, '/')).status, 302);
    assert.match((await send(port, '/docs/')).body, 'root');
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

Server('a host that is not an address of this machine, or one that does not resolve, fails with what to pass instead', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'opdocs-host-'));
  const refusal = async (host: string, port: number) => {
    const server = createStaticServer({ dir, baseUrl: '/', port, host });
    try {
      await server.listen();
    } catch (err) {
      return asUserErrors(err)?.map((e) => [e.message, e.hint]) ?? [String(err)];
    } finally {
      await server.close();
    }
    return ['listened'];
  };
  try {
    const hint = 'give one of its addresses with `--host`, e.g. --host 127.0.0.1 (or 0.0.0.0 for every network)';
    // 192.0.2.1 is reserved for documentation: never an address of the machine running the tests.
    assert.equal(await refusal('192.0.2.1', 0), [['192.0.2.1 is not an address of this machine', hint]]);
    const unknown = await refusal('no-such-host.invalid', 0);
    assert.equal(unknown, [['cannot find the host no-such-host.invalid', 'give an address of this machine with `--host`, e.g. --host 127.0.0.1 (or 0.0.0.0 for every network)']]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

Server.run();
