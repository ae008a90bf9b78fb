/**
 * A site's own DocSearch search bar (an ejected SearchBar, as sites write it around
 * `@docsearch/react`): the Algolia client hooks, `@theme/SearchTranslations` and
 * `useSearchLinkCreator()` answer from opdocs' `search` settings, so it is applied in the
 * navbar's search place. The DocSearch package itself stays the site's (here a small stand-in).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { listSwizzled } from '../../../../cli/bundle/swizzled.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const DocSearch = suite('opdocs build: a swizzled DocSearch SearchBar');

const CONFIG = {
  title: 'Herons', url: 'https://example.org', baseUrl: '/herons/', contentDir: '.',
  search: {
    appId: 'HERON1', apiKey: 'public-key', indexName: 'herons', contextualSearch: true,
    externalUrlRegex: 'birds\\.example\\.org', replaceSearchResultPathname: { from: '/old-docs/', to: '/docs/' },
  },
  navbar: { title: 'Herons', items: [{ label: 'Guide', to: '/docs/wading', position: 'left' }] },
};

const SITE: Record<string, string> = {
  'site.config.json': JSON.stringify(CONFIG),
  'docs/wading.md': '# Wading\n\nSlowly, in the shallows.\n',
  // What the ejected bars import from @docsearch/react, reduced to a labelled button.
  'node_modules/fake-docsearch/package.json': JSON.stringify({ name: 'fake-docsearch', main: 'index.js' }),
  'node_modules/fake-docsearch/index.js': [
    "const React = require('react');",
    'exports.DocSearchButton = function DocSearchButton({ translations, ...rest }) {',
    "  return React.createElement('button', { type: 'button', className: 'DocSearch DocSearch-Button', 'aria-label': translations.buttonAriaLabel, ...rest }, translations.buttonText);",
    '};',
  ].join('\n'),
  'src/theme/SearchBar/index.js': [
    "import React from 'react';",
    "import { DocSearchButton } from 'fake-docsearch';",
    "import { isRegexpStringMatch, useSearchLinkCreator } from '@docusaurus/theme-common';",
    "import { useAlgoliaThemeConfig, useAlgoliaContextualFacetFilters, useSearchResultUrlProcessor, useAlgoliaAskAi, mergeFacetFilters } from '@docusaurus/theme-search-algolia/client';",
    "import translations from '@theme/SearchTranslations';",
    'export default function SearchBar(props) {',
    '  const { algolia } = useAlgoliaThemeConfig();',
    '  const facets = mergeFacetFilters(useAlgoliaContextualFacetFilters(), algolia.searchParameters.facetFilters);',
    '  const processUrl = useSearchResultUrlProcessor();',
    "  const searchLink = useSearchLinkCreator()('wading birds');",
    '  const { isAskAiActive, currentPlaceholder } = useAlgoliaAskAi(props);',
    '  return <div className="heron-search" data-app={algolia.appId} data-index={algolia.indexName} data-page={String(algolia.searchPagePath)}',
    '    data-facets={JSON.stringify(facets)} data-ask-ai={String(isAskAiActive)} data-placeholder={currentPlaceholder}',
    "    data-external={String(isRegexpStringMatch(algolia.externalUrlRegex, 'https://birds.example.org/x'))}>",
    '    <DocSearchButton translations={translations.button} />',
    "    <a className=\"heron-hit\" href={processUrl('https://example.org/herons/old-docs/wading#slowly')}>hit</a>",
    "    <a className=\"heron-away\" href={processUrl('https://birds.example.org/herons')}>away</a>",
    '    <a className="heron-all" href={searchLink}>{translations.modal.footer.searchByText}</a>',
    '  </div>;',
    '}',
  ].join('\n'),
};

let dir = '';
let html = '';
DocSearch.before(async () => {
  dir = writeSiteFiles('opdocs-swizzled-docsearch', SITE);
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  html = readFileSync(join(dir, 'build', 'docs', 'wading', 'index.html'), 'utf8');
});

DocSearch('the ejected SearchBar is applied in the navbar\'s search place', () => {
  assert.equal(listSwizzled(dir).map((s) => [s.name, s.point, s.missing]), [['SearchBar', 'SearchSlot', undefined]]);
  const nav = html.slice(html.indexOf('<nav'), html.indexOf('</nav>'));
  assert.is(html.match(/class="heron-search"/g)?.length, 1);
  assert.match(nav, /<div class="navbar__items navbar__items--right">[\s\S]*<div class="heron-search"/);
});

DocSearch('useAlgoliaThemeConfig gives the Algolia keys and the search page under the baseUrl from the search settings', () => {
  assert.match(html, 'data-app="HERON1" data-index="herons" data-page="search"');
});

DocSearch('the contextual facet filters name the page\'s language and its docs version', () => {
  const facets = /data-facets="([^"]*)"/.exec(html)![1].replaceAll('&quot;', '"');
  assert.equal(JSON.parse(facets), ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
});

DocSearch('hit URLs become links of this site, rewritten and under the baseUrl; external ones are kept', () => {
  assert.match(html, '<a class="heron-hit" href="/herons/docs/wading#slowly">');
  assert.match(html, '<a class="heron-away" href="https://birds.example.org/herons">');
  assert.match(html, 'data-external="true"');
});

DocSearch('the search link, the texts and the plain-search placeholder come from the site and the theme', () => {
  assert.match(html, '<a class="heron-all" href="/herons/search?q=wading%20birds">Search by</a>');
  assert.match(html, /<button type="button" class="DocSearch DocSearch-Button" aria-label="Search">Search<\/button>/);
  assert.match(html, 'data-ask-ai="false" data-placeholder="Search docs"');
});

DocSearch.run();
