/**
 * A swizzled Layout (`src/theme/Layout`) draws the frame of every page, docs and React pages
 * alike: wrapping the theme's frame, or ejected with the navbar and footer of its own choosing.
 * A React page's own `<Layout title>` draws that frame with its props, once.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { listSwizzled } from '../../../../cli/bundle/swizzled.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Frame = suite('opdocs build: swizzled Layout');

const BASE = {
  'site.config.json': JSON.stringify({ title: 'Ferns', url: 'https://example.org', baseUrl: '/', contentDir: '.', footer: { copyright: 'Fern society' } }),
  'docs/fronds.md': '# Fronds\n\nThey unroll.\n',
  'src/pages/spores.js': [
    "import React from 'react';",
    "import Layout from '@theme/Layout';",
    'export default function Spores() {',
    '  return <Layout title="Spores" wrapperClassName="spore-page"><main className="spores">Tiny</main></Layout>;',
    '}',
  ].join('\n'),
};

/** A wrapper putting a ribbon above the theme's frame, as sites add banners. */
const WRAPPED = {
  ...BASE,
  'src/theme/Layout/index.js': [
    "import React from 'react';",
    "import OriginalLayout from '@theme-original/Layout';",
    'export default function Layout(props) {',
    '  return <><div className="fern-ribbon">New fronds weekly</div><OriginalLayout {...props} /></>;',
    '}',
  ].join('\n'),
};

/** An ejected frame drawing the navbar and footer itself, around a wrapper of its own. */
const EJECTED = {
  ...BASE,
  'src/theme/Layout/index.tsx': [
    "import React, { type ReactNode } from 'react';",
    "import Navbar from '@theme/Navbar';",
    "import Footer from '@theme/Footer';",
    "import Head from '@docusaurus/Head';",
    "import { useLocation } from '@docusaurus/router';",
    'export default function Layout({ children, title, wrapperClassName }: { children: ReactNode; title?: string; wrapperClassName?: string }) {',
    '  const { pathname } = useLocation();',
    '  return <><Head><title>{title ?? ""}</title><meta name="fern-frame" content="yes" /></Head><Navbar /><div className={`fern-frame ${wrapperClassName ?? ""}`} data-path={pathname}>{children}</div><Footer /></>;',
    '}',
  ].join('\n'),
};

let wrapped = '';
let ejected = '';
Frame.before(async () => {
  wrapped = writeSiteFiles('opdocs-swizzled-layout-wrapped', WRAPPED);
  ejected = writeSiteFiles('opdocs-swizzled-layout-ejected', EJECTED);
  await buildSite({ siteDir: wrapped, outDir: 'build', quiet: true });
  await buildSite({ siteDir: ejected, outDir: 'build', quiet: true });
});

const read = (dir: string, rel: string) => readFileSync(join(dir, 'build', rel), 'utf8');
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

Frame('a wrapped Layout adds its markup once above the theme\'s frame, on docs, React pages and the 404 page', () => {
  for (const page of ['docs/fronds/index.html', 'spores/index.html', '404.html']) {
    const html = read(wrapped, page);
    assert.is(count(html, /class="fern-ribbon"/g), 1, page);
    assert.match(html, /<div class="fern-ribbon">New fronds weekly<\/div>.*<nav[^>]*class="navbar/s, page);
    assert.is(count(html, /<nav[^>]*class="navbar[ "]/g), 1, page);
    assert.is(count(html, /<footer\b/g), 1, page);
  }
});

Frame('a React page\'s own <Layout> sets its title and wrapper inside the site\'s frame', () => {
  const html = read(wrapped, 'spores/index.html');
  assert.match(html, /<title>Spores \| Ferns<\/title>/);
  // The page's Layout draws the frame, the site's Layout in it, its wrapperClassName on the main wrapper.
  assert.match(html, '<div id="__docusaurus_skipToContent_fallback" class="main-wrapper spore-page"><main class="spores">Tiny</main></div>');
});

Frame('an ejected Layout draws the frame: its navbar, wrapper and the site\'s footer, and not the theme\'s frame', () => {
  for (const page of ['docs/fronds/index.html', 'spores/index.html']) {
    const html = read(ejected, page);
    assert.is(count(html, /<nav[^>]*class="navbar[ "]/g), 1, page);
    assert.match(html, /<div class="fern-frame [a-z-]*" data-path="\/[a-z/]*">/, page);
    assert.match(html, /<\/div><footer class="footer[^"]*">.*Fern society/s, page);
    assert.is(count(html, /<footer\b/g), 1, page);
    assert.not.match(html, 'main-wrapper', page);
  }
  // The page's <Layout> props reach the site's Layout, as in Docusaurus.
  assert.match(read(ejected, 'spores/index.html'), '<div class="fern-frame spore-page" data-path="/spores"><main class="spores">Tiny</main></div>');
});

Frame('an ejected Layout\'s <Head> adds its tags but leaves each page its own title', () => {
  const doc = read(ejected, 'docs/fronds/index.html');
  assert.match(doc, /<title>Fronds \| Ferns<\/title>/);
  assert.match(doc, /<meta name="fern-frame" content="yes"/);
  assert.match(read(ejected, 'spores/index.html'), /<title>Spores \| Ferns<\/title>/);
});

Frame('the first paint waits for the main wrapper only where the frame draws one', () => {
  assert.match(read(wrapped, 'docs/fronds/index.html'), '<link rel="expect" href="#__docusaurus_skipToContent_fallback" blocking="render">');
  assert.not.match(read(ejected, 'docs/fronds/index.html'), 'rel="expect"');
});

Frame('migrate lists the Layout swizzle as applied', () => {
  assert.equal(listSwizzled(ejected).map((s) => [s.name, s.point]), [['Layout', 'PageLayout']]);
});

Frame.run();
