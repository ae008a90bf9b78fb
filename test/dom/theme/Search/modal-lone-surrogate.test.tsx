/** @jsxRuntime automatic @jsxImportSource react */
/**
 * Half of a surrogate pair in the query (pasted, or an emoji the 64-character cap cut in two)
 * made encodeURIComponent throw while the modal rendered its links, and the modal went away.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { captureConsole, useDomSuite } from '../../../helpers/dom';
import { createHit, createMemorySearchClient, FIXTURE_HITS } from '../../../helpers/memory-search-client';
import { createSearchSite, renderModal, rowTitles, typeInto, waitFor } from './search-env';
import { encodeQuery } from '../../../../theme/Search/hit-url';

const surrogates = suite('a query holding half of a surrogate pair');
useDomSuite(surrogates);

surrogates('encodes with U+FFFD in place of the half, keeping whole pairs', () => {
  assert.is(encodeQuery('a\ud83d'), 'a%EF%BF%BD');
  assert.is(encodeQuery('\ude80b'), '%EF%BF%BDb');
  assert.is(encodeQuery('🚀\ud83d🚀'), '%F0%9F%9A%80%EF%BF%BD%F0%9F%9A%80');
});

surrogates('leaves the modal up, with its results and a working "See all" link', async () => {
  const launch = createHit({ objectID: 'rocket', url: '/base/docs/launch', type: 'lvl1', lvl0: 'Docs', lvl1: 'Launch 🚀 day' });
  const { input } = renderModal(createMemorySearchClient([launch]));
  const { errors } = await captureConsole(async () => {
    // The first half of the rocket, as the length cap leaves it.
    typeInto(input(), 'launch \ud83d');
    await waitFor(() => rowTitles().length > 0, 'results');
  });
  assert.equal(errors, []);
  const seeAll = [...document.querySelectorAll('a')].find((a) => a.textContent?.startsWith('See all'))!;
  assert.is(seeAll.getAttribute('href'), '/base/search?q=launch%20%EF%BF%BD');
  assert.ok(document.querySelector('#docsearch-input'), 'the modal is still there');
});

surrogates('leaves the "no results" screen up, with its report link', async () => {
  const site = createSearchSite({ missingResultsUrl: 'https://github.com/o/r/issues/new?title={query}' });
  const { input } = renderModal(createMemorySearchClient(FIXTURE_HITS), { site });
  const { errors } = await captureConsole(async () => {
    typeInto(input(), 'zzz\ude80');
    await waitFor(() => document.querySelector('.DocSearch-NoResults') !== null, 'no results');
  });
  assert.equal(errors, []);
  const link = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Let us know.')!;
  assert.is(link.getAttribute('href'), 'https://github.com/o/r/issues/new?title=zzz%EF%BF%BD');
});

surrogates.run();
