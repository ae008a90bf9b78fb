/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { useDomSuite } from '../../../helpers/dom';
import { createMemorySearchClient, FIXTURE_HITS } from '../../../helpers/memory-search-client';
import { press, renderModal, rowTitles, typeInto, waitFor } from './search-env';

const aria = suite('the modal input\'s aria-controls');
useDomSuite(aria);

aria('the active row of any group lies inside a list the input controls', async () => {
  const { input } = renderModal(createMemorySearchClient(FIXTURE_HITS));
  typeInto(input(), 'install');
  await waitFor(() => rowTitles().length === 6);
  const controlled = () => input().getAttribute('aria-controls')!.split(' ').map((id) => document.getElementById(id));
  assert.ok(controlled().every(Boolean), 'each id names a list on screen');
  press(input(), 'ArrowUp');
  const active = document.getElementById(input().getAttribute('aria-activedescendant')!)!;
  assert.is(active.closest('ul')!.id, 'docsearch-hits1-list', 'up from the first row wraps to the Blog group');
  assert.ok(controlled().includes(active.closest('ul')), 'the row is inside a controlled list');
});

aria('the start screen controls its Recent and Favorite lists, and nothing once the panel shows no rows', async () => {
  localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__test', JSON.stringify([FIXTURE_HITS[0]]));
  localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__test', JSON.stringify([FIXTURE_HITS[3]]));
  const { input } = renderModal(createMemorySearchClient(FIXTURE_HITS));
  await waitFor(() => rowTitles().length === 2, 'the stored rows');
  assert.is(input().getAttribute('aria-controls'), 'docsearch-recentSearches-list docsearch-favoriteSearches-list');
  typeInto(input(), 'nothing matches this');
  await waitFor(() => document.querySelector('.DocSearch-NoResults') !== null, 'the no-results screen');
  assert.not.ok(input().hasAttribute('aria-controls'), 'no list on screen, none controlled');
});

aria.run();
