/**
 * A navbar logo or favicon the app icon merely falls back to, when it is no image, costs the
 * site its app icons (a warning at its key), not the build; an offline.icon asked for by name
 * still fails it (app-icon-key.test.ts).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build';
import { loadConfig } from '../../../../cli/config/load-config';
import { formatError } from '../../../../cli/errors';
import { checkedIconSource } from '../../../../cli/output/icon-check';
import { tempDir } from '../../../helpers/fixture-site';
import { pngHeader } from '../../../helpers/png-header';

function site(config: object, files: Record<string, string | Buffer>): string {
  const dir = tempDir('opdocs-icon-check-');
  writeFileSync(join(dir, 'site.config.json'), JSON.stringify({ title: 'T', url: 'https://example.com', ...config }, null, 2));
  for (const [rel, body] of Object.entries({ 'content/docs/intro.md': '# Intro\n', ...files })) {
    mkdirSync(join(dir, rel, '..'), { recursive: true });
    writeFileSync(join(dir, rel), body);
  }
  return dir;
}

const logo = (src: string) => ({ navbar: { logo: { src, alt: 'Home' } } });

test('a navbar logo that is no image gives no icon source and a warning at navbar.logo.src naming the file', async () => {
  const dir = site(logo('img/logo.png'), { 'content/static/img/logo.png': '<html>saved page</html>' });
  const { icon, warning } = checkedIconSource(await loadConfig(dir));
  assert.is(icon, null);
  assert.ok(warning);
  const printed = formatError(warning!.error, dir, 'warning');
  assert.match(printed, /^site\.config\.json:6:14  warning  navbar\.logo\.src: \S+logo\.png is not a PNG/);
  assert.match(printed, 'set "offline.icon"');
});

test('a favicon the icon falls back to is blamed at favicon', async () => {
  const dir = site({ favicon: 'img/fav.png' }, { 'content/static/img/fav.png': 'GIF? no' });
  const { icon, warning } = checkedIconSource(await loadConfig(dir));
  assert.is(icon, null);
  assert.match(formatError(warning!.error, dir, 'warning'), /^site\.config\.json:4:14  warning  favicon: /);
});

test('a logo with an image header is kept, and so is an offline.icon that is no image (its own error comes later)', async () => {
  const good = site(logo('img/logo.png'), { 'content/static/img/logo.png': pngHeader(64) });
  assert.equal(checkedIconSource(await loadConfig(good)), { icon: { rel: 'img/logo.png', kind: 'raster' } });
  const named = site({ offline: { icon: 'img/app.png' } }, { 'content/static/img/app.png': 'text' });
  assert.equal(checkedIconSource(await loadConfig(named)), { icon: { rel: 'img/app.png', kind: 'raster' } });
});

test('a site whose logo is a corrupt PNG builds, with no touch icon link and no icons in its manifest', async () => {
  const dir = site(logo('img/logo.png'), { 'content/static/img/logo.png': 'not a picture' });
  const result = await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  assert.ok(result.warnings.some((w) => /navbar\.logo\.src: .*logo\.png is not a PNG/.test(w.error.message)));
  const page = readFileSync(join(dir, 'build', 'docs', 'intro', 'index.html'), 'utf8');
  assert.match(page, '<link rel="manifest"');
  assert.not.match(page, 'apple-touch-icon');
  assert.equal(JSON.parse(readFileSync(join(dir, 'build', 'manifest.webmanifest'), 'utf8')).icons, []);
  assert.not.ok(existsSync(join(dir, 'build', 'assets', 'icons')));
});

test('a favicon that is not there is a warning, as Docusaurus builds such a site: no icon link, no app icons from it', async () => {
  const dir = site({ favicon: 'img/fav.png' }, { 'content/static/img/other.png': pngHeader(64) });
  const result = await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  assert.equal(result.warnings.map((w) => w.error.message).filter((m) => m.startsWith('favicon')), ['favicon: "img/fav.png" is not a file in content/static, so the pages link no icon']);
  const page = readFileSync(join(dir, 'build', 'docs', 'intro', 'index.html'), 'utf8');
  assert.not.match(page, 'img/fav.png');
  assert.not.match(page, 'apple-touch-icon');
  assert.equal(JSON.parse(readFileSync(join(dir, 'build', 'manifest.webmanifest'), 'utf8')).icons, []);
});

test.run();
