/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render, useDomSuite } from '../../../helpers/dom';
import { createHead, createSiteData, createTestStore } from '../../../helpers/fixtures';
import { App } from '../../../../theme/App';
import OfflinePage from '../../../../theme/pages/OfflinePage';
import { withBuiltInTexts } from '../../../../cli/texts/built-in-texts';
import type { OfflineRoute } from '../../../../runtime/types';

const offline = suite('OfflinePage');
useDomSuite(offline);

const route = (): OfflineRoute => ({ kind: 'offline', path: '/base/offline.html', page: 'offline', deps: [], head: createHead('You are offline') });

const texts = () => {
  const main = document.querySelector('main')!;
  return {
    heading: main.querySelector('h1')!.textContent,
    paragraphs: [...main.querySelectorAll('p')].slice(0, 2).map((p) => p.textContent),
    button: main.querySelector('button')!.textContent,
    home: main.querySelector('a')!,
  };
};

offline('says the page is not saved, offers to try again and links home, in English by default', () => {
  render(<App site={createSiteData()} store={createTestStore(route(), OfflinePage)} />);
  const shown = texts();
  assert.is(shown.heading, 'You are offline');
  assert.is(shown.paragraphs[0], 'This page is not saved on this device, and the network cannot be reached right now.');
  assert.is(shown.button, 'Try again');
  assert.is(shown.home.textContent, 'Go to the home page');
  assert.is(shown.home.getAttribute('href'), '/base/');
});

offline("a French locale's offline page reads French from the shipped texts", () => {
  const fr = { code: 'fr', label: 'Français', htmlLang: 'fr', direction: 'ltr' as const, href: '/base/fr/' };
  const translations = Object.fromEntries(withBuiltInTexts('fr', undefined)!);
  render(<App site={createSiteData({ baseUrl: '/base/fr/', locale: fr, translations })} store={createTestStore(route(), OfflinePage)} />);
  const shown = texts();
  assert.is(shown.heading, 'Vous êtes hors ligne');
  assert.match(shown.paragraphs[1]!, /déjà ouvertes/);
  assert.is(shown.button, 'Réessayer');
  assert.is(shown.home.textContent, "Aller à la page d'accueil");
  assert.is(shown.home.getAttribute('href'), '/base/fr/');
});

offline("a site's code.json message wins over the shipped text", () => {
  render(<App site={createSiteData({ translations: { 'theme.OfflinePage.title': 'No signal here' } })} store={createTestStore(route(), OfflinePage)} />);
  assert.is(texts().heading, 'No signal here');
});

offline.run();
