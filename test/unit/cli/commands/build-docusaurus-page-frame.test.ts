/**
 * A Docusaurus page (src/pages) is framed by its own `<Layout>`, as in Docusaurus: one without
 * it is drawn bare (a landing page with its own header gets no second navbar), `noFooter` and
 * `wrapperClassName` apply, `@theme/Footer` draws the footer where no frame does, and opdocs'
 * own pages stay framed by the theme.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const page = (body: string, imports = "import Layout from '@theme/Layout';") =>
  ["import React from 'react';", imports, `export default function Page() { return ${body}; }`].join('\n');

const CONFIG = { title: 'Kites', url: 'https://example.org', contentDir: '.', navbar: { title: 'Kite club' }, footer: { copyright: 'Kite club footer' } };

const dir = writeSiteFiles('opdocs-page-frame-', {
  'site.config.json': JSON.stringify(CONFIG),
  'docs/fly.md': '# Flying\n\nHold the line.\n',
  'src/pages/landing.js': page('<header className="own-header">Our own header</header>', ''),
  'src/pages/framed.js': page('<Layout title="Framed" wrapperClassName="kite-wrap"><p>Inside the frame</p></Layout>'),
  'src/pages/no-footer.js': page('<Layout noFooter><p>No footer here</p></Layout>'),
  'src/pages/own-footer.js': page('<main><p>Bare with a footer</p><Footer /></main>', "import Footer from '@theme/Footer';"),
  'src/pages/twice.js': page('<Layout><Layout><p>Nested</p></Layout></Layout>'),
});
await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
const html = (route: string) => readFileSync(join(dir, 'build', route, 'index.html'), 'utf8');
const count = (text: string, needle: string) => text.split(needle).length - 1;
const NAVBAR = '<nav aria-label="Main"';
const FOOTER = '<footer class="footer';

test('a page without <Layout> is drawn bare: no navbar, skip link or footer of the theme', () => {
  const landing = html('landing');
  assert.match(landing, '<header class="own-header">Our own header</header>');
  assert.is(count(landing, NAVBAR), 0);
  assert.is(count(landing, FOOTER), 0);
  assert.not.match(landing, 'Skip to main content');
});

test('a page with <Layout> gets the frame once, its wrapperClassName on the main wrapper', () => {
  const framed = html('framed');
  assert.is(count(framed, NAVBAR), 1);
  assert.is(count(framed, FOOTER), 1);
  assert.match(framed, /<div id="__docusaurus_skipToContent_fallback" class="main-wrapper kite-wrap">/);
  assert.match(framed, '<title>Framed | Kites</title>');
  assert.is(count(html('twice'), NAVBAR), 1, 'a Layout inside a Layout draws no second frame');
});

test('<Layout noFooter> leaves the footer out; @theme/Footer in a bare page draws it', () => {
  const noFooter = html('no-footer');
  assert.is(count(noFooter, NAVBAR), 1);
  assert.is(count(noFooter, FOOTER), 0);
  const own = html('own-footer');
  assert.is(count(own, NAVBAR), 0);
  assert.is(count(own, FOOTER), 1);
});

test('docs and the 404 page keep the theme\'s frame', () => {
  assert.is(count(html('docs/fly'), NAVBAR), 1);
  assert.is(count(readFileSync(join(dir, 'build', '404.html'), 'utf8'), NAVBAR), 1);
});

test.run();
