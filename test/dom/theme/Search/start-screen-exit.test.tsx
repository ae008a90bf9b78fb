/** @jsxRuntime automatic @jsxImportSource react */
import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fire, setMedia, useDomSuite } from '../../../helpers/dom';
import { createHit, createMemorySearchClient, FIXTURE_HITS } from '../../../helpers/memory-search-client';
import { lastModal, renderModal, typeInto, waitFor } from './search-env';

const RECENT = '__DOCSEARCH_RECENT_SEARCHES__test';
const FAVORITE = '__DOCSEARCH_FAVORITE_SEARCHES__test';
const css = readFileSync(new URL('../../../../theme/styles/search.css', import.meta.url), 'utf8');

const exit = suite('start screen rows animate out');
useDomSuite(exit);
// The real stylesheet: its transition is what the rows wait for.
exit.before.each(() => {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.appendChild(style);
});

function storeRecents(n: number) {
  const hits = Array.from({ length: n }, (_, i) => {
    const { _highlightResult: _h, ...hit } = createHit({ objectID: `r${i}`, url: `/base/docs/r${i}`, type: 'lvl1', lvl0: 'Docs', lvl1: `recent ${i}` });
    return hit;
  });
  localStorage.setItem(RECENT, JSON.stringify(hits));
}
const titles = (list: 'recent' | 'favorite') =>
  [...lastModal().querySelectorAll(`#docsearch-${list === 'recent' ? 'recentSearches' : 'favoriteSearches'}-list .DocSearch-Hit-title`)].map((el) => el.textContent);
const row = (title: string) => [...lastModal().querySelectorAll('li.DocSearch-Hit')].find((li) => li.querySelector('.DocSearch-Hit-title')!.textContent === title)!;
const button = (rowTitle: string, title: string) => row(rowTitle).querySelector<HTMLButtonElement>(`button[title="${title}"]`)!;
const storedIds = (key: string) => JSON.parse(localStorage.getItem(key) ?? '[]').map((h: { objectID: string }) => h.objectID);

exit('removing from history: the row fades with --deleting, the list changes on its transitionend', () => {
  storeRecents(2);
  renderModal(createMemorySearchClient(FIXTURE_HITS));
  fire(button('recent 0', 'Remove this search from history'), 'click');
  assert.ok(row('recent 0').classList.contains('DocSearch-Hit--deleting'));
  assert.equal(titles('recent'), ['recent 0', 'recent 1'], 'still shown while it animates');
  assert.equal(storedIds(RECENT), ['r1'], 'already stored: nothing is lost if the page goes away');
  fire(row('recent 0').querySelector('a')!, 'transitionend', { propertyName: 'opacity' });
  assert.equal(titles('recent'), ['recent 0', 'recent 1'], 'a child\'s transitionend does not count');
  fire(row('recent 0'), 'transitionend', { propertyName: 'opacity' });
  assert.equal(titles('recent'), ['recent 1']);
});

exit('saving as favorite plays --favoriting, then moves the row', () => {
  storeRecents(2);
  renderModal(createMemorySearchClient(FIXTURE_HITS));
  fire(button('recent 1', 'Save this search'), 'click');
  assert.ok(row('recent 1').classList.contains('DocSearch-Hit--favoriting'));
  assert.equal(titles('favorite'), []);
  fire(row('recent 1'), 'transitionend', { propertyName: 'opacity' });
  assert.equal(titles('recent'), ['recent 0']);
  assert.equal(titles('favorite'), ['recent 1']);
  fire(button('recent 1', 'Remove this search from favorites'), 'click');
  assert.ok(row('recent 1').classList.contains('DocSearch-Hit--deleting'));
  fire(row('recent 1'), 'transitionend', { propertyName: 'opacity' });
  assert.equal(titles('favorite'), []);
  assert.equal(storedIds(FAVORITE), []);
});

exit('without a transitionend the change still applies, after the transition time', async () => {
  storeRecents(2);
  renderModal(createMemorySearchClient(FIXTURE_HITS));
  const started = Date.now();
  fire(button('recent 0', 'Remove this search from history'), 'click');
  await waitFor(() => titles('recent').length === 1, 'the fallback');
  assert.ok(Date.now() - started >= 240, 'waited for the transition first');
  assert.equal(titles('recent'), ['recent 1']);
});

exit('with reduced motion the list changes at once', () => {
  setMedia('(prefers-reduced-motion: reduce)', true);
  storeRecents(2);
  renderModal(createMemorySearchClient(FIXTURE_HITS));
  fire(button('recent 0', 'Remove this search from history'), 'click');
  assert.equal(titles('recent'), ['recent 1']);
});

exit('typing a query mid-animation loses nothing: the emptied query shows the change', async () => {
  storeRecents(2);
  const { input } = renderModal(createMemorySearchClient(FIXTURE_HITS));
  fire(button('recent 0', 'Save this search'), 'click');
  typeInto(input(), 'helm');
  await waitFor(() => !lastModal().querySelector('#docsearch-recentSearches-list'), 'the results');
  typeInto(input(), '');
  await waitFor(() => titles('favorite').length === 1, 'the start screen');
  assert.equal(titles('recent'), ['recent 1']);
  assert.equal(titles('favorite'), ['recent 0']);
});

/** Which control has focus: "<row title> / <button title>", or "input". */
const focused = () => {
  const el = document.activeElement as HTMLElement;
  if (el.id === 'docsearch-input') return 'input';
  return `${el.closest('li')?.querySelector('.DocSearch-Hit-title')?.textContent} / ${el.getAttribute('title')}`;
};

/** Focuses a row's button, presses it and ends the row's transition. */
function pressFocused(rowTitle: string, title: string) {
  button(rowTitle, title).focus();
  fire(button(rowTitle, title), 'click');
  assert.is(focused(), `${rowTitle} / ${title}`, 'focus stays while the row animates');
  fire(row(rowTitle), 'transitionend', { propertyName: 'opacity' });
}

exit('focus moves to the same button of the row taking the vanished row\'s place', () => {
  storeRecents(3);
  renderModal(createMemorySearchClient(FIXTURE_HITS));
  pressFocused('recent 0', 'Remove this search from history');
  assert.is(focused(), 'recent 1 / Remove this search from history');
  pressFocused('recent 1', 'Save this search');
  assert.is(focused(), 'recent 2 / Save this search');
});

exit('from the last row focus moves to the row above; from the only row to the input', () => {
  storeRecents(2);
  renderModal(createMemorySearchClient(FIXTURE_HITS));
  pressFocused('recent 1', 'Remove this search from history');
  assert.is(focused(), 'recent 0 / Remove this search from history');
  pressFocused('recent 0', 'Remove this search from history');
  assert.is(focused(), 'input');
});

exit.run();
