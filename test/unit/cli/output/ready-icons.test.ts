/**
 * A site's own app icons (offline.icons): listed in the manifest as they are, never resized, and
 * checked against their files with errors at the config key that is wrong.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build';
import { loadConfig } from '../../../../cli/config/load-config';
import { formatError, OpdocsErrors } from '../../../../cli/errors';
import { checkedIconSource } from '../../../../cli/output/icon-check';
import { touchIcon } from '../../../../cli/output/web-manifest';
import { writeSiteFiles } from '../../../helpers/site-files';
import { pngHeader as png } from '../../../helpers/png-header';

function site(offline: object, files: Record<string, string | Buffer>): string {
  return writeSiteFiles('opdocs-ready-icons-', {
    'site.config.json': JSON.stringify({ title: 'Ready', url: 'https://example.com', baseUrl: '/r/', offline }, null, 2),
    'content/docs/intro.md': '# Intro\n',
    ...files,
  });
}

const three = [
  { src: 'img/i-192.png', sizes: '192x192' },
  { src: '/img/i-512.png', sizes: '512x512' },
  { src: 'img/mask.png', sizes: '512x512', purpose: 'maskable' },
];
const threeFiles = { 'content/static/img/i-192.png': png(192), 'content/static/img/i-512.png': png(512), 'content/static/img/mask.png': png(512) };

async function problems(offline: object, files: Record<string, string | Buffer>): Promise<string[]> {
  const dir = site(offline, files);
  const { errors = [], warning } = checkedIconSource(await loadConfig(dir));
  return [...errors.map((e) => formatError(e, dir)), ...(warning ? [formatError(warning.error, dir, 'warning')] : [])];
}

test('a build lists the site\'s icons in the manifest as they are, links the 192 one for iOS and makes none of its own', async () => {
  const dir = site({ icons: three }, threeFiles);
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const manifest = JSON.parse(readFileSync(join(dir, 'build', 'manifest.webmanifest'), 'utf8'));
  assert.equal(manifest.icons, [
    { src: '/r/img/i-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/r/img/i-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/r/img/mask.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ]);
  assert.match(readFileSync(join(dir, 'build', 'docs', 'intro', 'index.html'), 'utf8'), '<link rel="apple-touch-icon" href="/r/img/i-192.png">');
  assert.ok(existsSync(join(dir, 'build', 'img', 'mask.png')));
  assert.not.ok(existsSync(join(dir, 'build', 'assets', 'icons')));
});

test('a file name with a space is a URL with %20 in the manifest and the touch icon link', async () => {
  const dir = site({ icons: [{ src: 'img/app icon.png', sizes: '192x192' }] }, { 'content/static/img/app icon.png': png(192) });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  assert.is(JSON.parse(readFileSync(join(dir, 'build', 'manifest.webmanifest'), 'utf8')).icons[0].src, '/r/img/app%20icon.png');
  assert.match(readFileSync(join(dir, 'build', 'docs', 'intro', 'index.html'), 'utf8'), '<link rel="apple-touch-icon" href="/r/img/app%20icon.png">');
  assert.ok(existsSync(join(dir, 'build', 'img', 'app icon.png')));
});

test('icons kept under static/assets/icons/ with opdocs\' own names are the site\'s to publish when it lists them', async () => {
  const dir = site({ icons: [{ src: 'assets/icons/icon-192.png', sizes: '192x192' }] }, { 'content/static/assets/icons/icon-192.png': png(192) });
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  assert.equal(readFileSync(join(dir, 'build', 'assets', 'icons', 'icon-192.png')), png(192));
});

test('a wrong size is an error at its "sizes" that gives the right value; a missing or non-square file one at its "src"', async () => {
  const wrongSize = await problems({ icons: [{ src: 'img/a.png', sizes: '512x512' }] }, { 'content/static/img/a.png': png(180) });
  assert.equal(wrongSize.length, 1);
  assert.match(wrongSize[0], /^site\.config\.json:9:18  error  offline\.icons\[0\]\.sizes: img\/a\.png is 180×180 pixels, not 512x512/);
  assert.match(wrongSize[0], 'write "sizes": "180x180"');
  const missing = await problems({ icons: [{ src: 'img/gone.png', sizes: '192x192' }] }, {});
  assert.match(missing[0], /^site\.config\.json:8:16  error  offline\.icons\[0\]\.src: no static folder holds img\/gone\.png/);
  const wide = await problems({ icons: [{ src: 'img/w.png', sizes: '300x200' }] }, { 'content/static/img/w.png': png(300, 200) });
  assert.match(wide[0], 'img/w.png is 300×200; app icons are square');
  const text = await problems({ icons: [{ src: 'img/t.png', sizes: '192x192' }] }, { 'content/static/img/t.png': 'a saved web page' });
  assert.match(text[0], 'img/t.png has no image header a browser can read');
  const typed = await problems({ icons: [{ src: 'img/a.png', sizes: '180x180', type: 'image/webp' }] }, { 'content/static/img/a.png': png(180) });
  assert.match(typed[0], /offline\.icons\[0\]\.type: img\/a\.png is image\/png by its name, not image\/webp/);
  assert.equal(await problems({ icons: [{ src: 'img/a.png', sizes: '180x180', type: 'image/png' }] }, { 'content/static/img/a.png': png(180) }), []);
  const outside = await problems({ icons: [{ src: '../site.config.json', sizes: '192x192' }] }, {});
  assert.match(outside[0], 'no static folder holds ../site.config.json');
});

test('offline.icon beside offline.icons is an error at offline.icon; a malformed size fails the config with its rule', async () => {
  const both = await problems({ icon: 'img/i-192.png', icons: three }, threeFiles);
  assert.equal(both.length, 1);
  assert.match(both[0], /offline\.icon and offline\.icons are both set/);
  assert.match(both[0], 'remove one of them');
  const dir = site({ icons: [{ src: 'img/i-192.png', sizes: '192' }] }, threeFiles);
  const failed = await loadConfig(dir).then(() => null, (e: unknown) => e);
  assert.ok(failed instanceof OpdocsErrors);
  assert.match(formatError(failed.errors[0], dir), 'write the pixel size as "192x192"');
});

test('icons too small to install, or only maskable ones, build with a warning; an SVG for any purpose is enough', async () => {
  const small = await problems({ icons: [{ src: 'img/s.png', sizes: '96x96' }, { src: 'img/m.png', sizes: '512x512', purpose: 'maskable' }] },
    { 'content/static/img/s.png': png(96), 'content/static/img/m.png': png(512) });
  assert.equal(small.length, 1);
  assert.match(small[0], /warning  offline\.icons: no icon for any purpose of 144 px or more/);
  assert.equal(await problems({ icons: [{ src: 'img/logo.svg', sizes: 'any' }] }, { 'content/static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' }), []);
  const dir = site({ icons: [{ src: 'img/s.png', sizes: '96x96' }] }, { 'content/static/img/s.png': png(96) });
  const built = await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  assert.ok(built.warnings.some((w) => w.error.message.startsWith('offline.icons: no icon')));
});

test('a build with a wrong icon fails naming it, and leaves the previous output as it was', async () => {
  const dir = site({ icons: three }, threeFiles);
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  const before = readFileSync(join(dir, 'build', 'manifest.webmanifest'), 'utf8');
  writeFileSync(join(dir, 'content/static/img/i-512.png'), png(500));
  const failed = await buildSite({ siteDir: dir, outDir: 'build', quiet: true }).then(() => null, (e: unknown) => e);
  assert.ok(failed instanceof OpdocsErrors);
  assert.match(failed.errors.map((e) => e.message).join('\n'), 'offline.icons[1].sizes: img/i-512.png is 500×500 pixels, not 512x512');
  assert.is(readFileSync(join(dir, 'build', 'manifest.webmanifest'), 'utf8'), before);
});

test('serve --watch builds with a wrong icon and shows what a build would refuse as a warning', async () => {
  const dir = site({ icons: [{ src: 'img/i-192.png', sizes: '512x512' }] }, threeFiles);
  const built = await buildSite({ siteDir: dir, outDir: 'build', quiet: true, dev: true });
  assert.equal(built.warnings.map((w) => w.error.message).filter((m) => m.startsWith('offline.icons')), ['offline.icons[0].sizes: img/i-192.png is 192×192 pixels, not 512x512']);
  assert.ok(existsSync(join(dir, 'build', 'docs', 'intro', 'index.html')));
});

test('the touch icon is the smallest raster icon of 180 px or more for any purpose, else the largest', () => {
  const icon = (sizes: string, purpose: 'any' | 'maskable' | 'monochrome' = 'any') => ({ src: sizes, sizes, purpose });
  assert.is(touchIcon([icon('512x512'), icon('192x192'), icon('180x180', 'maskable'), icon('184x184', 'monochrome')])?.sizes, '192x192');
  assert.is(touchIcon([icon('96x96'), icon('128x128')])?.sizes, '128x128');
  assert.is(touchIcon([icon('any')]), undefined);
});

test.run();
