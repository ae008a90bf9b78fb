/** @jsxRuntime automatic @jsxImportSource react */
import { act } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SearchPageResults } from '../../../../theme/Search/SearchPageResults';
import { textsOf } from '../../../../theme/texts/texts';
import { render, useDomSuite } from '../../../helpers/dom';
import { createHit, createMemorySearchClient } from '../../../helpers/memory-search-client';
import { createSearchSite, waitFor } from './search-env';

const loader = suite('SearchPageResults: the "Fetching new results..." line');
useDomSuite(loader);

type Callback = (entries: { isIntersecting: boolean; boundingClientRect: { y: number } }[]) => void;
/** The observer the results made last; the test plays the browser's intersection reports. */
let observed: Callback | null = null;
const realObserver = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
loader.before.each(() => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    constructor(callback: Callback) { observed = callback; }
    observe() {}
    disconnect() {}
  };
});
loader.after.each(() => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = realObserver;
  observed = null;
});

const report = (y: number) => act(() => observed!([{ isIntersecting: true, boundingClientRect: { y } }]));

loader('a line already in view when results show loads nothing; moving up the viewport it loads the next page, once', async () => {
  const many = Array.from({ length: 40 }, (_, i) => createHit({ objectID: `m${i}`, url: `/base/docs/m${i}`, type: 'lvl1', lvl0: 'Docs', lvl1: `Match ${i}` }));
  const client = createMemorySearchClient(many);
  const site = createSearchSite();
  render(<SearchPageResults query="match" site={site} getClient={async () => client} texts={textsOf(site)} />);
  await waitFor(() => document.querySelectorAll('article.search-result').length === 15 && observed !== null, 'the first page');
  // First report: the line sits 600px down a tall window; no scroll has happened yet.
  await report(600);
  assert.equal(client.requests.map((r) => r.page), [0], 'no page asked for before the reader scrolls');
  await report(500);
  await waitFor(() => document.querySelectorAll('article.search-result').length === 30, 'the second page');
  // The appended results push the line down: that is no scroll towards it.
  await report(900);
  assert.equal(client.requests.map((r) => r.page), [0, 1]);
});

loader.run();
