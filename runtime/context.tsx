/** @jsxRuntime automatic @jsxImportSource react */
/**
 * React bindings: the site data and the route store travel through context; hooks read them.
 * Nothing here touches the DOM, so the same tree renders on the server and hydrates unchanged.
 */
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { RouteStore, RouteState } from './route-store';
import { pageHref } from './trailing-slash';
import type { RouteData, RouterLocation, SiteData } from './types';
import { setCurrentTranslations } from './translations';

/** Site-wide data (SiteData) for every component. */
export const SiteContext = createContext<SiteData | null>(null);

/** The router's store of the rendered route. */
export const RouteStoreContext = createContext<RouteStore | null>(null);

/** What the hooks below read, computed once where the store is provided. */
interface Rendered {
  state: RouteState;
  browser: boolean;
  /** useLocation's answer: the route's location, without search and hash until hydrated. */
  location: RouterLocation;
}

/**
 * The store's state, read once where the store is provided. Hooks below take it with
 * `useContext`, which holds no hook slot: Docusaurus' hooks are plain context reads, and sites
 * call them conditionally (`useDoc()` or `useLocation()` inside a `<BrowserOnly>` function that
 * runs on some paths only), which a subscription per caller would turn into React's "more
 * hooks" error.
 */
const RenderedContext = createContext<Rendered | null>(null);

const noopSubscribe = () => () => {};

/** Provides the route store and its state, subscribed once for the whole tree below. */
export function RouteStoreProvider(props: { store: RouteStore; children: ReactNode }): ReactNode {
  const state = useSyncExternalStore(props.store.subscribe, props.store.getState, props.store.getState);
  const browser = useSyncExternalStore(noopSubscribe, () => true, () => false);
  const rendered = useMemo(() => ({ state, browser, location: renderedLocation(state.location, browser) }), [state, browser]);
  return (
    <RouteStoreContext.Provider value={props.store}>
      <RenderedContext.Provider value={rendered}>{props.children}</RenderedContext.Provider>
    </RouteStoreContext.Provider>
  );
}

function missingProvider(hook: string, provider: string): Error {
  return new Error(`Hook ${hook} is called outside the <${provider}>. `);
}

/** Provides both contexts; used by startClient and by the build's server render. */
export function OpdocsProviders(props: { site: SiteData; store: RouteStore; children: ReactNode }): ReactNode {
  // Before anything below renders: translate() may run in its render.
  setCurrentTranslations(props.site.translations);
  return (
    <SiteContext.Provider value={props.site}>
      <RouteStoreProvider store={props.store}>{props.children}</RouteStoreProvider>
    </SiteContext.Provider>
  );
}

/** The site data; throws when rendered outside SiteContext (behaviors §7 wording). */
export function useSite(): SiteData {
  const site = useContext(SiteContext);
  if (!site) throw missingProvider('useSite', 'SiteContext.Provider');
  return site;
}

/**
 * For the few plain <a>s the theme writes without Link: a site path in the site's
 * trailing-slash form (config `trailingSlash`); as given outside a SiteContext.
 */
export function usePageHref(): (href: string) => string {
  const site = useContext(SiteContext);
  return (href) => (site && href.startsWith('/') ? pageHref(href, site) : href);
}

/** The current route state; re-renders when the router commits a new route. */
export function useRouteState(): RouteState {
  const rendered = useContext(RenderedContext);
  if (rendered) return rendered.state;
  // A bare RouteStoreContext.Provider (tests, older callers): each caller subscribes itself.
  const store = useContext(RouteStoreContext);
  if (!store) throw missingProvider('useRouteState', 'RouteStoreContext.Provider');
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

/** The rendered route's data, narrowed by the caller (`useRoute<DocRoute>()`). */
export function useRoute<R extends RouteData = RouteData>(): R {
  return useRouteState().route as R;
}

/**
 * The rendered location (pathname normalised, search, hash). In the hydration render the
 * search and hash are empty, as on the server (which never sees them): React keeps the server's
 * attributes on a mismatch, so an href built from them would stay stale. The render that follows
 * hydration brings the real ones.
 */
export function useLocation(): RouterLocation {
  const rendered = useContext(RenderedContext);
  if (rendered) return rendered.location;
  const location = useRouteState().location;
  const browser = useIsBrowser();
  return useMemo(() => renderedLocation(location, browser), [browser, location]);
}

const renderedLocation = (location: RouterLocation, browser: boolean): RouterLocation =>
  (browser ? location : { ...location, search: '', hash: '' });

/** Parsed JSON of one of the route's shared deps; throws naming the URL when it was not loaded. */
export function useDep<T>(url: string): T {
  const { deps, route } = useRouteState();
  if (!(url in deps)) {
    throw new Error(`Shared data "${url}" is not loaded for route ${route.path}. Add it to the route's deps so the router fetches it before rendering.`);
  }
  return deps[url] as T;
}

/**
 * False during server rendering and the hydration render (React uses the server snapshot
 * there), true afterwards; lets components add browser-only UI without a hydration mismatch.
 */
export function useIsBrowser(): boolean {
  const rendered = useContext(RenderedContext);
  if (rendered) return rendered.browser;
  return useSyncExternalStore(noopSubscribe, () => true, () => false);
}
