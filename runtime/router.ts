/**
 * The client router: turns intercepted clicks, navigate() calls and back/forward into route
 * loads. The old page stays rendered until the next route's data, code and deps are loaded
 * (behaviors §6.1); any load failure falls back to a full page load, which also recovers
 * from a redeploy that removed old chunks.
 */
import { flushSync } from 'react-dom';
import { getNavigationTarget } from './click-filter';
import { syncHead } from './head-sync';
import { formatLocation, isAssetPath, isUnderBase, normalizePathname, toRouterLocation as locationOf } from './location';
import { samePathname, withoutTrailingSlash } from './trailing-slash';
import { isSlowConnection } from './prefetch';
import { takeBlockedPop } from './pop-block';
import { createProgressBar, type ProgressBar } from './progress';
import type { RouteLifecycles } from './client-modules';
import type { LoadedRoute, RouteLoader } from './route-loader';
import type { RouteStore } from './route-store';
import { applyScroll, createScrollMemory, decideScroll } from './scroll';
import type { RouterLocation, SiteData } from './types';

export { isSlowConnection } from './prefetch';
export { normalizePathname } from './location';

/** Options of navigate(). */
export interface NavigateOptions {
  /** Replace the current history entry instead of pushing one. */
  replace?: boolean;
}

/** Everything the router works with; only `site`, `loader` and `store` are required. */
export interface RouterOptions {
  site: SiteData;
  loader: RouteLoader;
  store: RouteStore;
  window?: Window;
  progress?: ProgressBar;
  /** Full page load, the fallback for anything the router cannot render. */
  assign?: (href: string) => void;
  /** Renders a state change synchronously; defaults to react-dom's flushSync. */
  commit?: (render: () => void) => void;
  isSlowConnection?: () => boolean;
  /** Called with the URL of each page shown by client navigation; defaults to asking the service worker to keep it. */
  onPageShown?: (url: string) => void;
  /** The site's client module lifecycles, told of every change of location. */
  lifecycles?: RouteLifecycles;
}

/**
 * Client navigation fetches only route data, never the page's HTML, so the service worker
 * would have nothing to answer a reload of that page with offline. Ask it to keep a copy.
 */
function keepPageOffline(win: Window, url: string): void {
  win.navigator.serviceWorker?.controller?.postMessage({ type: 'opdocs:keep-page', url });
}

/** One router bound to a window and a store. */
export interface Router {
  navigate(href: string, opts?: NavigateOptions): Promise<void>;
  prefetch(href: string): void;
  preload(href: string): Promise<void>;
  handleClick(event: MouseEvent): void;
  handlePopState(event: PopStateEvent): Promise<void>;
  /**
   * Watch mode: the data of `paths` changed on the server. Cached data is dropped, and when
   * the page on screen is one of them it is reloaded and re-rendered in place (scroll kept).
   */
  refresh(paths: string[]): Promise<void>;
  /** Adds the document/window listeners and returns their removal. */
  install(): () => void;
}

interface HistoryState {
  key?: string;
  /** Position in this tab's history, so a blocked Back/Forward can be undone with history.go. */
  idx?: number;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** Creates a router. It does nothing until `install()` or a method is called. */
export function createRouter(options: RouterOptions): Router {
  const { site, loader, store } = options;
  const win = options.window ?? window;
  const progress = options.progress ?? createProgressBar({ document: win.document });
  const assign = options.assign ?? ((href: string) => win.location.assign(href));
  const commit = options.commit ?? ((render: () => void) => flushSync(render));
  const slow = options.isSlowConnection ?? (() => isSlowConnection(win.navigator));
  const pageShown = options.onPageShown ?? ((url: string) => keepPageOffline(win, url));
  const memory = createScrollMemory();
  // Every location in the site's trailing-slash form (config `trailingSlash`), whatever was typed or linked.
  const toRouterLocation = (url: { pathname: string; search: string; hash: string }) => locationOf(url, site);
  const sameDoc = (a: RouterLocation, b: RouterLocation) => samePathname(a.pathname, b.pathname) && a.search === b.search;
  const warmed = new Set<string>();
  let navId = 0;
  let currentKey: string = (win.history.state as HistoryState | null)?.key ?? newKey();
  let currentIdx: number = (win.history.state as HistoryState | null)?.idx ?? 0;

  const saveScroll = () => memory.save(currentKey, win.scrollX, win.scrollY);
  const writeHistory = (loc: RouterLocation, replace: boolean) => {
    if (!replace) {
      currentKey = newKey();
      currentIdx += 1;
    }
    const state: HistoryState = { key: currentKey, idx: currentIdx };
    if (replace) win.history.replaceState(state, '', formatLocation(loc));
    else win.history.pushState(state, '', formatLocation(loc));
  };
  /** Gives an entry the browser created itself (a fragment jump) a key, as the newest entry. */
  const adoptEntry = () => {
    currentKey = newKey();
    currentIdx += 1;
    win.history.replaceState({ key: currentKey, idx: currentIdx }, '', win.location.href);
  };
  // Paths under the base that are not this site's routes load in full, never fetched as route
  // data: another locale's pages (a site of their own, with their own navbar and data) and,
  // where the site has no home page, the base itself (a page that sends readers to the docs).
  // (Another locale's home is inside this one's only when this is the default locale's.)
  const otherLocales = site.locales.map((l) => l.href).filter((href) => href !== site.baseUrl && href.startsWith(site.baseUrl));
  const isRoute = (pathname: string) => !otherLocales.some((href) => isUnderBase(pathname, href))
    && (site.hasHomePage || withoutTrailingSlash(pathname) !== withoutTrailingSlash(site.baseUrl));
  const siteUrl = (href: string): URL | null => {
    const url = new URL(href, win.location.href);
    const inside = url.origin === win.location.origin && isUnderBase(url.pathname, site.baseUrl);
    return inside && !isAssetPath(url.pathname) && isRoute(url.pathname) ? url : null;
  };
  const lifecycles = options.lifecycles;
  const setLocation = (location: RouterLocation) => {
    const previousLocation = store.getState().location;
    lifecycles?.update({ location, previousLocation });
    store.setState({ ...store.getState(), location });
    lifecycles?.didUpdate({ location, previousLocation });
  };
  const render = (loaded: LoadedRoute, location: RouterLocation) => {
    const { location: previousLocation, route } = store.getState();
    lifecycles?.update({ location, previousLocation });
    commit(() => store.setState({ ...loaded, location }));
    syncHead(win.document, route.head, loaded.route.head);
    lifecycles?.didUpdate({ location, previousLocation });
  };
  const focusSkipRegion = () => {
    const region = win.document.querySelector<HTMLElement>('[data-opdocs-skip-region]');
    if (!region) return;
    if (!region.hasAttribute('tabindex')) region.setAttribute('tabindex', '-1');
    region.focus({ preventScroll: true });
  };

  /** Loads `next`; null when a newer navigation superseded it or it fell back to a full load. */
  const load = async (next: RouterLocation, href: string, id: number): Promise<LoadedRoute | null> => {
    if (!samePathname(next.pathname, store.getState().location.pathname)) progress.start();
    try {
      const loaded = await loader.loadRoute(next.pathname);
      return id === navId ? loaded : null;
    } catch (error) {
      if (id !== navId) return null;
      progress.done();
      console.warn(error);
      assign(href);
      return null;
    }
  };

  const router: Router = {
    async navigate(href, opts = {}) {
      const url = siteUrl(href);
      if (!url) return assign(href);
      const next = toRouterLocation(url);
      const previous = store.getState().location;
      const id = ++navId;
      if (next.hash && sameDoc(next, previous)) {
        progress.done();
        saveScroll();
        // Re-clicking the current anchor must not stack identical history entries.
        writeHistory(next, Boolean(opts.replace) || next.hash === previous.hash);
        setLocation(next);
        applyScroll(decideScroll({ previous, next }), win);
        return;
      }
      const loaded = await load(next, url.href, id);
      if (!loaded) return;
      saveScroll();
      writeHistory(next, Boolean(opts.replace));
      render(loaded, next);
      applyScroll(decideScroll({ previous, next }), win);
      progress.done();
      if (!next.hash) focusSkipRegion();
      pageShown(url.origin + next.pathname);
    },

    prefetch(href) {
      if (slow()) return;
      const url = siteUrl(href);
      if (!url) return;
      const pathname = toRouterLocation(url).pathname;
      if (warmed.has(withoutTrailingSlash(pathname))) return;
      warmed.add(withoutTrailingSlash(pathname));
      loader.prefetchRoute(pathname).catch(() => warmed.delete(withoutTrailingSlash(pathname)));
    },

    async preload(href) {
      const url = siteUrl(href);
      if (!url) return;
      const pathname = toRouterLocation(url).pathname;
      warmed.add(withoutTrailingSlash(pathname));
      await loader.loadRoute(pathname);
    },

    handleClick(event) {
      saveScroll();
      const url = getNavigationTarget(event, { baseUrl: site.baseUrl, location: win.location });
      if (!url) return;
      event.preventDefault();
      void router.navigate(url.href);
    },

    async handlePopState(event) {
      if (takeBlockedPop(event, currentIdx, (delta) => win.history.go(delta))) return;
      const key = (event.state as HistoryState | null)?.key;
      const next = toRouterLocation(win.location);
      const previous = store.getState().location;
      const samePage = sameDoc(next, previous);
      if (!key) {
        // A fragment navigation the browser did itself: it already scrolled; adopt the entry.
        adoptEntry();
        if (samePage) return setLocation(next);
      } else {
        saveScroll();
        currentKey = key;
        currentIdx = (event.state as HistoryState).idx ?? currentIdx;
      }
      const saved = key ? memory.take(key) : null;
      const id = ++navId;
      if (samePage) {
        progress.done();
        setLocation(next);
        applyScroll(decideScroll({ previous, next, saved }), win);
        return;
      }
      const loaded = await load(next, win.location.href, id);
      if (!loaded) return;
      render(loaded, next);
      applyScroll(decideScroll({ previous, next, saved }), win);
      progress.done();
    },

    async refresh(paths) {
      loader.invalidate();
      warmed.clear();
      const here = store.getState().location;
      const bare = (p: string) => normalizePathname(p).replace(/\/+$/, '');
      if (!paths.some((p) => bare(p) === bare(here.pathname))) return;
      const id = ++navId;
      const loaded = await load(here, win.location.href, id);
      if (loaded) render(loaded, here);
    },

    install() {
      if ('scrollRestoration' in win.history) win.history.scrollRestoration = 'manual';
      const here = toRouterLocation(win.location);
      const raw = win.location.pathname + win.location.search + win.location.hash;
      const state = win.history.state as HistoryState | null;
      if (!state?.key || state.idx === undefined || formatLocation(here) !== raw) {
        win.history.replaceState({ key: currentKey, idx: currentIdx }, '', formatLocation(here));
      }
      const onClick = (e: Event) => router.handleClick(e as MouseEvent);
      const onPop = (e: Event) => void router.handlePopState(e as PopStateEvent);
      const onHash = () => {
        if ((win.history.state as HistoryState | null)?.key) return;
        adoptEntry();
        setLocation(toRouterLocation(win.location));
      };
      // Sent by the watch-mode reload script; cancelling it means "handled, do not reload".
      const onDataChanged = (e: Event) => {
        e.preventDefault();
        void router.refresh((e as CustomEvent<{ paths: string[] }>).detail.paths);
      };
      win.document.addEventListener('click', onClick);
      win.addEventListener('popstate', onPop);
      win.addEventListener('hashchange', onHash);
      win.addEventListener('opdocs:data-changed', onDataChanged);
      return () => {
        win.removeEventListener('opdocs:data-changed', onDataChanged);
        win.document.removeEventListener('click', onClick);
        win.removeEventListener('popstate', onPop);
        win.removeEventListener('hashchange', onHash);
      };
    },
  };
  return router;
}

let active: Router | null = null;
/** Prefetches asked for before routing started (links mounted during hydration). */
let queued: string[] = [];

/** Makes `router` the one behind navigate/prefetch/preload (startClient calls this). */
export function setActiveRouter(router: Router | null): void {
  active = router;
  if (router) for (const href of queued) router.prefetch(href);
  queued = [];
}

/** Navigates to `href` inside the site (full page load outside it or before the client started). */
export function navigate(href: string, opts?: NavigateOptions): Promise<void> {
  if (active) return active.navigate(href, opts);
  if (typeof window !== 'undefined') window.location.assign(href);
  return Promise.resolve();
}

/** Warms the caches for `href`: route JSON, deps and page chunk files; skipped on slow connections. */
export function prefetch(href: string): void {
  if (active) active.prefetch(href);
  else if (typeof window !== 'undefined') queued.push(href);
}

/** Loads everything `href` needs (importing its page chunk), ignoring the slow-connection check. */
export function preload(href: string): Promise<void> {
  return active ? active.preload(href) : Promise.resolve();
}
