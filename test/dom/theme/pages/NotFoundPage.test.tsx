/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { installDom, render, resetDom } from '../../../helpers/dom';
import { createNotFoundRoute, createSiteData, createTestStore } from '../../../helpers/fixtures';
import { App } from '../../../../theme/App';
import NotFoundPage from '../../../../theme/pages/NotFoundPage';
import SearchPage from '../../../../theme/pages/SearchPage';
import type { SearchRoute } from '../../../../runtime/types';

installDom();

const notFound = suite('NotFoundPage');
notFound.before.each(resetDom);

notFound('tells the reader the page is missing and links home', () => {
  const route = createNotFoundRoute();
  render(<App site={createSiteData()} store={createTestStore(route, NotFoundPage)} />);
  const main = document.querySelector('main')!;
  assert.is(main.querySelector('h1')!.textContent, 'Page Not Found');
  const paragraphs = [...main.querySelectorAll('p')].map((p) => p.textContent);
  assert.is(paragraphs[0], 'We could not find what you were looking for.');
  assert.is(
    paragraphs[1],
    'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.',
  );
  assert.is(main.querySelector('a')!.getAttribute('href'), '/base/');
});

notFound('the search placeholder has a labelled search box filled from ?q=', () => {
  window.history.replaceState(null, '', '/base/search?q=helm');
  const route: SearchRoute = { ...createNotFoundRoute(), kind: 'search', page: 'search', path: '/base/search' };
  render(<App site={createSiteData()} store={createTestStore(route, SearchPage)} />);
  assert.is(document.querySelector('main h1')!.textContent, 'Search the documentation');
  const input = document.querySelector<HTMLInputElement>('form[role="search"] input[type="search"]')!;
  const label = document.querySelector(`label[for="${input.id}"]`)!;
  assert.is(label.textContent, 'Search');
  assert.is(input.value, 'helm');
});

notFound.run();
