/**
 * DocItem/Paginator and DocPaginator swizzled on their own, under the theme's doc layout: a
 * wrapper of the doc's paginator adds its markup around the theme's, a DocPaginator of the
 * site's draws the cards (with `@theme/PaginatorNavLink`), and one returning nothing hides them.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { listSwizzled } from '../../../../cli/bundle/swizzled.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Points = suite('opdocs build: swizzled DocItem/Paginator and DocPaginator');
const DOCS = {
  'site.config.json': JSON.stringify({ title: 'Kites', url: 'https://example.org', baseUrl: '/', contentDir: '.' }),
  'docs/fly.md': '---\nsidebar_position: 1\n---\n# Fly\n\nHold the line.\n',
  'docs/fold.md': '---\nsidebar_position: 2\n---\n# Fold\n\nTuck the spars.\n',
};

const OWN_CARDS = {
  ...DOCS,
  'src/theme/DocItem/Paginator/index.js': [
    "import React from 'react';",
    "import Original from '@theme-original/DocItem/Paginator';",
    'export default function PaginatorWrapper(props) { return <div className="kite-pager-wrap"><Original {...props} /></div>; }',
  ].join('\n'),
  'src/theme/DocPaginator/index.js': [
    "import React from 'react';",
    "import PaginatorNavLink from '@theme/PaginatorNavLink';",
    'export default function DocPaginator({ previous, next }) {',
    '  return <nav className="kite-pager" aria-label="More kites">',
    '    {previous && <PaginatorNavLink {...previous} subLabel="Back" />}',
    '    {next && <PaginatorNavLink {...next} subLabel="Onward" isNext />}',
    '  </nav>;',
    '}',
  ].join('\n'),
};

const HIDDEN = {
  ...DOCS,
  'src/theme/DocPaginator/index.js': "import React from 'react';\nexport default function DocPaginator() { return null; }\n",
};

let own = '';
let hidden = '';
Points.before(async () => {
  own = writeSiteFiles('opdocs-swizzled-pager-own', OWN_CARDS);
  hidden = writeSiteFiles('opdocs-swizzled-pager-hidden', HIDDEN);
  await buildSite({ siteDir: own, outDir: 'build', quiet: true });
  await buildSite({ siteDir: hidden, outDir: 'build', quiet: true });
});

const read = (dir: string, rel: string) => readFileSync(join(dir, 'build', rel, 'index.html'), 'utf8');

Points('the wrapper goes around the site\'s cards, each a link to the neighbour with the site\'s label', () => {
  assert.match(read(own, 'docs/fly'), /<div class="kite-pager-wrap"><nav class="kite-pager" aria-label="More kites"><a class="pagination-nav__link pagination-nav__link--next" href="\/docs\/fold"><div class="pagination-nav__sublabel">Onward<\/div><div class="pagination-nav__label">Fold<\/div><\/a><\/nav><\/div>/);
  assert.match(read(own, 'docs/fold'), /<nav class="kite-pager" aria-label="More kites"><a class="pagination-nav__link pagination-nav__link--prev" href="\/docs\/fly"><div class="pagination-nav__sublabel">Back<\/div>/);
  assert.not.match(read(own, 'docs/fly'), 'aria-label="Docs pages"');
  assert.equal(listSwizzled(own).map((s) => [s.name, s.point ?? null, s.missing ?? null]), [['DocItem/Paginator', 'DocItemPaginator', null], ['DocPaginator', 'DocPaginator', null]]);
});

Points('a DocPaginator that returns nothing takes the cards off every doc', () => {
  const html = read(hidden, 'docs/fly');
  assert.match(html, /Hold the line\./);
  assert.not.match(html, 'pagination-nav');
});

Points.run();
