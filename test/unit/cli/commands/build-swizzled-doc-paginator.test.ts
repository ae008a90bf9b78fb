/**
 * A site's own DocItem/Layout drawing its own DocItem/Paginator, which hands
 * `useDoc().metadata.previous`/`next` to `@theme/DocPaginator`, and a card of its own drawn
 * with `@theme/PaginatorNavLink`: both as the theme's doc paginator draws them.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { listSwizzled } from '../../../../cli/bundle/swizzled.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Pager = suite('opdocs build: @theme/DocPaginator and @theme/PaginatorNavLink in a site\'s own doc layout');

const SITE = {
  'site.config.json': JSON.stringify({ title: 'Ibis', url: 'https://example.org', baseUrl: '/ibis/', contentDir: '.' }),
  'docs/one.md': '---\nsidebar_position: 1\n---\n# Beaks\n\nCurved.\n',
  'docs/two.md': '---\nsidebar_position: 2\n---\n# Flocks\n\nMany.\n',
  'docs/three.md': '---\nsidebar_position: 3\n---\n# Roosts\n\nTrees.\n',
  'src/theme/DocItem/Layout/index.js': [
    "import React from 'react';",
    "import DocItemContent from '@theme/DocItem/Content';",
    "import DocItemPaginator from '@theme/DocItem/Paginator';",
    "import PaginatorNavLink from '@theme/PaginatorNavLink';",
    'export default function Layout({ children }) {',
    '  return <div className="ibis-layout"><DocItemContent>{children}</DocItemContent><DocItemPaginator />',
    '    <div className="ibis-extra"><PaginatorNavLink permalink="/ibis/docs/three" title="Roosts" subLabel="Skip ahead" isNext /></div></div>;',
    '}',
  ].join('\n'),
  'src/theme/DocItem/Paginator/index.js': [
    "import React from 'react';",
    "import { useDoc } from '@docusaurus/plugin-content-docs/client';",
    "import DocPaginator from '@theme/DocPaginator';",
    'export default function DocItemPaginator() {',
    '  const { metadata } = useDoc();',
    '  return <DocPaginator previous={metadata.previous} next={metadata.next} />;',
    '}',
  ].join('\n'),
};

let dir = '';
Pager.before(async () => {
  dir = writeSiteFiles('opdocs-swizzled-doc-paginator', SITE);
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
});

const page = (rel: string) => readFileSync(join(dir, 'build', rel, 'index.html'), 'utf8');

Pager('the site\'s layout is applied, and its own paginator in the paginator\'s place', () => {
  assert.equal(listSwizzled(dir).map((s) => [s.name, s.point ?? null, s.missing ?? null]), [['DocItem/Layout', 'DocItemLayout', null], ['DocItem/Paginator', 'DocItemPaginator', null]]);
});

Pager('the middle doc links both neighbours, labelled as the theme\'s doc paginator', () => {
  const html = page('docs/two');
  assert.match(html, /<nav class="pagination-nav" aria-label="Docs pages"><a[^>]*href="\/ibis\/docs\/one"[^>]*><div class="pagination-nav__sublabel">Previous<\/div><div class="pagination-nav__label">Beaks<\/div><\/a><a[^>]*href="\/ibis\/docs\/three"[^>]*><div class="pagination-nav__sublabel">Next<\/div><div class="pagination-nav__label">Roosts<\/div><\/a><\/nav>/);
});

Pager('the first doc has only a next card, and PaginatorNavLink draws a right-hand card of the site\'s own', () => {
  const html = page('docs/one');
  assert.not.match(html, /pagination-nav__link--prev/);
  assert.match(html, /class="pagination-nav__link pagination-nav__link--next"[^>]*><div class="pagination-nav__sublabel">Next<\/div><div class="pagination-nav__label">Flocks/);
  assert.match(html, /<div class="ibis-extra"><a[^>]*class="pagination-nav__link pagination-nav__link--next"[^>]*><div class="pagination-nav__sublabel">Skip ahead<\/div><div class="pagination-nav__label">Roosts<\/div><\/a><\/div>/);
});

Pager.run();
