import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { useRouterPage, createFixture, flush, makeRoute, site } from './router-fixture';
import type { SiteData } from '../../../runtime/types';

/** Paths under the base that are no route of this site: loaded in full, never fetched as route data. */
const NotRoutes = suite('router: paths that are not routes of this site');
const en = site.locales[0];
const twoLocales: SiteData = { ...site, locales: [en, { ...en, code: 'fr', label: 'Français', htmlLang: 'fr', href: '/base/fr/' }] };
const french: SiteData = { ...twoLocales, baseUrl: '/base/fr/', locale: twoLocales.locales[1] };
const noHome: SiteData = { ...site, hasHomePage: false };
useRouterPage(NotRoutes);

NotRoutes('another locale\'s pages load in full and are not prefetched', async () => {
  const f = createFixture({ site: twoLocales, files: { '/base/blog/__data.json': makeRoute('/base/blog') } });
  f.router.prefetch('/base/fr/docs/intro');
  await flush();
  assert.equal(f.requests, []);
  await f.router.navigate('/base/fr/docs/intro');
  assert.equal(f.assigned, ['/base/fr/docs/intro']);
  await f.router.navigate('/base/blog');
  assert.equal(f.requests, ['/base/blog/__data.json'], 'this locale\'s pages still route');
});

NotRoutes('in the French site, its own pages route though they lie under the default locale\'s base', async () => {
  const f = createFixture({ site: french, files: { '/base/fr/blog/__data.json': makeRoute('/base/fr/blog') } });
  await f.router.navigate('/base/fr/blog');
  assert.equal(f.requests, ['/base/fr/blog/__data.json']);
  assert.equal(f.assigned, []);
});

NotRoutes('without a home page, the base loads in full (its page sends readers on) and is not prefetched', async () => {
  const f = createFixture({ site: noHome });
  f.router.prefetch('/base/');
  await flush();
  assert.equal(f.requests, []);
  await f.router.navigate('/base/');
  assert.equal(f.assigned, ['/base/']);
});

NotRoutes.run();
