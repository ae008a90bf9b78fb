/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactElement } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render, useDomSuite } from '../../../helpers/dom';
import { createNotFoundRoute, createSiteData, createTestStore } from '../../../helpers/fixtures';
import { App } from '../../../../theme/App';
import { HomeHero } from '../../../../theme/Home/HomeHero';

const hero = suite('HomeHero');
useDomSuite(hero);

const pageWith = (node: () => ReactElement) => createTestStore(createNotFoundRoute(), node as never);

hero('shows the site title and tagline and links to the docs main page by default', () => {
  render(<App site={createSiteData()} store={pageWith(() => <HomeHero />)} />);
  const banner = document.querySelector('.home-hero')!;
  assert.is(banner.querySelector('h1')!.textContent, 'TyKO');
  assert.is(banner.querySelector('p')!.textContent, 'your turnkey Typesense Kubernetes Operator');
  const link = banner.querySelector('a')!;
  assert.is(link.textContent, 'Read the docs');
  assert.is(link.getAttribute('href'), '/base/docs/getting-started');
});

hero("the default call to action reads the site's language", () => {
  render(<App site={createSiteData({ translations: { 'theme.home.readTheDocs': 'Lire la documentation' } })} store={pageWith(() => <HomeHero />)} />);
  assert.is(document.querySelector('.home-hero a')!.textContent, 'Lire la documentation');
});

hero('takes its own call to action', () => {
  render(<App site={createSiteData()} store={pageWith(() => <HomeHero action={{ label: 'Blog', href: '/base/blog' }} />)} />);
  assert.is(document.querySelector('.home-hero a')!.getAttribute('href'), '/base/blog');
});

hero('shows no call to action for a site without docs', () => {
  render(<App site={createSiteData({ docs: null })} store={pageWith(() => <HomeHero />)} />);
  assert.is(document.querySelectorAll('.home-hero a').length, 0);
});

hero.run();
