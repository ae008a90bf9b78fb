/**
 * Footer parts swizzled without Footer (`src/theme/Footer/LinkItem`, `Footer/Layout`, `Footer/Logo`,
 * `Footer/Copyright`): opdocs' footer is then drawn from Docusaurus' parts, the site's among them.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { listSwizzled } from '../../../../cli/bundle/swizzled.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Parts = suite('opdocs build: footer parts swizzled alone');

const CONFIG = {
  title: 'Reeds', url: 'https://example.org', baseUrl: '/reeds/', contentDir: '.',
  footer: {
    style: 'light',
    links: [{ title: 'Marsh', items: [{ label: 'Herons', to: '/docs/heron' }, { label: 'Tide table', href: 'https://tides.example.org' }] }],
    copyright: 'Marsh trust',
    logo: { src: '/img/reed.svg', alt: 'Reed logo' },
  },
};
const BASE = { 'site.config.json': JSON.stringify(CONFIG), 'docs/heron.md': '# Herons\n\nThey wade.\n', 'static/img/reed.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' };

/** A LinkItem wrapping the original, a Copyright ejected, a Logo reading Docusaurus' logo prop. */
const SOME = {
  ...BASE,
  'src/theme/Footer/LinkItem/index.js': [
    "import React from 'react';",
    "import LinkItem from '@theme-original/Footer/LinkItem';",
    'export default function LinkItemWrapper(props) {',
    '  return <span className="reed-item" data-label={props.item.label}><LinkItem {...props} /></span>;',
    '}',
  ].join('\n'),
  'src/theme/Footer/Copyright/index.js': "import React from 'react';\nexport default function Copyright({ copyright }) { return <p className=\"reed-copyright\">Since 1901, {copyright}</p>; }\n",
  'src/theme/Footer/Logo/index.tsx': [
    "import React from 'react';",
    "import useBaseUrl from '@docusaurus/useBaseUrl';",
    'export default function Logo({ logo }: { logo: { src: string; alt: string } }) {',
    '  return <img className="reed-logo" src={useBaseUrl(logo.src)} alt={logo.alt} />;',
    '}',
  ].join('\n'),
};

/** A Layout of the site's own: the frame around the parts opdocs draws. */
const LAYOUT = {
  ...BASE,
  'src/theme/Footer/Layout/index.js': [
    "import React from 'react';",
    'export default function FooterLayout({ style, links, logo, copyright }) {',
    '  return <footer className={`reed-footer reed-footer--${style}`}><div className="reed-links">{links}</div><div className="reed-bottom">{logo}{copyright}</div></footer>;',
    '}',
  ].join('\n'),
};

let some = '';
let layout = '';
Parts.before(async () => {
  some = writeSiteFiles('opdocs-swizzled-footer-some', SOME);
  layout = writeSiteFiles('opdocs-swizzled-footer-layout', LAYOUT);
  await buildSite({ siteDir: some, outDir: 'build', quiet: true });
  await buildSite({ siteDir: layout, outDir: 'build', quiet: true });
});

const read = (dir: string, rel: string) => readFileSync(join(dir, 'build', rel), 'utf8');

Parts('a wrapped Footer/LinkItem draws every footer link around the original link', () => {
  const html = read(some, 'docs/heron/index.html');
  assert.match(html, /<span class="reed-item" data-label="Herons"><a[^>]*class="footer__link-item"[^>]*href="\/reeds\/docs\/heron"[^>]*>Herons<\/a><\/span>/);
  assert.match(html, /<span class="reed-item" data-label="Tide table"><a[^>]*href="https:\/\/tides\.example\.org"/);
  assert.match(html, /<div class="footer__title">Marsh<\/div>/);
});

Parts('an ejected Footer/Copyright and Footer/Logo take the theme\'s places in the footer\'s bottom row', () => {
  const html = read(some, 'docs/heron/index.html');
  assert.match(html, /<div class="footer__bottom"><div class="footer__logo-row"><img class="reed-logo" src="\/reeds\/img\/reed.svg" alt="Reed logo"\/><\/div><p class="reed-copyright">Since 1901, <!-- -->Marsh trust<\/p><\/div>/);
  assert.is(html.match(/<footer\b/g)?.length, 1);
});

Parts('every page gets the footer drawn from the parts, the 404 page too', () => {
  for (const page of ['docs/heron/index.html', '404.html']) {
    const html = read(some, page);
    assert.match(html, 'class="reed-copyright"', page);
  }
});

Parts('an ejected Footer/Layout frames the theme\'s links, logo and copyright', () => {
  const html = read(layout, 'docs/heron/index.html');
  assert.match(html, /<footer class="reed-footer reed-footer--light"><div class="reed-links"><div class="row footer__links">.*Herons.*<\/div><div class="reed-bottom"><img src="\/reeds\/img\/reed.svg" alt="Reed logo" class="footer__logo[^"]*"\/>.*<div class="footer__copyright">Marsh trust<\/div><\/div><\/footer>/s);
  assert.not.match(html, 'class="footer footer--');
});

Parts('migrate\'s list shows each swizzled footer part as applied', () => {
  const points = Object.fromEntries(listSwizzled(some).map((s) => [s.name, s.point]));
  assert.equal(points, { 'Footer/Copyright': 'FooterCopyright', 'Footer/LinkItem': 'FooterLinkItem', 'Footer/Logo': 'FooterLogo' });
});

Parts.run();
