/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { captureConsole, fire, useDomSuite } from '../../../helpers/dom';
import { createHit, createMemorySearchClient, FIXTURE_HITS } from '../../../helpers/memory-search-client';
import { createSearchSite, lastModal, press, renderModal, rowTitles, typeInto, waitFor } from './search-env';

const RECENT = '__DOCSEARCH_RECENT_SEARCHES__test';
const FAVORITE = '__DOCSEARCH_FAVORITE_SEARCHES__test';
const stored = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => {
    const { _highlightResult: _h, ...hit } = createHit({ objectID: `${prefix}${i}`, url: `/base/docs/${prefix}${i}`, type: 'lvl1', lvl0: 'Docs', lvl1: `${prefix} ${i}` });
    return hit;
  });
const listTitles = (id: string) => [...lastModal().querySelectorAll(`#${id} .DocSearch-Hit-title`)].map((el) => el.textContent);
const byTitle = (title: string) => lastModal().querySelector<HTMLButtonElement>(`button[title="${title}"]`)!;

const history = suite('recent and favorite searches');
useDomSuite(history);

history('with nothing stored the start screen says so', () => {
  renderModal(createMemorySearchClient(FIXTURE_HITS));
  assert.is(document.querySelector('.DocSearch-StartScreen')!.textContent, 'No recent searches');
});

history('selecting a heading stores it (without highlights) and shows it under Recent next time', async () => {
  const { input } = renderModal(createMemorySearchClient(FIXTURE_HITS));
  typeInto(input(), 'helm');
  await waitFor(() => rowTitles().length > 0);
  press(input(), 'Enter');
  const saved = JSON.parse(localStorage.getItem(RECENT)!);
  assert.is(saved.length, 1);
  assert.is(saved[0].objectID, 'install-helm');
  assert.is(saved[0].url, '/base/docs/installation#helm');
  assert.not.ok('_highlightResult' in saved[0] || '_snippetResult' in saved[0]);
  renderModal(createMemorySearchClient(FIXTURE_HITS));
  assert.equal(listTitles('docsearch-recentSearches-list'), ['Install with Helm']);
});

history('a selection with a modifier (Ctrl+Enter, Shift+Enter, Ctrl+click) is saved too; Alt+Enter is the browser\'s and saves nothing', async () => {
  const ids = () => JSON.parse(localStorage.getItem(RECENT) ?? '[]').map((h: { objectID: string }) => h.objectID);
  const { input, calls } = renderModal(createMemorySearchClient(FIXTURE_HITS));
  const { open } = window;
  window.open = (() => null) as typeof window.open;
  try {
    typeInto(input(), 'installation');
    await waitFor(() => rowTitles().length === 3);
    press(input(), 'Enter', { altKey: true });
    assert.equal(ids(), []);
    press(input(), 'Enter', { ctrlKey: true });
    assert.equal(ids(), ['install']);
    press(input(), 'ArrowDown');
    press(input(), 'Enter', { shiftKey: true });
    assert.equal(ids(), ['install-helm', 'install']);
    localStorage.removeItem(RECENT);
    const link = lastModal().querySelector<HTMLAnchorElement>('#docsearch-hits0-item-2 a')!;
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fire(link, 'click', { ctrlKey: true });
    assert.equal(ids(), ['install'], 'a paragraph saves its page');
    assert.is(calls.closed, 0, 'the modal stays open');
  } finally {
    window.open = open;
  }
});

history('a paragraph\'s page is the page hit of its own lvl0 group, not a same-titled page elsewhere', async () => {
  const hits = [
    createHit({ objectID: 'ops-overview', url: '/base/docs/ops/overview', type: 'lvl1', lvl0: 'Operations', lvl1: 'Overview' }),
    createHit({ objectID: 'dev-text', url: '/base/docs/dev/overview', type: 'content', lvl0: 'Development', lvl1: 'Overview', content: 'Overview of the build' }),
  ];
  const { input } = renderModal(createMemorySearchClient(hits));
  typeInto(input(), 'overview');
  await waitFor(() => rowTitles().length === 2);
  press(input(), 'ArrowDown');
  press(input(), 'Enter');
  assert.is(localStorage.getItem(RECENT) ?? '[]', '[]', 'the Operations page is not the Development paragraph\'s parent');
});

history('selecting a paragraph stores its page; nothing when the page is absent or a favorite', async () => {
  const ids = () => JSON.parse(localStorage.getItem(RECENT) ?? '[]').map((h: { objectID: string }) => h.objectID);
  const first = renderModal(createMemorySearchClient(FIXTURE_HITS));
  typeInto(first.input(), 'metrics');
  await waitFor(() => rowTitles().length === 2);
  press(first.input(), 'ArrowDown');
  press(first.input(), 'Enter');
  assert.equal(ids(), ['metrics']);
  localStorage.removeItem(RECENT);
  const alone = renderModal(createMemorySearchClient(FIXTURE_HITS));
  typeInto(alone.input(), 'prometheus');
  await waitFor(() => rowTitles().length === 1);
  press(alone.input(), 'Enter');
  assert.equal(ids(), [], 'a paragraph whose page is not among the hits saves nothing');
  localStorage.setItem(FAVORITE, JSON.stringify([{ ...FIXTURE_HITS[3], _highlightResult: undefined }]));
  const fav = renderModal(createMemorySearchClient(FIXTURE_HITS));
  typeInto(fav.input(), 'metrics');
  await waitFor(() => rowTitles().length === 2);
  press(fav.input(), 'Enter');
  assert.equal(ids(), [], 'a favorite is not added to the recents');
});

history('keeps 7 recents, 4 when favorites exist, and 10 favorites', () => {
  localStorage.setItem(RECENT, JSON.stringify(stored(9, 'recent')));
  renderModal(createMemorySearchClient(FIXTURE_HITS));
  assert.is(listTitles('docsearch-recentSearches-list').length, 7);
  localStorage.setItem(FAVORITE, JSON.stringify(stored(12, 'fav')));
  renderModal(createMemorySearchClient(FIXTURE_HITS));
  assert.is(listTitles('docsearch-recentSearches-list').length, 4);
  assert.is(listTitles('docsearch-favoriteSearches-list').length, 10);
});

history('"Save this search" moves a recent to favorites; the remove buttons delete from each list', () => {
  localStorage.setItem(RECENT, JSON.stringify(stored(2, 'recent')));
  renderModal(createMemorySearchClient(FIXTURE_HITS));
  fire(byTitle('Save this search'), 'click');
  assert.equal(listTitles('docsearch-recentSearches-list'), ['recent 1']);
  assert.equal(listTitles('docsearch-favoriteSearches-list'), ['recent 0']);
  assert.equal(JSON.parse(localStorage.getItem(FAVORITE)!).map((h: { objectID: string }) => h.objectID), ['recent0']);
  fire(byTitle('Remove this search from history'), 'click');
  assert.equal(listTitles('docsearch-recentSearches-list'), []);
  fire(byTitle('Remove this search from favorites'), 'click');
  assert.is(document.querySelector('.DocSearch-StartScreen')!.textContent, 'No recent searches');
  assert.is(localStorage.getItem(FAVORITE), '[]');
});

history('arrow keys walk through recents then favorites', () => {
  localStorage.setItem(RECENT, JSON.stringify(stored(1, 'recent')));
  localStorage.setItem(FAVORITE, JSON.stringify(stored(1, 'fav')));
  const { input, calls } = renderModal(createMemorySearchClient(FIXTURE_HITS));
  press(input(), 'ArrowDown');
  assert.is(lastModal().querySelector('[aria-selected="true"]')!.id, 'docsearch-favoriteSearches-item-1');
  press(input(), 'Enter');
  assert.equal(calls.navigate, ['/base/docs/fav0']);
});

history("each locale's modal lists only the searches saved on its own pages, linked as saved", () => {
  const [english] = stored(1, 'soil');
  const { _highlightResult: _h, ...french } = createHit({ objectID: 'sol', url: '/base/fr/docs/sol', type: 'lvl1', lvl0: 'Docs', lvl1: 'Le sol' });
  localStorage.setItem(RECENT, JSON.stringify([french, english]));
  const site = createSearchSite();
  const en = site.locales[0]!;
  const fr = { ...en, code: 'fr', label: 'Français', htmlLang: 'fr', href: '/base/fr/' };
  renderModal(createMemorySearchClient(FIXTURE_HITS), { site: { ...site, baseUrl: '/base/fr/', locale: fr, locales: [en, fr] } });
  const links = () => [...lastModal().querySelectorAll<HTMLAnchorElement>('#docsearch-recentSearches-list a')].map((a) => a.getAttribute('href'));
  assert.equal(links(), ['/base/fr/docs/sol']);
  renderModal(createMemorySearchClient(FIXTURE_HITS), { site: { ...site, locales: [en, fr] } });
  assert.equal(links(), ['/base/docs/soil0']);
});

history.run();

const blocked = suite('recent searches without browser storage');
useDomSuite(blocked, (win) => {
  Object.defineProperty(win, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
});

blocked('the modal searches and navigates; the start screen has no recents', async () => {
  await captureConsole(async () => {
    const { input, calls } = renderModal(createMemorySearchClient(FIXTURE_HITS));
    assert.is(document.querySelector('.DocSearch-StartScreen')!.textContent, 'No recent searches');
    typeInto(input(), 'helm');
    await waitFor(() => rowTitles().length > 0);
    press(input(), 'Enter');
    assert.equal(calls.navigate, ['/base/docs/installation#helm']);
  });
  renderModal(createMemorySearchClient(FIXTURE_HITS));
  assert.is(lastModal().querySelector('.DocSearch-StartScreen')!.textContent, 'No recent searches');
});

blocked.run();
