/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render, useDomSuite } from '../../../helpers/dom';
import { createNotFoundRoute, createSiteData, createTestStore } from '../../../helpers/fixtures';
import { App } from '../../../../theme/App';
import NotFoundPage from '../../../../theme/pages/NotFoundPage';


const notFound = suite('NotFoundPage');
useDomSuite(notFound);

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

notFound.run();
