import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { useRouterPage, createFixture, makeRoute, site } from './router-fixture';
import type { SiteData } from '../../../runtime/types';

/** The router under config `trailingSlash`: one route whatever the form, pushed in the site's form. */
const Slash = suite('router with a trailing-slash policy');
const withSlash = { ...site, trailingSlash: true } as SiteData;
const withoutSlash = { ...site, trailingSlash: false } as SiteData;
useRouterPage(Slash);

Slash('true: a link written without the slash is pushed with it, from the one data file', async () => {
  const f = createFixture({ site: withSlash, files: { '/base/blog/__data.json': makeRoute('/base/blog/') } });
  await f.router.navigate('/base/blog?page=2');
  assert.is(location.pathname + location.search, '/base/blog/?page=2');
  assert.equal(f.requests, ['/base/blog/__data.json']);
  assert.equal(f.assigned, [], 'no full page load');
  // The same page in the other form is the same page: a hash change, nothing fetched.
  await f.router.navigate('/base/blog#top');
  assert.is(location.pathname + location.hash, '/base/blog/#top');
  assert.equal(f.requests, ['/base/blog/__data.json']);
});

Slash('false: the slash is dropped, and a ".html" address is the same route', async () => {
  const f = createFixture({ site: withoutSlash, files: { '/base/blog/__data.json': makeRoute('/base/blog') } });
  await f.router.navigate('/base/blog/');
  assert.is(location.pathname, '/base/blog');
  await f.router.navigate('/base/blog.html#top');
  assert.is(location.pathname + location.hash, '/base/blog#top');
  assert.equal(f.requests, ['/base/blog/__data.json']);
});

Slash('prefetching both forms of one page fetches its data once', async () => {
  const f = createFixture({ site: withSlash, files: { '/base/blog/__data.json': makeRoute('/base/blog/') } });
  f.router.prefetch('/base/blog');
  f.router.prefetch('/base/blog/');
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.equal(f.requests, ['/base/blog/__data.json']);
});

Slash('unset: locations keep the form they were given', async () => {
  const f = createFixture({ files: { '/base/blog/__data.json': makeRoute('/base/blog') } });
  await f.router.navigate('/base/blog/');
  assert.is(location.pathname, '/base/blog/');
});

Slash.run();
