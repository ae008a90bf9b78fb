/**
 * The client router: turns intercepted clicks, navigate() calls and back/forward into route
 * loads. The old page stays rendered until the next route's data, code and deps are loaded
 * (behaviors §6.1); any load failure falls back to a full page load, which also recovers
 * from a redeploy that removed old chunks. Other files import the router from here only; its
 * parts are the router-*.ts modules, each small enough to read on its own.
 */
import { flushSync } from 'react-dom';
import { getNavigationTarget } from './click-filter';
import { withoutTrailingSlash } from './trailing-slash';
import { isSlowConnection } from './prefetch';
import { createProgressBar, type ProgressBar } from './progress';
import type { RouteLifecycles } from './client-modules';
import { RouteNotFound, type RouteLoader } from './route-loader';
import type { RouteStore } from './route-store';
import { createHistoryEntries } from './router-history';
import { installListeners } from './router-listeners';
import { createNavigation } from './router-navigation';
import { createRouteRenderer } from './router-render';
import { createRouterUrls } from './router-urls';
import type { SiteData } from './types';

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

/** Creates a router. It does nothing until `install()` or a method is called. */
export function createRouter(options: RouterOptions): Router {
  const { site, loader, store } = options;
  const win = options.window ?? window;
  const progress = options.progress ?? createProgressBar({ document: win.document });
  const assign = options.assign ?? ((href: string) => win.location.assign(href));
  const commit = options.commit ?? ((render: () => void) => flushSync(render));
  const slow = options.isSlowConnection ?? (() => isSlowConnection(win.navigator));
  const pageShown = options.onPageShown ?? ((url: string) => keepPageOffline(win, url));
  const history = createHistoryEntries(win);
  const urls = createRouterUrls(site, win);
  const renderer = createRouteRenderer({ store, win, commit, lifecycles: options.lifecycles, site: options.site });
  const { toRouterLocation, siteUrl } = urls;
  const warmed = new Set<string>();
  const navigation = createNavigation({ ...urls, ...renderer, win, store, loader, progress, assign, pageShown, history, warmed });

  const router: Router = {
    ...navigation,

    prefetch(href) {
      if (slow()) return;
      const url = siteUrl(href);
      if (!url) return;
      const pathname = toRouterLocation(url).pathname;
      if (warmed.has(withoutTrailingSlash(pathname))) return;
      warmed.add(withoutTrailingSlash(pathname));
      // A path with no data stays known as such: each hover over its link would ask again, and
      // the browser logs every 404. Other failures are tried again on the next hover.
      loader.prefetchRoute(pathname).catch((err: unknown) => {
        if (!(err instanceof RouteNotFound)) warmed.delete(withoutTrailingSlash(pathname));
      });
    },

    async preload(href) {
      const url = siteUrl(href);
      if (!url) return;
      const pathname = toRouterLocation(url).pathname;
      warmed.add(withoutTrailingSlash(pathname));
      await loader.loadRoute(pathname);
    },

    handleClick(event) {
      history.saveScroll();
      const url = getNavigationTarget(event, { baseUrl: site.baseUrl, location: win.location });
      // A path that is no route of this build (another locale's, a skipped plugin's) is the browser's to follow.
      if (!url || !siteUrl(url.href)) return;
      event.preventDefault();
      void router.navigate(url.href);
    },

    install() {
      return installListeners(router, { win, history, toRouterLocation, setLocation: renderer.setLocation });
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

/**
 * Replaces the current history entry with `href`, a place on the page on screen (a tab
 * choice written to the query): through the router, so its location, and every link or
 * component reading it, follows, while scroll and focus stay. Before routing starts only the
 * address changes (the router reads it when it starts), never a page load.
 */
export function replaceLocation(href: string): void {
  if (active) void active.navigate(href, { replace: true });
  else if (typeof window !== 'undefined') window.history.replaceState(window.history.state, '', href);
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
