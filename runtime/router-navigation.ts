/**
 * The steps of a client navigation: load the next route while the old page stays, then write
 * history, render, scroll and end the progress bar. Every navigation takes a new id, so one
 * that a newer navigation overtook while loading renders nothing.
 */
import { normalizePathname } from './location';
import { takeBlockedPop } from './pop-block';
import type { ProgressBar } from './progress';
import { RouteNotFound, RouteRedirect, type LoadedRoute, type RouteLoader } from './route-loader';
import type { RouteStore } from './route-store';
import { keyOf, type HistoryEntries, type HistoryState } from './router-history';
import { focusSkipRegion, type RouteRenderer } from './router-render';
import { isMoveWithinPage, sameDoc, type RouterUrls } from './router-urls';
import { applyScroll, decideScroll } from './scroll';
import { samePathname } from './trailing-slash';
import type { RouterLocation } from './types';

/** Everything a navigation works with; the router builds it from its options. */
export interface NavigationContext extends RouterUrls, RouteRenderer {
  win: Window;
  store: RouteStore;
  loader: RouteLoader;
  progress: ProgressBar;
  /** Full page load, the fallback for anything the router cannot render. */
  assign: (href: string) => void;
  pageShown: (url: string) => void;
  history: HistoryEntries;
  /** Paths prefetched or preloaded; a refresh forgets them with the loader's caches. */
  warmed: Set<string>;
}

/** The router methods that change the page on screen. */
export interface Navigation {
  navigate(href: string, opts?: { replace?: boolean }): Promise<void>;
  handlePopState(event: PopStateEvent): Promise<void>;
  refresh(paths: string[]): Promise<void>;
}

/** Binds the navigation steps to one router's context. */
export function createNavigation(ctx: NavigationContext): Navigation {
  const { win, store, loader, progress, assign, pageShown, history, warmed, toRouterLocation, siteUrl, setLocation, render, begin } = ctx;
  let navId = 0;

  /** Loads `next`; null when a newer navigation superseded it, it moved elsewhere or it fell back to a full load. */
  const load = async (next: RouterLocation, href: string, id: number, replace: boolean): Promise<LoadedRoute | null> => {
    if (!samePathname(next.pathname, store.getState().location.pathname)) progress.start();
    try {
      const loaded = await loader.loadRoute(next.pathname);
      return id === navId ? loaded : null;
    } catch (error) {
      if (id !== navId) return null;
      // An old address: the build makes sure its target is a page, never another old address.
      if (error instanceof RouteRedirect) {
        void navigation.navigate(error.to.includes('#') ? error.to : error.to + next.search + next.hash, { replace });
        return null;
      }
      progress.done();
      // No data is no page of this build (an HTML file of the static folder): loaded as the
      // browser would, with nothing to warn about. Any other failure is worth a word.
      if (!(error instanceof RouteNotFound)) console.warn(error);
      assign(href);
      return null;
    }
  };

  const navigation: Navigation = {
    async navigate(href, opts = {}) {
      const url = siteUrl(href);
      if (!url) return assign(href);
      const next = toRouterLocation(url);
      const previous = store.getState().location;
      const id = ++navId;
      if (isMoveWithinPage(next, previous)) {
        // No load, no focus move: a query-only change keeps the scroll (spec §4), a fragment scrolls to it.
        progress.done();
        history.saveScroll();
        // Re-clicking the current anchor must not stack identical history entries.
        history.write(next, Boolean(opts.replace) || (sameDoc(next, previous) && next.hash === previous.hash));
        setLocation(next);
        applyScroll(decideScroll({ previous, next }), win);
        return;
      }
      begin(next);
      const loaded = await load(next, url.href, id, Boolean(opts.replace));
      if (!loaded) return;
      history.saveScroll();
      history.write(next, Boolean(opts.replace));
      render(loaded, next);
      applyScroll(decideScroll({ previous, next }), win);
      progress.done();
      if (!next.hash) focusSkipRegion(win.document);
      pageShown(url.origin + next.pathname);
    },

    async handlePopState(event) {
      if (takeBlockedPop(event, history.idx, (delta) => win.history.go(delta))) return;
      const key = keyOf(event.state);
      const next = toRouterLocation(win.location);
      const previous = store.getState().location;
      // Back/Forward between entries of one page (fragments, or queries a tab wrote) loads nothing.
      const samePage = samePathname(next.pathname, previous.pathname);
      if (!key) {
        // A fragment navigation the browser did itself: it already scrolled; adopt the entry.
        history.adopt();
        if (samePage) return setLocation(next);
      } else {
        history.saveScroll();
        history.enter(key, (event.state as HistoryState).idx);
      }
      const saved = key ? history.takeScroll(key) : null;
      const id = ++navId;
      if (samePage) {
        progress.done();
        setLocation(next);
        applyScroll(decideScroll({ previous, next, saved }), win);
        return;
      }
      begin(next);
      const loaded = await load(next, win.location.href, id, true);
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
      const loaded = await load(here, win.location.href, id, true);
      if (loaded) render(loaded, here);
    },
  };
  return navigation;
}
