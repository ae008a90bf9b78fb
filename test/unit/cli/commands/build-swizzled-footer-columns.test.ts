/**
 * The footer's two link layouts swizzled alone (`Footer/Links/MultiColumn`, `Footer/Links/Simple`):
 * opdocs' footer is drawn from Docusaurus' parts, and the site's layout draws the links it gets.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { listSwizzled } from '../../../../cli/bundle/swizzled.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Columns = suite('opdocs build: footer link layouts swizzled alone');

const site = (links: unknown[], files: Record<string, string>) => ({
  'site.config.json': JSON.stringify({ title: 'Reeds', url: 'https://example.org', baseUrl: '/', contentDir: '.', footer: { style: 'dark', links, copyright: 'Marsh trust' } }),
  'docs/heron.md': '# Herons\n\nThey wade.\n',
  ...files,
});

const MULTI = site([{ title: 'Marsh', items: [{ label: 'Herons', to: '/docs/heron' }, { html: '<b class="reed-html">Tides</b>' }] }], {
  'src/theme/Footer/Links/MultiColumn/index.js': [
    "import React from 'react';",
    "import LinkItem from '@theme/Footer/LinkItem';",
    'export default function MultiColumn({ columns }) {',
    '  return <nav className="reed-columns" aria-label="Footer">{columns.map((column, i) => (',
    '    <section key={i} className="reed-column"><h2>{column.title}</h2><ul>{column.items.map((item, j) => (',
    '      item.html ? <li key={j} dangerouslySetInnerHTML={{ __html: item.html }} /> : <li key={j}><LinkItem item={item} /></li>',
    '    ))}</ul></section>))}</nav>;',
    '}',
  ].join('\n'),
});

const SIMPLE = site([{ label: 'Herons', to: '/docs/heron' }, { label: 'Tides', href: 'https://tides.example.org' }], {
  'src/theme/Footer/Links/Simple/index.js': [
    "import React from 'react';",
    "import Simple from '@theme-original/Footer/Links/Simple';",
    'export default function SimpleWrapper(props) {',
    '  return <div className="reed-row" data-count={props.links.length}><Simple {...props} /></div>;',
    '}',
  ].join('\n'),
});

let multi = '';
let simple = '';
Columns.before(async () => {
  multi = writeSiteFiles('opdocs-swizzled-footer-multi', MULTI);
  simple = writeSiteFiles('opdocs-swizzled-footer-simple', SIMPLE);
  await buildSite({ siteDir: multi, outDir: 'build', quiet: true });
  await buildSite({ siteDir: simple, outDir: 'build', quiet: true });
});

const footer = (dir: string) => /<footer\b[\s\S]*<\/footer>/.exec(readFileSync(join(dir, 'build', 'docs', 'heron', 'index.html'), 'utf8'))?.[0] ?? '';

Columns('an ejected MultiColumn draws the footer\'s columns, each link through the theme\'s LinkItem', () => {
  const html = footer(multi);
  assert.match(html, /<nav class="reed-columns" aria-label="Footer"><section class="reed-column"><h2>Marsh<\/h2><ul><li><a[^>]*class="footer__link-item"[^>]*href="\/docs\/heron"[^>]*>Herons<\/a><\/li><li><b class="reed-html">Tides<\/b><\/li><\/ul><\/section><\/nav>/);
  assert.match(html, 'Marsh trust');
  assert.not.match(html, 'footer__col');
});

Columns('a wrapped Simple draws its markup around the theme\'s one row of links', () => {
  const html = footer(simple);
  assert.match(html, /<div class="reed-row" data-count="2"><ul class="footer__links footer__row-list clean-list"><li class="footer__row-item"><a[^>]*>Herons<\/a><\/li>/);
  assert.match(html, /<span class="footer__link-separator" aria-hidden="true">·<\/span><a[^>]*href="https:\/\/tides\.example\.org"/);
});

Columns('both are listed as applied, in their places', () => {
  assert.equal(listSwizzled(multi).map((s) => [s.name, s.point]), [['Footer/Links/MultiColumn', 'FooterLinksMultiColumn']]);
  assert.equal(listSwizzled(simple).map((s) => [s.name, s.point]), [['Footer/Links/Simple', 'FooterLinksSimple']]);
});

Columns.run();
