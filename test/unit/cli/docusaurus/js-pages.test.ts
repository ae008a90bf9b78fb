import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import fg from 'fast-glob';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { asUserErrors, formatErrors } from '../../../../cli/errors.ts';
import { copyFixture } from '../../../helpers/fixture-site.ts';

const Pages = suite('Docusaurus React pages in .js and .ts files, with the site\'s own React installed');
let dir = '';
const page = (route: string) => readFileSync(join(dir, 'build', route, 'index.html'), 'utf8');

/** A package that fails to load: bundling it instead of opdocs' React fails the build. */
function writeDecoyPackage(name: string, files: string[]): void {
  const pkg = join(dir, 'node_modules', name);
  mkdirSync(pkg, { recursive: true });
  writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name, version: '18.0.0', main: 'index.js' }));
  for (const file of files) writeFileSync(join(pkg, file), `throw new Error('the site\\'s own ${name} was bundled');\n`);
}

Pages.before(async () => {
  dir = copyFixture('docusaurus-js-pages');
  writeDecoyPackage('react', ['index.js', 'jsx-runtime.js', 'jsx-dev-runtime.js']);
  writeDecoyPackage('react-dom', ['index.js', 'client.js', 'server.js']);
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true }).catch((e) => assert.unreachable(formatErrors(asUserErrors(e) ?? [e], dir)));
});

Pages('a .js page with JSX, and the .js component it imports, render with opdocs\' React', () => {
  const html = page('');
  assert.match(html, '<h3>Bright</h3><p>Every wick stays <!-- -->lit<!-- -->.</p>');
  assert.match(html, '<a href="/lanterns/docs/intro">Start reading</a>');
  assert.match(html, '<title>Home | Lanterns</title>');
});

Pages('a .ts page is a React page too', () => {
  assert.match(page('route'), '<p id="route">North by the river</p>');
});

Pages('a .tsx page without a React import builds under a tsconfig with "jsx": "react" (JSX compiles with the automatic runtime, as in Docusaurus)', () => {
  assert.match(page('wicks'), '<p id="wicks">Our wicks: <span class="wick-badge">Cotton</span></p>');
});

Pages('JSX in an MDX export and expression builds under that tsconfig too', () => {
  const html = page('docs/wicks');
  assert.match(html, '<span class="wick-badge">New</span>');
  assert.match(html, /<ul class="wick-sizes">\s*<opdocs-island[^>]*><li>small<\/li><li>large<\/li><\/opdocs-island>/);
});

Pages('@theme/Mermaid shows the diagram source as a mermaid code block', () => {
  assert.match(page(''), 'data-language="mermaid"');
  assert.match(page(''), 'wick --&gt; flame');
});

Pages('the browser bundle holds both pages, so they hydrate', () => {
  const assets = join(dir, 'build', 'assets');
  const code = fg.sync('*.js', { cwd: assets }).map((f) => readFileSync(join(assets, f), 'utf8')).join('\n');
  assert.match(code, 'Every wick stays');
  assert.match(code, 'North by the river');
  assert.not.match(code, 'own react was bundled');
});

Pages('url(/…) in the site\'s CSS points at the static file under the base URL', () => {
  const assets = join(dir, 'build', 'assets');
  const css = fg.sync('*.css', { cwd: assets }).map((f) => readFileSync(join(assets, f), 'utf8')).join('\n');
  assert.match(css, 'url(/lanterns/img/glow.svg)');
  assert.ok(readFileSync(join(dir, 'build', 'img', 'glow.svg'), 'utf8').startsWith('<svg'));
});

Pages('url(/src/…) in the site\'s CSS, in no static folder, is the site\'s file, bundled with a hashed name', () => {
  const assets = join(dir, 'build', 'assets');
  const css = fg.sync('*.css', { cwd: assets }).map((f) => readFileSync(join(assets, f), 'utf8')).join('\n');
  const url = /url\("?(\/lanterns\/assets\/lantern-[\w-]+\.woff2)"?\)/.exec(css)?.[1];
  assert.ok(url, 'the font URL points into the assets');
  assert.is(readFileSync(join(dir, 'build', url!.slice('/lanterns/'.length)), 'utf8'), 'wOF2 stand-in bytes for a test font');
});

Pages('a static _headers file is the site\'s own when opdocs writes none (no csp)', () => {
  assert.is(readFileSync(join(dir, 'build', '_headers'), 'utf8'), '/*\n  X-Robots-Tag: noindex\n');
});

Pages.run();
