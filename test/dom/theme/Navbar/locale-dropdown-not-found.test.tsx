/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { useDomSuite } from '../../../helpers/dom';
import { createNotFoundRoute, createSiteData, createTestStore } from '../../../helpers/fixtures';
import { App } from '../../../../theme/App';
import type { LocaleData, SiteData } from '../../../../runtime/types';

const notFound = suite('the locale menu on the not-found page');
useDomSuite(notFound);
let root: Root | undefined;
notFound.after.each(() => act(() => root?.unmount()));

const en: LocaleData = { code: 'en', label: 'English', htmlLang: 'en', direction: 'ltr', href: '/base/' };
const fr: LocaleData = { code: 'fr', label: 'Français', htmlLang: 'fr', direction: 'ltr', href: '/base/fr/' };
const site = (): SiteData => {
  const base = createSiteData({ baseUrl: '/base/fr/', locale: fr, locales: [en, fr] });
  return { ...base, navbar: { ...base.navbar, items: [{ kind: 'localeDropdown', position: 'right', source: 'navbar.items[0]' }] } };
};
const links = (container: Element) => [...container.querySelectorAll<HTMLAnchorElement>('.navbar__inner .dropdown__menu a')].map((a) => `${a.lang} ${a.getAttribute('href')}`);

notFound("404.html, served at a missing address, links each language's page at that address once hydrated", () => {
  const route = { ...createNotFoundRoute(), path: '/base/fr/404.html' };
  const container = document.createElement('div');
  document.body.appendChild(container);
  // The build renders the one file; the host serves it at the address the reader asked for.
  container.innerHTML = renderToString(<App site={site()} store={createTestStore(route)} />);
  assert.equal(links(container), ['en /base/404.html', 'fr /base/fr/404.html'], 'the server markup names the file');
  const errors: unknown[] = [];
  act(() => {
    root = hydrateRoot(container, <App site={site()} store={createTestStore(route, undefined, { pathname: '/base/fr/garden/roses' })} />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  assert.equal(links(container), ['en /base/garden/roses', 'fr /base/fr/garden/roses']);
  assert.equal(errors, [], 'no hydration error');
});

notFound.run();
