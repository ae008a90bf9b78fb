/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fire, render, useDomSuite } from '../../../helpers/dom';
import { createNotFoundRoute, createSiteData, createTestStore } from '../../../helpers/fixtures';
import { App } from '../../../../theme/App';
import SearchPage from '../../../../theme/pages/SearchPage';
import type { SearchRoute } from '../../../../runtime/types';


const searchPage = suite('SearchPage');
useDomSuite(searchPage);

function mount() {
  const route: SearchRoute = { ...createNotFoundRoute(), kind: 'search', page: 'search', path: '/base/search' };
  render(<App site={createSiteData()} store={createTestStore(route, SearchPage)} />);
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

searchPage.run();
