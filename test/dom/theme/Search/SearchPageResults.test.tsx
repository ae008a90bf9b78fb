/** @jsxRuntime automatic @jsxImportSource react */
import { act } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SearchPageResults } from '../../../../theme/Search/SearchPageResults';
import { textsOf } from '../../../../theme/texts/texts';
import { render, useDomSuite } from '../../../helpers/dom';
import type { SearchHit } from '../../../../runtime/search/client-types';
import { createHit, createManualSearchClient, createMemorySearchClient, FIXTURE_HITS } from '../../../helpers/memory-search-client';
import { createDocsSet, createSearchSite, waitFor } from './search-env';

const page = suite('SearchPageResults');
useDomSuite(page);

const status = () => document.querySelector('.search-page__status')?.textContent ?? '';

function mount(query: string, hits = FIXTURE_HITS) {
  const client = createMemorySearchClient(hits);
  const view = render(<SearchPageResults query={query} site={createSearchSite()} getClient={async () => client} texts={textsOf(createSearchSite())} />);
  return { client, rerender: (q: string) => view.rerender(<SearchPageResults query={q} site={createSearchSite()} getClient={async () => client} texts={textsOf(createSearchSite())} />) };
}

page('searches 300 ms after the query settles, 15 a page, and counts documents', async () => {
  const started = Date.now();
  const { client } = mount('install');
  await waitFor(() => status() !== '', 'the count');
  assert.ok(Date.now() - started >= 280, 'waited for the query to settle');
  assert.is(status(), '6 documents found');
  assert.equal(client.requests.map((r) => [r.query, r.page, r.hitsPerPage]), [['install', 0, 15]]);
  assert.equal(client.requests[0]!.facetFilters, ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
  assert.is(document.querySelectorAll('article.search-result').length, 6);
});

page('each result has a title link, breadcrumbs and a summary; record text stays text', async () => {
  mount('beware');
  await waitFor(() => status() === 'One document found');
  const article = document.querySelector('article.search-result')!;
  const link = article.querySelector('h2 a')!;
  assert.is(link.getAttribute('href'), '/base/docs/faq#xss');
  assert.is(link.textContent, 'FAQ');
  assert.equal([...article.querySelectorAll('ul[aria-label="breadcrumbs"] li')].map((li) => li.textContent), ['Docs']);
  assert.is(article.querySelector('p')!.textContent, 'Beware <img src=x onerror=alert(1)> and </script> in install text...');
  assert.is(article.querySelector('p mark.search-result-match')!.textContent, 'Beware');
  assert.is(article.querySelector('img, script'), null);
});

page('results add no landmark of their own, so several results leave the page\'s landmarks unique', async () => {
  mount('install');
  await waitFor(() => status() === '6 documents found');
  assert.ok(document.querySelectorAll('.search-result__breadcrumbs li').length >= 2, 'results show breadcrumbs');
  assert.is(document.querySelectorAll('.search-page__results nav, .search-page__results [role="navigation"]').length, 0);
});

page('while the first page loads, a spinner shows as a named progressbar (a div may not carry a bare aria-label)', async () => {
  mount('install');
  const spinner = document.querySelector('.search-page__spinner')!;
  assert.is(spinner.getAttribute('role'), 'progressbar');
  assert.is(spinner.getAttribute('aria-label'), 'Loading results');
  await waitFor(() => status() !== '', 'the count');
  assert.is(document.querySelector('.search-page__spinner'), null);
});

page('says when nothing was found; an emptied query shows nothing', async () => {
  const view = mount('nothing at all');
  await waitFor(() => status() === 'No results were found');
  view.rerender('');
  assert.is(document.querySelector('.search-page__results'), null);
});

page('shows 15 results and the loader line while more pages exist', async () => {
  const many = Array.from({ length: 20 }, (_, i) => createHit({ objectID: `m${i}`, url: `/base/docs/m${i}`, type: 'lvl1', lvl0: 'Docs', lvl1: `Match ${i}` }));
  mount('match', many);
  await waitFor(() => status() === '20 documents found');
  assert.is(document.querySelectorAll('article.search-result').length, 15);
  assert.is(document.querySelector('.search-page__loader')!.textContent, 'Fetching new results...');
});

page('searches again, after the same delay, with the docs versions chosen on the page', async () => {
  const site = { ...createSearchSite(), docs: createDocsSet('default', [['current', 'Next'], ['2.0', '2.0'], ['1.0', '1.0']]), docsInstances: [createDocsSet('community', [['current', 'Next'], ['1.0', '1.0']])] };
  const client = createMemorySearchClient(FIXTURE_HITS);
  const view = render(<SearchPageResults query="install" site={site} getClient={async () => client} texts={textsOf(createSearchSite())} />);
  await waitFor(() => status() === '6 documents found', 'the first answer');
  assert.equal(client.requests[0]!.facetFilters[1], ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-community-current'],
    'each docs set in its first listed version');
  const started = Date.now();
  view.rerender(<SearchPageResults query="install" site={site} versions={{ default: '1.0' }} getClient={async () => client} texts={textsOf(createSearchSite())} />);
  assert.is(status(), '', 'the old results are cleared');
  await waitFor(() => client.requests.length === 2, 'the second request');
  assert.ok(Date.now() - started >= 280, 'waited like after typing');
  assert.equal(client.requests[1]!.facetFilters[1], ['docusaurus_tag:default', 'docusaurus_tag:docs-default-1.0', 'docusaurus_tag:docs-community-current']);
  view.rerender(<SearchPageResults query="install" site={site} versions={{ default: '1.0', community: 'gone' }} getClient={async () => client} texts={textsOf(createSearchSite())} />);
  await waitFor(() => status() === '6 documents found', 'the answer');
  assert.is(client.requests.length, 2, 'an unknown version is the first listed: nothing changed');
});

page('an answer for the version chosen before is dropped', async () => {
  const site = { ...createSearchSite(), docs: createDocsSet('default', [['current', 'Next'], ['1.0', '1.0']]) };
  const client = createManualSearchClient();
  const view = render(<SearchPageResults query="install" site={site} getClient={async () => client} texts={textsOf(createSearchSite())} />);
  await waitFor(() => client.pending.length === 1, 'the first request');
  view.rerender(<SearchPageResults query="install" site={site} versions={{ default: '1.0' }} getClient={async () => client} texts={textsOf(createSearchSite())} />);
  await waitFor(() => client.pending.length === 2, 'the second request');
  const memory = createMemorySearchClient(FIXTURE_HITS);
  client.pending[0]!.resolve(await memory.search(client.pending[0]!.request));
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
  assert.is(status(), '', 'the answer for "Next" is not shown');
  client.pending[1]!.resolve(await memory.search({ ...client.pending[1]!.request, query: 'beware' }));
  await waitFor(() => status() === 'One document found', 'the answer for 1.0');
});

page('hits without highlights (an index with highlighting off) show their plain hierarchy instead of crashing the page', async () => {
  const memory = createMemorySearchClient(FIXTURE_HITS);
  const plain = {
    async search(request: Parameters<typeof memory.search>[0]) {
      const answer = await memory.search(request);
      return { ...answer, hits: answer.hits.map(({ _highlightResult: _h, _snippetResult: _s, ...hit }) => hit as unknown as SearchHit) };
    },
  };
  render(<SearchPageResults query="helm" site={createSearchSite()} getClient={async () => plain} texts={textsOf(createSearchSite())} />);
  await waitFor(() => status() === '2 documents found', 'the count');
  const article = document.querySelectorAll('article.search-result')[1]!;
  assert.is(article.querySelector('h2 a')!.textContent, 'Install with Helm');
  assert.equal([...article.querySelectorAll('.search-result__breadcrumbs li')].map((li) => li.textContent), ['Docs', 'Installation']);
  assert.is(article.querySelector('mark'), null, 'nothing is marked without highlights');
});

page.run();
