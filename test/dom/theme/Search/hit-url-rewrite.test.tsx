/** @jsxRuntime automatic @jsxImportSource react */
/** `search.replaceSearchResultPathname` in the modal and on the search page: one rewrite for links, navigation and recent searches. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SearchPageResults } from '../../../../theme/Search/SearchPageResults';
import { textsOf } from '../../../../theme/texts/texts';
import { render, useDomSuite } from '../../../helpers/dom';
import { createHit, createMemorySearchClient } from '../../../helpers/memory-search-client';
import { createSearchSite, press, renderModal, rowTitles, typeInto, waitFor } from './search-env';

const rewrite = suite('search hit URLs rewritten by replaceSearchResultPathname');
useDomSuite(rewrite);

// An index crawled on an older deployment: its pages lived under /base/archive/2024/.
const HITS = [
  createHit({ objectID: 'kiln', url: 'https://old.example.net/base/archive/2024/kiln#firing', type: 'lvl2', lvl0: 'Docs', lvl1: 'Kiln', lvl2: 'Kiln firing' }),
  createHit({ objectID: 'glaze', url: 'https://old.example.net/base/glaze', type: 'lvl1', lvl0: 'Docs', lvl1: 'Kiln glaze' }),
];
const site = () => createSearchSite({ replaceSearchResultPathname: { from: '/archive/2024/', to: '/' } });

rewrite('the modal links, navigates and remembers the rewritten path; other hits stay as they were', async () => {
  const { input, calls } = renderModal(createMemorySearchClient(HITS), { site: site() });
  typeInto(input(), 'kiln');
  await waitFor(() => rowTitles().length === 2, 'two rows');
  const hrefs = [...document.querySelectorAll('[role="option"] a')].map((a) => a.getAttribute('href'));
  assert.equal(hrefs, ['/base/kiln#firing', '/base/glaze']);
  press(input(), 'Enter');
  assert.equal(calls.navigate, ['/base/kiln#firing']);
  const recent = JSON.parse(localStorage.getItem('__DOCSEARCH_RECENT_SEARCHES__test') ?? '[]') as { url: string }[];
  assert.equal(recent.map((hit) => hit.url), ['/base/kiln#firing']);
});

rewrite('the search page links to the rewritten path', async () => {
  const client = createMemorySearchClient(HITS);
  render(<SearchPageResults query="kiln" site={site()} getClient={async () => client} texts={textsOf(createSearchSite())} />);
  await waitFor(() => document.querySelectorAll('article.search-result').length === 2, 'two results');
  const hrefs = [...document.querySelectorAll('article.search-result h2 a')].map((a) => a.getAttribute('href'));
  assert.equal(hrefs, ['/base/kiln#firing', '/base/glaze']);
});

rewrite.run();
