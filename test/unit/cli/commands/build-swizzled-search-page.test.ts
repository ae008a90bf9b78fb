/**
 * A swizzled SearchPage: an ejected one drawing its own page inside its `<Layout>` (the theme's
 * frame drawn once around it), reading the query with useSearchQueryString; a wrapper drawing
 * markup around the theme's search page.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { listSwizzled } from '../../../../cli/bundle/swizzled.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Search = suite('opdocs build: swizzled SearchPage');

const BASE = {
  'site.config.json': JSON.stringify({ title: 'Newts', url: 'https://example.org', baseUrl: '/', contentDir: '.', search: { provider: 'local' } }),
  'docs/pond.md': '# Pond\n\nWet.\n',
};

const EJECTED = {
  ...BASE,
  'src/theme/SearchPage/index.js': [
    "import React from 'react';",
    "import Layout from '@theme/Layout';",
    "import { useSearchQueryString } from '@docusaurus/theme-common';",
    'export default function SearchPage() {',
    '  const [query, setQuery] = useSearchQueryString();',
    '  return <Layout title="Find newts"><main className="newt-search"><h1>Find newts</h1>',
    '    <input aria-label="Newt search" value={query} onChange={(e) => setQuery(e.target.value)} />',
    '  </main></Layout>;',
    '}',
  ].join('\n'),
};

const WRAPPED = {
  ...BASE,
  'src/theme/SearchPage/index.js': [
    "import React from 'react';",
    "import SearchPage from '@theme-original/SearchPage';",
    'export default function Wrapper(props) {',
    '  return <div className="newt-search-frame"><SearchPage {...props} /><p className="newt-tip">Try “crest”.</p></div>;',
    '}',
  ].join('\n'),
};

let ejected = '';
let wrapped = '';
Search.before(async () => {
  ejected = writeSiteFiles('opdocs-swizzled-search-page', EJECTED);
  wrapped = writeSiteFiles('opdocs-swizzled-search-page-wrapped', WRAPPED);
  await buildSite({ siteDir: ejected, outDir: 'build', quiet: true });
  await buildSite({ siteDir: wrapped, outDir: 'build', quiet: true });
});

const page = (dir: string) => readFileSync(join(dir, 'build', 'search', 'index.html'), 'utf8');

Search('both are applied in the search page\'s place', () => {
  for (const dir of [ejected, wrapped]) assert.equal(listSwizzled(dir).map((s) => [s.name, s.point ?? null, s.missing ?? null]), [['SearchPage', 'SearchPageView', null]]);
});

Search('an ejected one draws the page inside one frame, titled by its Layout, without the theme\'s form', () => {
  const html = page(ejected);
  assert.match(html, '<title>Find newts | Newts</title>');
  assert.match(html, /<main class="newt-search"><h1>Find newts<\/h1><input aria-label="Newt search" value=""\/><\/main>/);
  assert.is(html.match(/<nav[^>]*class="navbar/g)?.length, 1);
  assert.not.match(html, 'search-page__input');
});

Search('a wrapper draws its markup around the theme\'s search page, whose labelled form stays', () => {
  const html = page(wrapped);
  assert.match(html, /<div class="newt-search-frame"><main class="container margin-vert--lg search-page">.*<form role="search".*<input[^>]*type="search"[^>]*aria-label="Search"/s);
  assert.match(html, /<\/main><p class="newt-tip">Try “crest”\.<\/p><\/div>/);
});

Search.run();
