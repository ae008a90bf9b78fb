/** @jsxRuntime automatic @jsxImportSource react */
import { act } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fire, render, useDomSuite } from '../../../helpers/dom';
import { createNotFoundRoute, createSiteData, createTestStore } from '../../../helpers/fixtures';
import { App } from '../../../../theme/App';
import SearchPage from '../../../../theme/pages/SearchPage';
import type { SearchRoute, SiteData } from '../../../../runtime/types';
import { createDocsSet, createSearchSite } from '../Search/search-env';


const searchPage = suite('SearchPage');
useDomSuite(searchPage);

function mount(site: SiteData = createSiteData()) {
  const route: SearchRoute = { ...createNotFoundRoute(), kind: 'search', page: 'search', path: '/base/search' };
  render(<App site={site} store={createTestStore(route, SearchPage)} />);
  return document.querySelector<HTMLInputElement>('form[role="search"] input[type="search"]')!;
}

searchPage('has a labelled search box filled from ?q= and titles the page after the query', () => {
  window.history.replaceState(null, '', '/base/search?q=helm');
  const input = mount();
  assert.is(document.querySelector('main h1')!.textContent, 'Search results for "helm"');
  assert.is(document.title, 'Search results for "helm" | TyKO');
  const label = document.querySelector(`label[for="${input.id}"]`)!;
  assert.is(label.textContent, 'Search');
  assert.is(input.getAttribute('aria-label'), 'Search');
  assert.is(input.placeholder, 'Type your search here');
  assert.is(input.value, 'helm');
});

searchPage('without a query the page asks for one', () => {
  window.history.replaceState(null, '', '/base/search');
  mount();
  assert.is(document.querySelector('main h1')!.textContent, 'Search the documentation');
  assert.is(document.title, 'Search the documentation | TyKO');
});

searchPage('typing mirrors the query into ?q=', () => {
  window.history.replaceState(null, '', '/base/search');
  const input = mount();
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;
  setValue.call(input, 'quorum');
  fire(input, 'input');
  assert.is(new URLSearchParams(window.location.search).get('q'), 'quorum');
  const length = window.history.length;
  setValue.call(input, '');
  fire(input, 'input');
  assert.is(window.location.search, '', 'an empty query removes the parameter');
  assert.is(window.history.length, length, 'the history entry is replaced, not pushed');
});

/** Lets the page's lazy results component arrive inside act. */
const settle = () => act(() => import('../../../../theme/Search/SearchPageResults').then(() => new Promise<void>((r) => setTimeout(r, 0))));

/** Each version selector: its label, the chosen option's text and all option texts. */
const selectors = () => [...document.querySelectorAll<HTMLSelectElement>('form[role="search"] select')].map((select) => ({
  label: document.querySelector(`label[for="${select.id}"]`)?.textContent,
  // Not selectedOptions: happy-dom keeps that list from its first read.
  chosen: select.options[select.selectedIndex]?.textContent,
  options: [...select.options].map((option) => option.textContent),
}));

searchPage('a labelled version selector for versioned docs, on the first listed version', async () => {
  window.history.replaceState(null, '', '/base/search');
  mount({ ...createSearchSite(), docs: createDocsSet('default', [['current', 'Next'], ['2.0', '2.0'], ['1.0', '1.0']]) });
  await settle();
  assert.equal(selectors(), [{ label: 'Docs version', chosen: 'Next', options: ['Next', '2.0', '1.0'] }]);
  const select = document.querySelector<HTMLSelectElement>('form[role="search"] select')!;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(select), 'value')!.set!.call(select, '1.0');
  fire(select, 'change');
  assert.is(selectors()[0]!.chosen, '1.0', 'the choice is kept');
});

searchPage('several versioned docs: one selector each, options prefixed with the docs id; single-version docs get none', async () => {
  window.history.replaceState(null, '', '/base/search');
  mount({
    ...createSearchSite(),
    docs: createDocsSet('default', [['current', 'Next'], ['1.0', '1.0']]),
    docsInstances: [createDocsSet('community', [['current', 'Next'], ['2.0', '2.0']]), createDocsSet('api', [['current', 'Next']])],
  });
  await settle();
  assert.equal(selectors(), [
    { label: 'Docs version (default)', chosen: 'default: Next', options: ['default: Next', 'default: 1.0'] },
    { label: 'Docs version (community)', chosen: 'community: Next', options: ['community: Next', 'community: 2.0'] },
  ]);
});

searchPage('no version selector without versioning or without contextual search', async () => {
  window.history.replaceState(null, '', '/base/search');
  mount(createSearchSite());
  await settle();
  assert.equal(selectors(), [], 'one version only');
  mount({ ...createSearchSite({ contextualSearch: false }), docs: createDocsSet('default', [['current', 'Next'], ['1.0', '1.0']]) });
  await settle();
  assert.equal(selectors(), [], 'contextual search off');
});

searchPage.run();
