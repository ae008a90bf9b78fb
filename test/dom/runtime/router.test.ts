import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { installDom, resetDom } from './dom-env';
import { createFixture, flush, makeRoute, site } from './router-fixture';
import { Window as HappyWindow } from 'happy-dom';
import { blockHistoryPop } from '../../../runtime/pop-block';
import { createRouteStore } from '../../../runtime/route-store';
import { createRouter } from '../../../runtime/router';
import type { RouteLoader } from '../../../runtime/route-loader';
import { createRouteLifecycles } from '../../../runtime/client-modules';

const nav = suite('router.navigate');
let scrolls: [number, number][] = [];
const originalScrollTo = window.scrollTo;

nav.before(() => void installDom());
nav.before.each(() => {
  resetDom();
  scrolls = [];
  window.scrollTo = ((x: number, y: number) => void scrolls.push([x, y])) as typeof window.scrollTo;
  document.body.innerHTML = '<div role="region" aria-label="Skip to main content" data-opdocs-skip-region></div><main></main>';
  document.documentElement.className = 'plugin-docs docs-doc-page keep-me';
});
nav.after(() => void (window.scrollTo = originalScrollTo));

nav('loads the next route, then pushes history, renders it and updates the head', async () => {
  const next = makeRoute('/base/blog', { htmlClassName: 'blog-list-page' });
  const f = createFixture({ files: { '/base/blog/__data.json': next } });
  const before = history.length;
  await f.router.navigate('/base/blog?page=2');
  assert.is(location.pathname + location.search, '/base/blog?page=2');
  assert.is(history.length, before + 1);
  assert.ok((history.state as { key?: string }).key, 'history entry carries a scroll key');
  assert.is(f.store.getState().route.path, '/base/blog');
  assert.equal(f.store.getState().location, { pathname: '/base/blog', search: '?page=2', hash: '' });
  assert.is(document.title, '/base/blog | TyKO');
  assert.is(document.documentElement.className, 'keep-me blog-list-page');
  assert.equal(f.progressCalls, ['start', 'done']);
  assert.equal(scrolls, [[0, 0]]);
  assert.is(document.activeElement, document.querySelector('[data-opdocs-skip-region]'));
});

nav('a dialog opened while the next page loaded keeps the focus when that page shows', async () => {
  // The search modal, opened by Ctrl+K between a click on a link and the end of its load.
  document.body.insertAdjacentHTML('afterbegin', '<div role="dialog" aria-modal="true"><input id="q"></div>');
  const input = document.getElementById('q') as HTMLInputElement;
  const f = createFixture({ files: { '/base/blog/__data.json': makeRoute('/base/blog') } });
  const going = f.router.navigate('/base/blog');
  input.focus();
  await going;
  assert.is(f.store.getState().route.path, '/base/blog');
  assert.is(document.activeElement, input, 'what the reader types still goes into the dialog');
});

nav('focus left in the mobile menu, which the change of page closes, moves to the new page', async () => {
  // A search pick made over the open menu gives the focus back to the menu as the page loads.
  document.body.insertAdjacentHTML('afterbegin', '<div class="navbar-sidebar" role="dialog" aria-modal="true"><button id="close">×</button></div>');
  const f = createFixture({ files: { '/base/blog/__data.json': makeRoute('/base/blog') } });
  const going = f.router.navigate('/base/blog');
  (document.getElementById('close') as HTMLButtonElement).focus();
  await going;
  assert.is(document.activeElement, document.querySelector('[data-opdocs-skip-region]'));
});

nav('tells the client module lifecycles of each page change: before it renders, and once it has', async () => {
  const calls: string[] = [];
  const f = createFixture({
    files: { '/base/blog/__data.json': makeRoute('/base/blog') },
    lifecycles: {
      update: ({ location, previousLocation }) => void calls.push(`update ${previousLocation?.pathname} → ${location.pathname}${location.hash} (shown: ${f.store.getState().route.path})`),
      didUpdate: ({ location }) => void calls.push(`did ${location.pathname}${location.hash} (shown: ${f.store.getState().route.path})`),
    },
  });
  await f.router.navigate('/base/blog');
  await f.router.navigate('/base/blog#top');
  assert.equal(calls, [
    'update /base/docs/intro → /base/blog (shown: /base/docs/intro)',
    'did /base/blog (shown: /base/blog)',
    'update /base/blog → /base/blog#top (shown: /base/blog)',
    'did /base/blog#top (shown: /base/blog)',
  ]);
});

nav('a client module\'s onRouteUpdate hears of a navigation as its load starts; what it returned runs once loaded, before the page shows', async () => {
  const calls: string[] = [];
  const shown = () => f.store.getState().route.path;
  const f = createFixture({
    gated: true,
    files: { '/base/a/__data.json': makeRoute('/base/a'), '/base/b/__data.json': makeRoute('/base/b') },
    lifecycles: createRouteLifecycles([{
      onRouteUpdate: ({ location }) => {
        calls.push(`update ${location.pathname} (shown: ${shown()}, requested: ${f.requests.length})`);
        return () => void calls.push(`loaded ${location.pathname} (shown: ${shown()})`);
      },
      onRouteDidUpdate: ({ location }) => void calls.push(`did ${location.pathname} (shown: ${shown()})`),
    }]),
  });
  const first = f.router.navigate('/base/a');
  await flush();
  assert.equal(calls, ['update /base/a (shown: /base/docs/intro, requested: 0)'], 'told before the data is asked for');
  // A newer navigation overtakes it: the first one's callback runs, as its load is abandoned.
  const second = f.router.navigate('/base/b');
  await flush();
  f.release('/base/b/__data.json');
  await second;
  f.release('/base/a/__data.json');
  await first;
  assert.equal(calls, [
    'update /base/a (shown: /base/docs/intro, requested: 0)',
    'loaded /base/a (shown: /base/docs/intro)',
    'update /base/b (shown: /base/docs/intro, requested: 1)',
    'loaded /base/b (shown: /base/docs/intro)',
    'did /base/b (shown: /base/b)',
  ]);
});

nav('reports each page it shows (without query or hash) so the service worker can keep it', async () => {
  const f = createFixture({ files: { '/base/blog/__data.json': makeRoute('/base/blog') } });
  await f.router.navigate('/base/blog?page=2#top');
  assert.equal(f.shown, [`${location.origin}/base/blog`]);
  await f.router.navigate('/base/nowhere');
  assert.equal(f.shown, [`${location.origin}/base/blog`], 'a failed load reports nothing');
});

nav('keeps the old page until loading finishes', async () => {
  const f = createFixture({ gated: true, files: { '/base/blog/__data.json': makeRoute('/base/blog') } });
  const pending = f.router.navigate('/base/blog');
  await flush();
  assert.is(f.store.getState().route.path, '/base/docs/intro');
  assert.is(location.pathname, '/base/docs/intro');
  f.release('/base/blog/__data.json');
  await pending;
  assert.is(f.store.getState().route.path, '/base/blog');
});

nav('falls back to a full page load when the route data cannot be loaded: with a warning, but none for a path with no data', async () => {
  const f = createFixture({ failing: ['/base/docs/flaky/__data.json'] });
  const warnings: unknown[] = [];
  const originalWarn = console.warn;
  console.warn = (e: unknown) => void warnings.push(e);
  try {
    await f.router.navigate('/base/docs/flaky');
    // No data: no page of this build (an HTML file of the static folder), which the browser loads.
    await f.router.navigate('/base/docs/gone');
  } finally {
    console.warn = originalWarn;
  }
  assert.equal(warnings.map(String), ['TypeError: Failed to fetch']);
  assert.equal(f.assigned, ['https://example.com/base/docs/flaky', 'https://example.com/base/docs/gone']);
  assert.is(f.store.getState().route.path, '/base/docs/intro');
  assert.is(location.pathname, '/base/docs/intro');
  assert.equal(f.progressCalls, ['start', 'done', 'start', 'done']);
});

nav('drops a navigation that a newer one overtook', async () => {
  const f = createFixture({ gated: true, files: { '/base/a/__data.json': makeRoute('/base/a'), '/base/b/__data.json': makeRoute('/base/b') } });
  const first = f.router.navigate('/base/a');
  const second = f.router.navigate('/base/b');
  await flush();
  f.release('/base/b/__data.json');
  await second;
  f.release('/base/a/__data.json');
  await first;
  assert.is(f.store.getState().route.path, '/base/b');
  assert.is(location.pathname, '/base/b');
});

nav('handles a hash change on the same page without loading anything', async () => {
  document.body.insertAdjacentHTML('beforeend', '<h2 id="install">Install</h2>');
  let scrolledIntoView = false;
  (document.getElementById('install') as HTMLElement).scrollIntoView = () => void (scrolledIntoView = true);
  const f = createFixture();
  await f.router.navigate('#install');
  assert.equal(f.requests, []);
  assert.is(location.hash, '#install');
  assert.is(f.store.getState().location.hash, '#install');
  assert.ok(scrolledIntoView);
});

nav('does not stack history entries when the same anchor is followed twice', async () => {
  const f = createFixture();
  await f.router.navigate('#install');
  const length = history.length;
  await f.router.navigate('#install');
  assert.is(history.length, length);
  await f.router.navigate('#usage');
  assert.is(history.length, length + 1);
});

nav('keeps the scroll position when only the query string changes', async () => {
  const f = createFixture({ files: { '/base/docs/intro/__data.json': makeRoute('/base/docs/intro') } });
  const shownRoute = f.store.getState().route;
  const before = history.length;
  await f.router.navigate('/base/docs/intro?tab=helm');
  assert.is(f.store.getState().location.search, '?tab=helm');
  assert.is(location.search, '?tab=helm');
  assert.is(history.length, before + 1, 'a link to another query is a history entry of its own');
  assert.equal(scrolls, []);
  assert.equal(f.progressCalls, ['done'], 'no progress bar when the pathname stays');
  assert.equal(f.requests, [], 'the page on screen is the route: nothing is loaded');
  assert.is(f.store.getState().route, shownRoute, 'the page is not rendered again');
});

nav('a query replaced on the same page keeps the entry, its key, the scroll and the focus', async () => {
  document.body.insertAdjacentHTML('beforeend', '<button id="tab">Linux</button>');
  const tab = document.getElementById('tab') as HTMLButtonElement;
  tab.focus();
  const f = createFixture();
  await f.router.navigate('/base/docs/intro#setup');
  scrolls = [];
  const { key } = history.state as { key: string };
  const before = history.length;
  await f.router.navigate('/base/docs/intro?os=linux#setup', { replace: true });
  assert.is(location.pathname + location.search + location.hash, '/base/docs/intro?os=linux#setup');
  assert.is(history.length, before);
  assert.is((history.state as { key: string }).key, key, 'Back/Forward still find the scroll saved under this entry');
  assert.equal(f.store.getState().location, { pathname: '/base/docs/intro', search: '?os=linux', hash: '#setup' });
  assert.equal(scrolls, []);
  assert.is(document.activeElement, tab);
  assert.equal(f.requests, []);
});

nav('following the current address again, with no query or fragment change, is a new visit', async () => {
  const f = createFixture({ files: { '/base/docs/intro/__data.json': makeRoute('/base/docs/intro') } });
  await f.router.navigate('/base/docs/intro');
  assert.equal(f.requests, ['/base/docs/intro/__data.json']);
  assert.equal(scrolls, [[0, 0]]);
});

nav('pushes the normalised path for .html links', async () => {
  const f = createFixture({ files: { '/base/docs/setup/__data.json': makeRoute('/base/docs/setup') } });
  await f.router.navigate('/base/docs/setup.html');
  assert.is(location.pathname, '/base/docs/setup');
});

nav('sends links outside the site to a full page load', async () => {
  const f = createFixture();
  await f.router.navigate('https://github.com/akyriako');
  assert.equal(f.assigned, ['https://github.com/akyriako']);
  assert.equal(f.requests, []);
});

nav.run();

const history_ = suite('router history and clicks');
history_.before(() => void installDom());
history_.before.each(() => {
  resetDom();
  scrolls = [];
  window.scrollTo = ((x: number, y: number) => void scrolls.push([x, y])) as typeof window.scrollTo;
});
history_.after(() => void (window.scrollTo = originalScrollTo));

history_('restores the saved scroll position on back', async () => {
  const f = createFixture({ files: { '/base/blog/__data.json': makeRoute('/base/blog'), '/base/docs/intro/__data.json': makeRoute('/base/docs/intro') } });
  const uninstall = f.router.install();
  try {
    const firstKey = (history.state as { key: string }).key;
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    await f.router.navigate('/base/blog');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    history.replaceState({ key: firstKey }, '', '/base/docs/intro');
    scrolls = [];
    await f.router.handlePopState(new PopStateEvent('popstate', { state: { key: firstKey } }));
    assert.is(f.store.getState().route.path, '/base/docs/intro');
    assert.equal(scrolls, [[0, 640]]);
  } finally {
    uninstall();
    delete (window as { scrollY?: number }).scrollY;
  }
});

history_('Back and Forward between two queries of one page load nothing and restore each entry\'s scroll', async () => {
  const { win, store, router } = isolatedRouter();
  const uninstall = router.install();
  const scrolled: [number, number][] = [];
  win.scrollTo = ((x: number, y: number) => void scrolled.push([x, y])) as typeof win.scrollTo;
  try {
    Object.defineProperty(win, 'scrollY', { value: 300, configurable: true });
    await router.navigate('/base/docs/intro?os=mac');
    Object.defineProperty(win, 'scrollY', { value: 900, configurable: true });
    win.history.back();
    await new Promise((resolve) => setTimeout(resolve, 0));
    assert.is(store.getState().location.search, '');
    win.history.forward();
    await new Promise((resolve) => setTimeout(resolve, 0));
    assert.is(store.getState().location.search, '?os=mac');
    assert.equal(scrolled, [[0, 300], [0, 900]]);
  } finally {
    uninstall();
    await win.happyDOM.close();
  }
});

history_('replaces a /index.html or .html address with the clean path on install', () => {
  resetDom('https://example.com/base/docs/index.html?x=1#top');
  const f = createFixture();
  const uninstall = f.router.install();
  assert.is(location.pathname + location.search + location.hash, '/base/docs/?x=1#top');
  assert.is(history.scrollRestoration, 'manual');
  uninstall();
});

history_('hands scroll restoration back to the browser when the page is left, and takes it again if the page returns from the back/forward cache', () => {
  resetDom('https://example.com/base/docs/intro');
  const f = createFixture();
  // Other suites' routers may still listen on this shared window: the removal is checked on
  // this router's own listeners, not by what a later event does.
  const added = new Set<unknown>();
  const add = window.addEventListener.bind(window);
  window.addEventListener = ((type: string, fn: EventListenerOrEventListenerObject, o?: boolean | AddEventListenerOptions) => {
    if (type === 'pagehide' || type === 'pageshow') added.add(fn);
    add(type, fn, o);
  }) as typeof window.addEventListener;
  const uninstall = f.router.install();
  window.addEventListener = add;
  assert.is(added.size, 2, 'a pagehide and a pageshow listener');
  assert.is(history.scrollRestoration, 'manual');
  // A reload or a link off the site: the browser keeps the position for the page's next load.
  window.dispatchEvent(new Event('pagehide'));
  assert.is(history.scrollRestoration, 'auto');
  const shown = (persisted: boolean) => Object.assign(new Event('pageshow'), { persisted });
  window.dispatchEvent(shown(true));
  assert.is(history.scrollRestoration, 'manual');
  const remove = window.removeEventListener.bind(window);
  window.removeEventListener = ((type: string, fn: EventListenerOrEventListenerObject, o?: boolean | EventListenerOptions) => {
    added.delete(fn);
    remove(type, fn, o);
  }) as typeof window.removeEventListener;
  uninstall();
  window.removeEventListener = remove;
  assert.is(added.size, 0, 'no listener is left once uninstalled');
});

history_('a page loaded anew by a reload goes back to where it was left, when the browser has not put it there or stopped short', () => {
  resetDom('https://example.com/base/docs/intro');
  const first = createFixture();
  const uninstall = first.router.install();
  Object.defineProperty(window, 'scrollY', { value: 480, configurable: true });
  window.dispatchEvent(new Event('pagehide'));
  uninstall();
  const key = (history.state as { key: string }).key;
  assert.is(window.sessionStorage.getItem(`opdocs:left-at:${key}`), '[0,480]');
  const load = (type: string, at = 0) => {
    Object.defineProperty(window, 'scrollY', { value: at, configurable: true });
    const entries = performance.getEntriesByType;
    performance.getEntriesByType = ((kind: string) => (kind === 'navigation' ? [{ type }] : [])) as unknown as typeof performance.getEntriesByType;
    scrolls = [];
    try {
      createFixture().router.install()();
    } finally {
      performance.getEntriesByType = entries;
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    }
    return scrolls;
  };
  assert.equal(load('reload'), [[0, 480]]);
  assert.equal(load('back_forward'), [[0, 480]]);
  // The browser restored only part of the way (the page was not yet parsed to its full height).
  assert.equal(load('reload', 260), [[0, 480]]);
  // The browser got there itself.
  assert.equal(load('reload', 480), []);
  // A link followed to this address is a new visit: it opens at the top.
  assert.equal(load('navigate'), []);
});

history_('turns a plain internal link click into a client navigation', async () => {
  document.body.innerHTML = '<article><a href="/base/blog"><em>Blog</em></a></article>';
  const f = createFixture({ files: { '/base/blog/__data.json': makeRoute('/base/blog') } });
  const onClick = (e: Event) => f.router.handleClick(e as MouseEvent);
  document.addEventListener('click', onClick, { capture: true });
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  document.querySelector('em')!.dispatchEvent(event);
  document.removeEventListener('click', onClick, { capture: true });
  assert.ok(event.defaultPrevented);
  await flush();
  await flush();
  assert.is(f.store.getState().route.path, '/base/blog');
});

history_('leaves a modified click alone', () => {
  document.body.innerHTML = '<a href="/base/blog">Blog</a>';
  const f = createFixture();
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
  let preventedByRouter: boolean | null = null;
  const onClick = (e: Event) => {
    f.router.handleClick(e as MouseEvent);
    preventedByRouter = e.defaultPrevented;
    e.preventDefault(); // stop happy-dom from following the link after we looked
  };
  document.addEventListener('click', onClick, { capture: true });
  document.querySelector('a')!.dispatchEvent(event);
  document.removeEventListener('click', onClick, { capture: true });
  assert.is(preventedByRouter, false);
  assert.equal(f.requests, []);
});

/**
 * A router on a window of its own: other files' routers (startClient's) stay installed on the
 * shared window and would answer its Back and Forward too.
 */
function isolatedRouter() {
  const win = new HappyWindow({ url: 'https://example.com/base/docs/intro' });
  const store = createRouteStore({ route: makeRoute('/base/docs/intro'), Page: () => null, deps: {}, location: { pathname: '/base/docs/intro', search: '', hash: '' } });
  const progress = { start() {}, done() {}, isVisible: () => false };
  // Hash changes on one page never load a route, so the loader is never asked.
  const router = createRouter({ site, loader: {} as RouteLoader, store, window: win as unknown as Window, progress, commit: (render) => render() });
  return { win, store, router };
}

history_('with a pop blocker, Back and Forward call it and history steps back to where it was', async () => {
  const { win, store, router } = isolatedRouter();
  const uninstall = router.install();
  const blocked: string[] = [];
  let unblock = () => {};
  try {
    await router.navigate('/base/docs/intro#a');
    await router.navigate('/base/docs/intro#b');
    await router.navigate('/base/docs/intro#c');
    win.history.back();
    const length = win.history.length;
    unblock = blockHistoryPop(() => void blocked.push(win.location.hash));
    win.history.back();
    assert.equal(blocked, ['#a'], 'told once, while the browser showed the entry it went to');
    assert.is(win.location.hash, '#b', 'the entry is the one before the Back again');
    assert.is(store.getState().location.hash, '#b');
    win.history.forward();
    assert.equal(blocked, ['#a', '#c']);
    assert.is(win.location.hash, '#b');
    assert.is(win.history.length, length, 'nothing was pushed');
    unblock();
    win.history.back();
    assert.is(store.getState().location.hash, '#a', 'once unblocked, Back navigates again');
    win.history.forward();
    win.history.forward();
    assert.is(store.getState().location.hash, '#c', 'the forward entries are still there');
  } finally {
    unblock();
    uninstall();
    await win.happyDOM.close();
  }
});

history_('two routers on one window (a bundle loaded twice) step history back once, not in a loop', async () => {
  const { win, store, router } = isolatedRouter();
  const second = createRouter({ site, loader: {} as RouteLoader, store, window: win as unknown as Window, progress: { start() {}, done() {}, isVisible: () => false }, commit: (render) => render() });
  const uninstall = [router.install(), second.install()];
  let calls = 0;
  const go = win.history.go.bind(win.history);
  win.history.go = (delta?: number) => {
    calls += 1;
    if (calls < 5) go(delta ?? 0);
  };
  const unblock = blockHistoryPop(() => {});
  try {
    await router.navigate('/base/docs/intro#a');
    win.history.back();
    assert.is(calls, 1);
    assert.is(win.location.hash, '#a');
  } finally {
    unblock();
    for (const remove of uninstall) remove();
    await win.happyDOM.close();
  }
});

history_.run();
