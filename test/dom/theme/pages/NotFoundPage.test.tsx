/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render, useDomSuite } from '../../../helpers/dom';
import { createNotFoundRoute, createSiteData, createTestStore } from '../../../helpers/fixtures';
import { App } from '../../../../theme/App';
import NotFoundPage from '../../../../theme/pages/NotFoundPage';
import { withBuiltInTexts } from '../../../../cli/texts/built-in-texts';


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
  assert.is(main.querySelector('a')!.textContent, 'Go to the home page');
});

notFound("a French locale's 404 page reads French, its home link too", () => {
  const fr = { code: 'fr', label: 'Français', htmlLang: 'fr', direction: 'ltr' as const, href: '/base/fr/' };
  const translations = Object.fromEntries(withBuiltInTexts('fr', undefined)!);
  render(<App site={createSiteData({ baseUrl: '/base/fr/', locale: fr, translations })} store={createTestStore(createNotFoundRoute(), NotFoundPage)} />);
  const main = document.querySelector('main')!;
  assert.is(main.querySelector('h1')!.textContent, 'Page introuvable');
  const home = main.querySelector('a')!;
  assert.is(home.textContent, "Aller à la page d'accueil");
  assert.is(home.getAttribute('href'), '/base/fr/');
});

notFound.run();
