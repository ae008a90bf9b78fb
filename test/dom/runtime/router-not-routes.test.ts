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

NotRoutes('a path with no data (an HTML file of the static folder) is asked for once, however often its link is prefetched; a failed fetch is tried again', async () => {
  const f = createFixture({ failing: ['/base/flaky/__data.json'] });
  f.router.prefetch('/base/api/');
  await flush();
  f.router.prefetch('/base/api/');
  await flush();
  assert.equal(f.requests, ['/base/api/__data.json'], 'one 404, not one per hover');
  f.router.prefetch('/base/flaky');
  await flush();
  f.router.prefetch('/base/flaky');
  await flush();
  assert.equal(f.requests.filter((r) => r.includes('flaky')).length, 2, 'a network failure is retried');
});

NotRoutes('a skipped plugin\'s pages (an API reference the build did not make) are not prefetched, preloaded or routed; a click is the browser\'s', async () => {
  const withApi = { ...site, unbuiltRoutes: ['/base/reference/'] } as SiteData;
  const f = createFixture({ site: withApi, files: { '/base/referenced/__data.json': makeRoute('/base/referenced') } });
  f.router.prefetch('/base/reference/owls');
  await f.router.preload('/base/reference');
  await flush();
  assert.equal(f.requests, []);
  await f.router.navigate('/base/reference/owls#get');
  assert.equal(f.assigned, ['/base/reference/owls#get']);
  const link = Object.assign(document.createElement('a'), { href: '/base/reference/owls' });
  document.body.append(link);
  let routed: boolean | undefined;
  link.addEventListener('click', (e) => {
    f.router.handleClick(e as unknown as MouseEvent);
    routed = e.defaultPrevented;
    e.preventDefault(); // happy-dom would follow the link otherwise
  });
  link.dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  assert.is(routed, false, 'the router left the click to the browser');
  assert.equal(f.requests, [], 'the click loaded no route data');
  await f.router.navigate('/base/referenced');
  assert.equal(f.requests, ['/base/referenced/__data.json'], 'a path that only starts alike still routes');
});

NotRoutes.run();
