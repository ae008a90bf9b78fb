/**
 * `@import "~pkg/…"` and `url("~pkg/…")` in a site's stylesheet, webpack's way of naming a
 * package, resolve as the package name without the `~`.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { cssTildeImports } from '../../../../cli/bundle/css-tilde-imports.ts';
import { buildSite } from '../../../../cli/commands/build.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const PACKAGE = {
  'node_modules/@kites/fonts/package.json': JSON.stringify({ name: '@kites/fonts', version: '1.0.0' }),
  'node_modules/@kites/fonts/index.css': '@font-face { font-family: Kite; src: url("./files/kite.woff2") format("woff2"); }\n',
  'node_modules/@kites/fonts/files/kite.woff2': 'not really a font',
};

test('esbuild resolves ~-prefixed imports and urls of a stylesheet as package names', async () => {
  const dir = writeSiteFiles('opdocs-tilde-', {
    ...PACKAGE,
    'src/css/custom.css': '@import "~@kites/fonts/index.css";\n.logo { background: url("~@kites/fonts/files/kite.woff2"); }\n',
  });
  const out = await build({
    entryPoints: [join(dir, 'src/css/custom.css')], bundle: true, write: false, logLevel: 'silent', outdir: join(dir, 'out'),
    loader: { '.woff2': 'file' }, plugins: [cssTildeImports()],
  });
  const css = out.outputFiles.find((f) => f.path.endsWith('.css'))!.text;
  assert.match(css, 'font-family: Kite');
  assert.is(out.outputFiles.filter((f) => f.path.endsWith('.woff2')).length, 1, 'the font, once');
  assert.not.match(css, '~@kites');
});

test('a site whose customCss imports a package with ~ builds, with the package\'s rules in its stylesheet', async () => {
  const site = writeSiteFiles('opdocs-tilde-site-', {
    ...PACKAGE,
    'site.config.json': JSON.stringify({ title: 'Kites', url: 'https://example.org', baseUrl: '/', contentDir: '.', customCss: ['src/css/custom.css'] }),
    'docs/intro.md': '# Intro\n\nUp.\n',
    'src/css/custom.css': '@import "~@kites/fonts/index.css";\n',
  });
  await buildSite({ siteDir: site, outDir: 'build', quiet: true });
  const assets = readdirSync(join(site, 'build', 'assets'));
  const css = assets.filter((name) => name.endsWith('.css')).map((name) => readFileSync(join(site, 'build', 'assets', name), 'utf8')).join('\n');
  assert.match(css, 'font-family:Kite');
  assert.ok(assets.some((name) => name.endsWith('.woff2')), assets.join());
});

test('~/ (a home folder, not a package) is left to fail as a missing file', async () => {
  const dir = writeSiteFiles('opdocs-tilde-home-', { 'a.css': '@import "~/b.css";\n' });
  const failed = await build({ entryPoints: [join(dir, 'a.css')], bundle: true, write: false, logLevel: 'silent', plugins: [cssTildeImports()] }).then(() => null, (err: { errors: { text: string }[] }) => err);
  assert.ok(failed && failed.errors[0].text.includes('~/b.css'), String(failed?.errors[0]?.text));
});

test.run();
