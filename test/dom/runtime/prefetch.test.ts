import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { installDom, resetDom } from './dom-env';
import { createFixture, flush, makeRoute } from './router-fixture';
import { prefetchFile } from '../../../runtime/prefetch';
import { prefetch, setActiveRouter, type Router } from '../../../runtime/router';

/** Makes `<link>` elements claim rel=prefetch support, as real browsers do (happy-dom does not). */
function withPrefetchSupport(doc: Document): () => void {
  const create = doc.createElement;
  doc.createElement = function (this: Document, tag: string, options?: ElementCreationOptions) {
    const el = create.call(this, tag, options);
    if (tag === 'link') Object.defineProperty((el as HTMLLinkElement).relList, 'supports', { value: (t: string) => t === 'prefetch' });
    return el;
  } as typeof doc.createElement;
  return () => void (doc.createElement = create);
}

const files = suite('prefetchFile');
files.before(() => void installDom());
files.before.each(() => void resetDom());

files('adds one <link rel="prefetch"> per file when the browser supports it', () => {
  const restore = withPrefetchSupport(document);
  try {
    prefetchFile('/base/assets/doc-1.js', { document });
    prefetchFile('/base/assets/doc-1.js', { document });
    const links = [...document.head.querySelectorAll('link[rel="prefetch"]')].map((l) => l.getAttribute('href'));
    assert.equal(links, ['/base/assets/doc-1.js']);
  } finally {
    restore();
  }
});

files('falls back to one GET request when link prefetch is unsupported', async () => {
  const fetched: [string, RequestInit | undefined][] = [];
  const fetch = async (url: string, init?: RequestInit) => void fetched.push([url, init]);
  prefetchFile('/base/assets/blog-2.js', { document, fetch });
  prefetchFile('/base/assets/blog-2.js', { document, fetch });
  assert.equal(fetched, [['/base/assets/blog-2.js', { credentials: 'include' }]]);
  assert.is(document.head.querySelector('link'), null);
});

files.run();

const routes = suite('router.prefetch');
routes.before(() => void installDom());
routes.before.each(() => void resetDom());

routes('fetches the route data once and prefetches its page chunk files', async () => {
  const restore = withPrefetchSupport(document);
  try {
    const { router, requests } = createFixture({
      files: { '/base/docs/next/__data.json': makeRoute('/base/docs/next', { page: 'page', deps: ['/base/sidebar.json'] }), '/base/sidebar.json': [] },
      chunks: { page: ['/base/assets/page-a1.js', '/base/assets/shared-b2.js'] },
    });
    router.prefetch('/base/docs/next');
    router.prefetch('/base/docs/next#part');
    await flush();
    assert.equal(requests, ['/base/docs/next/__data.json', '/base/sidebar.json']);
    const links = [...document.head.querySelectorAll('link[rel="prefetch"]')].map((l) => l.getAttribute('href'));
    assert.equal(links, ['/base/assets/page-a1.js', '/base/assets/shared-b2.js']);
  } finally {
    restore();
  }
});

routes('prefetches nothing on a slow or data-saving connection', async () => {
  const { router, requests } = createFixture({ slow: true, files: { '/base/docs/next/__data.json': makeRoute('/base/docs/next') } });
  router.prefetch('/base/docs/next');
  await flush();
  assert.equal(requests, []);
  assert.is(document.head.querySelector('link'), null);
});

routes('ignores links outside the site', async () => {
  const { router, requests } = createFixture();
  router.prefetch('https://github.com/akyriako');
  router.prefetch('/other/place');
  await flush();
  assert.equal(requests, []);
});

routes('preload ignores the slow-connection check and loads the page', async () => {
  const { router, requests } = createFixture({ slow: true, files: { '/base/docs/next/__data.json': makeRoute('/base/docs/next') } });
  await router.preload('/base/docs/next');
  assert.equal(requests, ['/base/docs/next/__data.json']);
});

routes('replays prefetches asked for before routing started', () => {
  const seen: string[] = [];
  setActiveRouter(null);
  prefetch('/base/docs/early');
  assert.equal(seen, []);
  setActiveRouter({ prefetch: (href: string) => void seen.push(href) } as Router);
  setActiveRouter(null);
  assert.equal(seen, ['/base/docs/early']);
});

routes.run();
