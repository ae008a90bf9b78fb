import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { computePrecacheManifest, describeFile, isPrecachable } from '../../../../cli/output/precache-manifest';

const Precache = suite('precache manifest');
let dir: string;

const FILES: Record<string, string> = {
  'index.html': '<html>home</html>',
  '__data.json': '{"page":"home"}',
  'docs/intro/index.html': '<html>intro</html>',
  'docs/intro/__data.json': '{"page":"doc"}',
  '404.html': 'nf',
  'offline.html': 'off',
  'manifest.webmanifest': '{}',
  'sw.js': 'old worker',
  'sitemap.xml': '<urlset/>',
  'assets/client-AB12CD34.js': 'js',
  'assets/client-EF56GH78.css': 'css',
  'assets/font-QW12ER34.woff2': 'font',
  'assets/data/sidebar-main-0a1b2c3d4e.json': '[]',
  'assets/search/index-9f8e7d6c5b.json': '{}',
  'assets/images/photo-1a2b3c4d5e.webp': 'big image',
  'img/logo.png': 'png',
};

Precache.before(() => {
  dir = mkdtempSync(join(tmpdir(), 'opdocs-precache-'));
  for (const [rel, body] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), body);
  }
});
Precache.after(() => rmSync(dir, { recursive: true, force: true }));

const sha = (s: string) => createHash('sha1').update(s).digest('hex').slice(0, 12);

Precache('"all": the shell plus every route data file; HTML, images, static files and sw.js are left out', async () => {
  const m = await computePrecacheManifest(dir, { baseUrl: '/base/', mode: 'all', maxBytes: 0 });
  assert.is(m.mode, 'all');
  assert.equal(m.entries.map((e) => e.url).sort(), [
    '/base/404.html', '/base/__data.json',
    '/base/assets/client-AB12CD34.js', '/base/assets/client-EF56GH78.css',
    '/base/assets/data/sidebar-main-0a1b2c3d4e.json', '/base/assets/font-QW12ER34.woff2',
    '/base/assets/search/index-9f8e7d6c5b.json', '/base/docs/intro/__data.json',
    '/base/manifest.webmanifest', '/base/offline.html',
  ]);
  assert.is(m.bytes, m.entries.reduce((n, e) => n + e.bytes, 0));
});

Precache('hashed names need no revision; other files carry their content hash', async () => {
  const m = await computePrecacheManifest(dir, { baseUrl: '/', mode: 'all', maxBytes: 0 });
  const rev = (url: string) => m.entries.find((e) => e.url === url)?.revision;
  assert.is(rev('/assets/client-AB12CD34.js'), null);
  assert.is(rev('/docs/intro/__data.json'), sha('{"page":"doc"}'));
  assert.is(rev('/offline.html'), sha('off'));
});

Precache('"auto" takes every page while it fits the limit, else only the shell ("visited")', async () => {
  const fits = await computePrecacheManifest(dir, { baseUrl: '/', mode: 'auto', maxBytes: 1e6 });
  assert.is(fits.mode, 'all');
  const tooBig = await computePrecacheManifest(dir, { baseUrl: '/', mode: 'auto', maxBytes: fits.bytes - 1 });
  assert.is(tooBig.mode, 'visited');
  assert.not.ok(tooBig.entries.some((e) => e.url.endsWith('__data.json')), 'no route data');
  assert.ok(tooBig.entries.some((e) => e.url === '/offline.html'), 'the offline page is always there');
  const visited = await computePrecacheManifest(dir, { baseUrl: '/', mode: 'visited', maxBytes: 1e9 });
  assert.is(visited.mode, 'visited');
});

Precache('"auto" sizes the route data to decide, and reads it only when it goes into the list', async () => {
  const site = mkdtempSync(join(tmpdir(), 'opdocs-precache-sized-'));
  writeFileSync(join(site, 'offline.html'), 'off');
  // A data file that cannot be read (here a folder of that name) fails only a list that takes it.
  mkdirSync(join(site, 'docs', '__data.json'), { recursive: true });
  const dataFiles = ['docs/__data.json'];
  const tooBig = await computePrecacheManifest(site, { baseUrl: '/', mode: 'auto', maxBytes: 3, dataFiles });
  assert.is(tooBig.mode, 'visited');
  assert.equal(tooBig.entries.map((e) => e.url), ['/offline.html']);
  await computePrecacheManifest(site, { baseUrl: '/', mode: 'auto', maxBytes: 1e9, dataFiles }).then(() => assert.unreachable('read'), (err) => assert.is(err.code, 'EISDIR'));
  rmSync(site, { recursive: true, force: true });
});

Precache('files the build describes while writing them are not read back; the others are', async () => {
  const data = '{"page":"doc"}';
  assert.equal(describeFile(data), { bytes: data.length, revision: sha(data) });
  // A description that differs from the file shows which source the list took.
  const known = new Map([['docs/intro/__data.json', { bytes: 7, revision: 'from-memory' }], ['assets/client-EF56GH78.css', { bytes: 99, revision: 'unused' }]]);
  const m = await computePrecacheManifest(dir, { baseUrl: '/', mode: 'all', maxBytes: 0, known });
  const entry = (url: string) => m.entries.find((e) => e.url === url);
  assert.equal(entry('/docs/intro/__data.json'), { url: '/docs/intro/__data.json', revision: 'from-memory', bytes: 7 });
  assert.equal(entry('/__data.json'), { url: '/__data.json', revision: sha('{"page":"home"}'), bytes: 15 });
  assert.is(entry('/assets/client-AB12CD34.js')?.bytes, 2, 'a hashed asset\'s size comes from the disk');
  assert.equal(entry('/assets/client-EF56GH78.css'), { url: '/assets/client-EF56GH78.css', revision: null, bytes: 99 }, 'or from memory, with no revision');
});

Precache('a search index over the limit is left to be cached as it is read; a small one is precached whole', async () => {
  const big = mkdtempSync(join(tmpdir(), 'opdocs-precache-big-'));
  const part = 'x'.repeat(400_000);
  for (const name of ['w-a1b2c3d4e5.json', 'w-b2c3d4e5f6.json', 'r-c3d4e5f6a7.json', 'r-d4e5f6a7b8.json']) {
    mkdirSync(join(big, 'assets', 'search'), { recursive: true });
    writeFileSync(join(big, 'assets', 'search', name), part);
  }
  writeFileSync(join(big, 'assets', 'client-AB12CD34.js'), 'js');
  const large = await computePrecacheManifest(big, { baseUrl: '/', mode: 'visited', maxBytes: 1e9 });
  assert.equal(large.entries.map((e) => e.url), ['/assets/client-AB12CD34.js']);
  rmSync(join(big, 'assets', 'search', 'r-c3d4e5f6a7.json'));
  rmSync(join(big, 'assets', 'search', 'r-d4e5f6a7b8.json'));
  const small = await computePrecacheManifest(big, { baseUrl: '/', mode: 'visited', maxBytes: 1e9 });
  assert.is(small.entries.filter((e) => e.url.startsWith('/assets/search/')).length, 2);
  rmSync(big, { recursive: true, force: true });
});

Precache('given the route data files, the list is the same as from walking every folder', async () => {
  const walked = await computePrecacheManifest(dir, { baseUrl: '/', mode: 'all', maxBytes: 0 });
  const told = await computePrecacheManifest(dir, { baseUrl: '/', mode: 'all', maxBytes: 0, dataFiles: ['docs/intro/__data.json', '__data.json'] });
  assert.equal(told, walked);
  // Only the named data files count: a folder the build did not write a route into is not listed.
  const one = await computePrecacheManifest(dir, { baseUrl: '/', mode: 'all', maxBytes: 0, dataFiles: ['__data.json'] });
  assert.equal(one.entries.filter((e) => e.url.endsWith('__data.json')).map((e) => e.url), ['/__data.json']);
  assert.ok(one.entries.some((e) => e.url === '/assets/data/sidebar-main-0a1b2c3d4e.json'), 'assets/ is still listed');
});

Precache('only the shell and route data count as precachable', () => {
  assert.equal(Object.keys(FILES).filter(isPrecachable).sort(), [
    '404.html', '__data.json', 'assets/client-AB12CD34.js', 'assets/client-EF56GH78.css', 'assets/data/sidebar-main-0a1b2c3d4e.json',
    'assets/font-QW12ER34.woff2', 'assets/search/index-9f8e7d6c5b.json', 'docs/intro/__data.json', 'manifest.webmanifest', 'offline.html',
  ]);
});

Precache('a base URL that is no route (a redirect page, no home data) is precached as HTML; a home page route is not', async () => {
  const redirect = mkdtempSync(join(tmpdir(), 'opdocs-precache-home-'));
  try {
    for (const [rel, body] of Object.entries({ 'index.html': '<meta http-equiv="refresh">', 'docs/intro/__data.json': '{}', 'offline.html': 'off' })) {
      mkdirSync(dirname(join(redirect, rel)), { recursive: true });
      writeFileSync(join(redirect, rel), body);
    }
    for (const mode of ['all', 'visited'] as const) {
      const m = await computePrecacheManifest(redirect, { baseUrl: '/lib/', mode, maxBytes: 0, dataFiles: ['docs/intro/__data.json'] });
      assert.ok(m.entries.some((e) => e.url === '/lib/index.html'), mode);
      assert.is(m.entries.find((e) => e.url === '/lib/index.html')!.revision, sha('<meta http-equiv="refresh">'));
    }
  } finally {
    rmSync(redirect, { recursive: true, force: true });
  }
  const routed = await computePrecacheManifest(dir, { baseUrl: '/', mode: 'all', maxBytes: 0 });
  assert.not.ok(routed.entries.some((e) => e.url === '/index.html'));
});

Precache.run();
