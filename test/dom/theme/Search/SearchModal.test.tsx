/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { captureConsole, fire, setMedia, useDomSuite } from '../../../helpers/dom';
import { createHit, createManualSearchClient, createMemorySearchClient, FIXTURE_HITS } from '../../../helpers/memory-search-client';
import { createSearchSite, press, renderModal, rowTitles, typeInto, waitFor } from './search-env';

const modal = suite('SearchModal');
useDomSuite(modal);

const container = () => document.querySelector('.DocSearch-Container')!;
const selected = () => document.querySelector('[role="option"][aria-selected="true"]');

modal('goes idle → loading → stalled after 300 ms → idle with results', async () => {
  const client = createManualSearchClient();
  const { input } = renderModal(client);
  assert.is(input().getAttribute('aria-busy'), 'false');
  const started = Date.now();
  typeInto(input(), 'install');
  // Checked before anything is awaited: a slow machine may pass 300 ms while waiting.
  assert.is(input().getAttribute('aria-busy'), 'true');
  assert.not.ok(container().classList.contains('DocSearch-Container--Stalled'));
  await waitFor(() => client.pending.length === 1, 'the request');
  await waitFor(() => container().classList.contains('DocSearch-Container--Stalled'), 'stalled');
  assert.ok(Date.now() - started >= 250, 'stalled only after about 300 ms');
  const memory = createMemorySearchClient(FIXTURE_HITS);
  client.pending[0]!.resolve(await memory.search(client.pending[0]!.request));
  await waitFor(() => rowTitles().length > 0, 'results');
  assert.is(input().getAttribute('aria-busy'), 'false');
  assert.not.ok(container().classList.contains('DocSearch-Container--Stalled'));
});

modal('a failed search shows the error screen', async () => {
  const client = createManualSearchClient();
  const { input } = renderModal(client);
  typeInto(input(), 'helm');
  await waitFor(() => client.pending.length === 1);
  const { errors } = await captureConsole(async () => {
    client.pending[0]!.reject(Object.assign(new Error('Unreachable hosts'), { name: 'RetryError' }));
    await waitFor(() => container().classList.contains('DocSearch-Container--Errored'), 'error state');
  });
  assert.is(errors.length, 1, 'the failure is logged once');
  assert.is(document.querySelector('.DocSearch-ErrorScreen .DocSearch-Title')!.textContent, 'Unable to fetch results');
  assert.is(document.querySelector('.DocSearch-ErrorScreen .DocSearch-Help')!.textContent, 'You might want to check your network connection.');
});

modal('any other failure (a 4xx ApiError) shows no error screen: the search stalls and the screen stays', async () => {
  const client = createManualSearchClient();
  const memory = createMemorySearchClient(FIXTURE_HITS);
  const { input } = renderModal(client);
  typeInto(input(), 'helm');
  await waitFor(() => client.pending.length === 1);
  client.pending[0]!.resolve(await memory.search(client.pending[0]!.request));
  await waitFor(() => rowTitles().length > 0, 'results');
  const shown = rowTitles();
  typeInto(input(), 'helmx');
  await waitFor(() => client.pending.length === 2);
  const { errors } = await captureConsole(async () => {
    client.pending[1]!.reject(Object.assign(new Error('Invalid API key'), { name: 'ApiError', status: 403 }));
    await waitFor(() => container().classList.contains('DocSearch-Container--Stalled'), 'stalled');
  });
  assert.is(errors.length, 1, 'the failure is logged');
  assert.not.ok(container().classList.contains('DocSearch-Container--Errored'));
  assert.is(document.querySelector('.DocSearch-ErrorScreen'), null);
  assert.equal(rowTitles(), shown, 'the earlier answer stays on screen');
});

modal('the error screen stays while the next query loads, until its answer', async () => {
  const client = createManualSearchClient();
  const memory = createMemorySearchClient(FIXTURE_HITS);
  const { input } = renderModal(client);
  typeInto(input(), 'helm');
  await waitFor(() => client.pending.length === 1);
  await captureConsole(async () => {
    client.pending[0]!.reject(Object.assign(new Error('Unreachable hosts'), { name: 'RetryError' }));
    await waitFor(() => document.querySelector('.DocSearch-ErrorScreen') !== null, 'error screen');
  });
  typeInto(input(), 'helm install');
  await waitFor(() => client.pending.length === 2);
  assert.ok(document.querySelector('.DocSearch-ErrorScreen'), 'still the error screen while loading');
  assert.not.ok(container().classList.contains('DocSearch-Container--Errored'), 'the container is no longer in error');
  client.pending[1]!.resolve(await memory.search({ ...client.pending[1]!.request, query: 'helm' }));
  await waitFor(() => rowTitles().length > 0, 'results');
  assert.is(document.querySelector('.DocSearch-ErrorScreen'), null);
});

modal('an answer to an older query is dropped', async () => {
  const client = createManualSearchClient();
  const memory = createMemorySearchClient(FIXTURE_HITS);
  const { input } = renderModal(client);
  typeInto(input(), 'metrics');
  typeInto(input(), 'helm');
  await waitFor(() => client.pending.length === 2);
  client.pending[1]!.resolve(await memory.search(client.pending[1]!.request));
  await waitFor(() => rowTitles().length > 0);
  client.pending[0]!.resolve(await memory.search(client.pending[0]!.request));
  await waitFor(() => input().getAttribute('aria-busy') === 'false');
  assert.ok(rowTitles().every((title) => !/^Metrics$/.test(title ?? '')), 'no row of the old query');
  assert.ok(rowTitles().includes('Install with Helm'));
});

modal('a site without docs filters on its language and the default tag, the tags still an OR array', async () => {
  const client = createMemorySearchClient(FIXTURE_HITS);
  renderModal(client, { site: { ...createSearchSite(), docs: null, docsInstances: [] }, initialQuery: 'helm' });
  await waitFor(() => client.requests.length === 1);
  assert.equal(client.requests[0]!.facetFilters, ['language:en', ['docusaurus_tag:default']]);
});

modal('sends 20 hits, 10 snippet words and the contextual filters; 5 words on small screens', async () => {
  const client = createMemorySearchClient(FIXTURE_HITS);
  const { input } = renderModal(client);
  typeInto(input(), 'helm');
  await waitFor(() => client.requests.length === 1);
  assert.equal(client.requests[0], {
    query: 'helm', snippetWords: 10, hitsPerPage: 20,
    facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  });
  setMedia('(max-width: 768px)', true);
  const small = createMemorySearchClient(FIXTURE_HITS);
  renderModal(small, { initialQuery: 'helm' });
  await waitFor(() => small.requests.length === 1);
  assert.is(small.requests[0]!.snippetWords, 5);
  setMedia('(max-width: 768px)', false);
});

modal('groups hits by lvl0 in first-seen order, pages with their children, at most 5 per group', async () => {
  const many = Array.from({ length: 7 }, (_, i) => createHit({ objectID: `p${i}`, url: `/base/docs/p${i}`, type: 'lvl1', lvl0: 'Docs', lvl1: `Install page ${i}` }));
  const client = createMemorySearchClient([...FIXTURE_HITS.slice(0, 3), FIXTURE_HITS[5]!, ...many]);
  const { input } = renderModal(client);
  typeInto(input(), 'install');
  await waitFor(() => rowTitles().length > 0);
  const sources = [...document.querySelectorAll('.DocSearch-Hit-source')].map((el) => el.textContent);
  assert.equal(sources, ['Docs', 'Blog']);
  const docsRows = document.querySelectorAll('#docsearch-hits0-list [role="option"]');
  assert.is(docsRows.length, 5);
  assert.is(docsRows[0]!.className, 'DocSearch-Hit');
  assert.ok(docsRows[1]!.classList.contains('DocSearch-Hit--Child'), 'a heading under its page is a child');
  assert.ok(docsRows[2]!.classList.contains('DocSearch-Hit--Child'));
  assert.is(document.querySelector('#docsearch-hits1-list #docsearch-hits1-item-5'), document.querySelector('#docsearch-hits1-list [role="option"]'));
});

modal('arrow keys move the active row and wrap; Enter navigates client-side and closes', async () => {
  const client = createMemorySearchClient(FIXTURE_HITS);
  const { input, calls } = renderModal(client);
  typeInto(input(), 'helm');
  await waitFor(() => rowTitles().length === 2);
  assert.is(selected()!.id, 'docsearch-hits0-item-0');
  assert.is(input().getAttribute('aria-activedescendant'), 'docsearch-hits0-item-0');
  press(input(), 'ArrowDown');
  assert.is(selected()!.id, 'docsearch-hits0-item-1');
  press(input(), 'ArrowDown');
  assert.is(selected()!.id, 'docsearch-hits0-item-0', 'past the last row → first');
  press(input(), 'ArrowUp');
  assert.is(selected()!.id, 'docsearch-hits0-item-1', 'up from the first row → last');
  press(input(), 'Enter');
  assert.equal(calls.navigate, ['/base/docs/installation#helm']);
  assert.is(calls.closed, 1);
});

modal('Ctrl+Enter opens the hit in a new tab and keeps the modal open', async () => {
  const client = createMemorySearchClient(FIXTURE_HITS);
  const { input, calls } = renderModal(client);
  const opened: unknown[][] = [];
  const { open } = window;
  window.open = ((...args: unknown[]) => { opened.push(args); return null; }) as typeof window.open;
  typeInto(input(), 'helm');
  await waitFor(() => rowTitles().length > 0);
  press(input(), 'Enter', { ctrlKey: true });
  window.open = open;
  assert.equal(opened, [['/base/docs/installation#helm', '_blank', 'noopener']]);
  assert.is(calls.closed, 0);
  assert.equal(calls.navigate, []);
});

modal('hits matching externalUrlRegex keep their full URL', async () => {
  const client = createMemorySearchClient([createHit({ objectID: 'ext', url: 'https://other.example.org/guide#x', type: 'lvl1', lvl0: 'Other', lvl1: 'External guide' })]);
  const { input } = renderModal(client, { site: createSearchSite({ externalUrlRegex: 'other\\.example\\.org' }) });
  typeInto(input(), 'guide');
  await waitFor(() => rowTitles().length > 0);
  const link = document.querySelector<HTMLAnchorElement>('[role="option"] a')!;
  assert.is(link.getAttribute('href'), 'https://other.example.org/guide#x');
  assert.is(link.getAttribute('target'), '_blank');
});

modal('hit text is shown as text: tags in records never become elements', async () => {
  const client = createMemorySearchClient(FIXTURE_HITS);
  const { input } = renderModal(client);
  typeInto(input(), 'beware');
  await waitFor(() => rowTitles().length > 0);
  assert.is(document.querySelector('.DocSearch-Dropdown img, .DocSearch-Dropdown script'), null);
  assert.is(rowTitles()[0], 'Beware <img src=x onerror=alert(1)> and </script> in install text');
  assert.is(document.querySelector('.DocSearch-Hit-title mark')!.textContent, 'Beware');
});

modal('no results: the query, up to 3 earlier lvl0 suggestions, and a suggestion click searches it', async () => {
  const client = createMemorySearchClient(FIXTURE_HITS);
  const { input } = renderModal(client);
  typeInto(input(), 'install');
  await waitFor(() => rowTitles().length > 0);
  typeInto(input(), 'zzz <b>');
  await waitFor(() => document.querySelector('.DocSearch-NoResults') !== null);
  assert.is(document.querySelector('.DocSearch-NoResults .DocSearch-Title')!.textContent, 'No results for "zzz <b>"');
  assert.is(document.querySelector('.DocSearch-NoResults strong')!.textContent, 'zzz <b>');
  assert.ok(document.querySelector('.DocSearch-NoResults')!.textContent!.includes('Try searching for:'));
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('.DocSearch-Prefill')];
  assert.equal(buttons.map((b) => b.textContent), ['Docs', 'Blog']);
  assert.not.ok(document.querySelector('.DocSearch-NoResults')!.textContent!.includes('Let us know.'));
  fire(buttons[1]!, 'click');
  assert.is(input().value, 'blog ');
});

modal('suggestions are the lvl0 names of the answer with the most groups, replaced only by one with more', async () => {
  const hits = [
    createHit({ objectID: 'a', url: '/base/docs/a', type: 'lvl1', lvl0: 'Guides', lvl1: 'Alpha' }),
    createHit({ objectID: 'b', url: '/base/blog/b', type: 'lvl1', lvl0: 'Blog', lvl1: 'Beta' }),
    createHit({ objectID: 'c', url: '/base/api/c', type: 'lvl1', lvl0: 'API', lvl1: 'Beta two' }),
    createHit({ objectID: 'd', url: '/base/docs/d', type: 'lvl1', lvl0: 'Guides', lvl1: 'Beta three' }),
  ];
  const { input } = renderModal(createMemorySearchClient(hits));
  const prefills = async (query: string) => {
    typeInto(input(), query);
    await waitFor(() => document.querySelector('.DocSearch-NoResults strong')?.textContent === query, `no results for ${query}`);
    return [...document.querySelectorAll('.DocSearch-Prefill')].map((b) => b.textContent);
  };
  typeInto(input(), 'alpha');
  await waitFor(() => rowTitles().length === 1);
  assert.equal(await prefills('zzz'), ['Guides']);
  typeInto(input(), 'beta two');
  await waitFor(() => rowTitles().length === 1 && rowTitles()[0] === 'Beta two');
  assert.equal(await prefills('zzz1'), ['Guides'], 'one group is not more than one');
  typeInto(input(), 'beta');
  await waitFor(() => rowTitles().length === 3);
  assert.equal(await prefills('zzz2'), ['Blog', 'API', 'Guides'], 'that answer\'s names, in its order');
});

modal('"Let us know." appears when a missing-results URL is configured', async () => {
  const client = createMemorySearchClient(FIXTURE_HITS);
  const { input } = renderModal(client, { site: createSearchSite({ missingResultsUrl: 'https://github.com/o/r/issues/new?title={query}' }) });
  typeInto(input(), 'nothing here');
  await waitFor(() => document.querySelector('.DocSearch-NoResults') !== null);
  const link = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Let us know.')!;
  assert.is(link.getAttribute('href'), 'https://github.com/o/r/issues/new?title=nothing%20here');
  assert.ok(document.querySelector('.DocSearch-NoResults')!.textContent!.includes('Believe this query should return results?'));
});

modal('the input carries the ids, limits and labels of DocSearch; the footer links to the search page', async () => {
  const client = createMemorySearchClient(FIXTURE_HITS);
  const { input } = renderModal(client, { initialQuery: 'x'.repeat(80) });
  const el = input();
  assert.is(el.maxLength, 64);
  assert.is(el.value.length, 64, 'a longer initial query is cut to 64');
  assert.is(el.placeholder, 'Search docs');
  assert.is(el.getAttribute('aria-labelledby'), 'docsearch-label');
  assert.is(document.getElementById('docsearch-label')!.textContent, 'Search');
  assert.is(el.getAttribute('type'), 'search');
  typeInto(el, 'install');
  await waitFor(() => rowTitles().length > 0);
  const seeAll = [...document.querySelectorAll('a')].find((a) => a.textContent?.startsWith('See all'))!;
  assert.is(seeAll.textContent, 'See all 6 results');
  assert.is(seeAll.getAttribute('href'), '/base/search?q=install');
  assert.is(el.getAttribute('aria-controls'), 'docsearch-hits0-list docsearch-hits1-list', 'every group\'s list, Docs then Blog');
});


modal('the backdrop and the footer add no role to the page (axe: nested-interactive, duplicate contentinfo)', () => {
  renderModal(createMemorySearchClient(FIXTURE_HITS));
  // The backdrop is mouse-only (Escape and Cancel close by keyboard): as a button it would wrap the dialog.
  assert.is(container().getAttribute('role'), null);
  // A <footer> outside any sectioning element is a second contentinfo landmark beside the site footer.
  assert.is(document.querySelector('.DocSearch-Footer')!.tagName, 'DIV');
});

modal('mouse down on the backdrop closes; inside the modal it does not', () => {
  const { calls } = renderModal(createMemorySearchClient(FIXTURE_HITS));
  fire(document.querySelector('.DocSearch-Modal')!, 'mousedown');
  assert.is(calls.closed, 0);
  fire(container(), 'mousedown');
  assert.is(calls.closed, 1);
  fire(document.querySelector('.DocSearch-Cancel')!, 'click');
  assert.is(calls.closed, 2);
});

/** The modal over a search client answered by hand, showing the two hits for "helm". */
async function showingHelmResults() {
  const client = createManualSearchClient();
  const memory = createMemorySearchClient(FIXTURE_HITS);
  const rendered = renderModal(client);
  typeInto(rendered.input(), 'helm');
  await waitFor(() => client.pending.length === 1);
  client.pending[0]!.resolve(await memory.search(client.pending[0]!.request));
  await waitFor(() => rowTitles().length === 2, 'results');
  return { ...rendered, client, memory };
}

modal('Escape in the input: first the list closes and the pending search is cancelled, then the query is cleared', async () => {
  const { client, memory, input, calls } = await showingHelmResults();
  // A newer query is on its way when Escape comes: it is cancelled and never shown.
  typeInto(input(), 'metrics');
  await waitFor(() => client.pending.length === 2);
  press(input(), 'Escape');
  await waitFor(() => rowTitles().length === 0, 'the list closed');
  assert.ok(client.pending[1]!.signal?.aborted, 'the pending search is cancelled');
  assert.is(input().value, 'metrics', 'the first Escape keeps the query');
  assert.is(input().getAttribute('aria-busy'), 'false');
  assert.not.ok(input().hasAttribute('aria-activedescendant'), 'no active row');
  assert.not.ok(input().hasAttribute('aria-controls'));
  press(input(), 'Escape');
  await waitFor(() => input().value === '', 'the query cleared');
  assert.is(calls.closed, 0, 'the modal itself closes by the window-wide handler, not here');
  // Typing opens the list again.
  typeInto(input(), 'helm');
  await waitFor(() => client.pending.length === 3);
  client.pending[2]!.resolve(await memory.search(client.pending[2]!.request));
  await waitFor(() => rowTitles().length === 2, 'results again');
  assert.is(input().getAttribute('aria-activedescendant'), 'docsearch-hits0-item-0');
});

modal('Enter with no active row opens nothing and cancels the pending search', async () => {
  const { client, memory, input, calls } = await showingHelmResults();
  press(input(), 'Escape');
  await waitFor(() => rowTitles().length === 0);
  typeInto(input(), 'helm ');
  await waitFor(() => client.pending.length === 2);
  press(input(), 'Enter');
  assert.equal(calls.navigate, [], 'no hit is active while the answer is pending');
  await waitFor(() => client.pending[1]!.signal?.aborted === true, 'the search cancelled');
  assert.is(input().getAttribute('aria-busy'), 'false');
});

modal('after Escape closed the list, ArrowDown opens it again on the first row', async () => {
  const client = createMemorySearchClient(FIXTURE_HITS);
  const { input } = renderModal(client);
  typeInto(input(), 'helm');
  await waitFor(() => rowTitles().length === 2);
  press(input(), 'Escape');
  await waitFor(() => rowTitles().length === 0);
  press(input(), 'ArrowDown');
  await waitFor(() => rowTitles().length === 2, 'the list reopened');
  assert.is(selected()!.id, 'docsearch-hits0-item-0');
});

const status = () => document.querySelector('.DocSearch-Modal [role="status"]');

modal('a status line inside the dialog tells screen readers how many documents a query found, or that it found none', async () => {
  const client = createMemorySearchClient(FIXTURE_HITS);
  const { input } = renderModal(client);
  assert.ok(status(), 'the live region is there before the first answer');
  assert.is(status()!.textContent, '');
  typeInto(input(), 'helm');
  await waitFor(() => rowTitles().length > 0, 'results');
  const { nbHits } = await createMemorySearchClient(FIXTURE_HITS).search({ ...client.requests[0]!, query: 'helm' });
  assert.ok(nbHits > 1);
  assert.is(status()!.textContent, `${nbHits} documents found`);
  typeInto(input(), 'zzqqx');
  await waitFor(() => document.querySelector('.DocSearch-NoResults') !== null, 'the no-results screen');
  assert.is(status()!.textContent, 'No results for "zzqqx"');
  press(input(), 'Escape');
  await waitFor(() => status()!.textContent === '', 'silent once the list is closed');
});

modal('the search bar is no banner landmark, so a page with an announcement bar keeps one banner', () => {
  renderModal(createMemorySearchClient(FIXTURE_HITS));
  assert.ok(document.querySelector('.DocSearch-SearchBar'));
  assert.is(document.querySelector('.DocSearch-Modal header, .DocSearch-Modal [role="banner"]'), null);
});

modal.run();
