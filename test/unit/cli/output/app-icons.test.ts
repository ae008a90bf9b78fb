import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { parseConfig } from '../../../../cli/config/load-config';
import { renderAppIcons } from '../../../../cli/output/app-icons';
import { OpdocsError } from '../../../../cli/errors';

const sharp = createRequire(import.meta.url)('sharp') as typeof import('sharp').default;
const Icons = suite('app icons');

let dir = '';
Icons.before.each(() => {
  dir = mkdtempSync(join(tmpdir(), 'opdocs-icons-'));
});
Icons.after.each(() => rmSync(dir, { recursive: true, force: true }));

const config = parseConfig(JSON.stringify({ title: 'Icons', url: 'https://example.com', baseUrl: '/' }), '/site/site.config.json', {});

/** A 300×200 logo: a solid red block on a transparent canvas, wider than tall like most logos. */
async function writeLogo(file: string) {
  const red = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 220, g: 20, b: 20, alpha: 1 } } }).png().toBuffer();
  writeFileSync(file, red);
}

const pixel = async (file: string, x: number, y: number) => {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return [...data.subarray(at, at + 4)];
};

Icons('makes square PNGs of 192 and 512, and a maskable 512 whose logo keeps to the safe centre on the background colour', async () => {
  const logo = join(dir, 'logo.png');
  await writeLogo(logo);
  const out = await renderAppIcons({ config, sourceFile: logo, cacheDir: join(dir, 'cache') });
  assert.equal(readdirSync(out).sort(), ['icon-192.png', 'icon-512.png', 'icon-maskable-512.png']);
  for (const [name, size] of [['icon-192.png', 192], ['icon-512.png', 512], ['icon-maskable-512.png', 512]] as const) {
    const meta = await sharp(join(out, name)).metadata();
    assert.is(meta.format, 'png', name);
    assert.is(meta.width, size, name);
    assert.is(meta.height, size, name);
  }
  const plain = join(out, 'icon-512.png');
  // Letterboxed, not stretched: the band above the logo stays transparent.
  assert.is((await pixel(plain, 256, 40))[3], 0);
  const [r, g, b] = await pixel(plain, 256, 256);
  assert.ok(r > 200 && g < 60 && b < 60, `centre is the logo's red, got ${r},${g},${b}`);
  const maskable = join(out, 'icon-maskable-512.png');
  // Outside the central 70 % (a 358 px square) is the opaque background; the logo is inside it.
  assert.equal(await pixel(maskable, 20, 256), [255, 255, 255, 255]);
  assert.equal(await pixel(maskable, 256, 20), [255, 255, 255, 255]);
  const [mr, mg, mb, ma] = await pixel(maskable, 256, 256);
  assert.ok(mr > 200 && mg < 60 && mb < 60 && ma === 255, `maskable centre is the logo's red, got ${mr},${mg},${mb},${ma}`);
  // The 3:2 logo scaled into the 358 px square is 239 px tall: letterboxed there too.
  assert.equal(await pixel(maskable, 256, 256 - 130), [255, 255, 255, 255]);
  assert.ok((await pixel(maskable, 256 - 170, 256))[1] < 60, 'the logo spans the safe square across');
});

Icons('a second build with the same source reuses the cached icons', async () => {
  const logo = join(dir, 'logo.png');
  await writeLogo(logo);
  const cacheDir = join(dir, 'cache');
  const first = await renderAppIcons({ config, sourceFile: logo, cacheDir });
  const second = await renderAppIcons({ config, sourceFile: logo, cacheDir });
  assert.is(second, first);
  assert.equal(readdirSync(cacheDir), [first.slice(cacheDir.length + 1)]);
});

Icons('a file that is not an image is an error naming it and the key to set', async () => {
  const bad = join(dir, 'logo.png');
  writeFileSync(bad, 'not a picture');
  const err = await renderAppIcons({ config, sourceFile: bad, cacheDir: join(dir, 'cache') }).then(() => null, (e: OpdocsError) => e);
  assert.ok(err instanceof OpdocsError, 'rejects with a user error');
  assert.match(err.message, /logo\.png is not an image sharp can read/);
  assert.match(String(err.hint), /offline\.icon/);
  // Nothing half-made is left in the cache.
  assert.equal(readdirSync(join(dir, 'cache')), []);
});

Icons.run();
