import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { copyFixture } from '../../../helpers/fixture-site.ts';

const Absolute = suite('logo, favicon and social card given as absolute URLs');
let html = '';
let manifest = '';

Absolute.before(async () => {
  const dir = copyFixture('basic', 'build-absolute-images');
  const file = join(dir, 'site.config.json');
  const config = JSON.parse(readFileSync(file, 'utf8'));
  config.navbar.logo = { src: 'https://cdn.example.org/brand/logo.png', srcDark: '//cdn.example.org/brand/logo-dark.png', alt: 'Brand' };
  config.favicon = 'data:image/svg+xml,%3Csvg%2F%3E';
  config.image = 'https://cdn.example.org/brand/card.png';
  writeFileSync(file, JSON.stringify(config));
  // Before the fix this build failed with "image not found: /https://cdn.example.org/…".
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  html = readFileSync(join(dir, 'build', 'docs', 'intro', 'index.html'), 'utf8');
  manifest = readFileSync(join(dir, 'build', 'manifest.webmanifest'), 'utf8');
});

Absolute('the navbar shows both logos from their URLs, unchanged', () => {
  assert.match(html, 'src="https://cdn.example.org/brand/logo.png"');
  assert.match(html, 'src="//cdn.example.org/brand/logo-dark.png"');
});

Absolute('the favicon and og:image are used as written', () => {
  assert.match(html, '<link rel="icon" href="data:image/svg+xml,%3Csvg%2F%3E">');
  assert.match(html, '<meta property="og:image" content="https://cdn.example.org/brand/card.png">');
});

Absolute('no app icon is made from a remote logo', () => {
  assert.equal(JSON.parse(manifest).icons, []);
});

Absolute.run();
