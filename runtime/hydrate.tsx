/** @jsxRuntime automatic @jsxImportSource react */
/**
 * Browser entry: reads the embedded page data, loads the current page's component and deps,
 * hydrates the server markup, then hands control to the router. Called by the build's
 * generated client entry.
 */
import { useEffect, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { OpdocsProviders } from './context';
import { primeHtmlCache } from './html-block';
import { normalizePathname, setHtmlRoutes } from './location';
import { applyTrailingSlash, samePathname } from './trailing-slash';
import { createRouteLoader, type PageRegistry } from './route-loader';
import { createRouteStore, type RouteStore } from './route-store';
import { createRouter, navigate, prefetch, preload, setActiveRouter } from './router';
import { connectServiceWorker } from './sw-client';
import { createRouteLifecycles, type ClientModule } from './client-modules';
import { readBootData } from './boot-data';
import type { SiteData } from './types';

export type { PageRegistry } from './route-loader';

/** What the generated client entry passes in. */
export interface StartClientOptions {
  App: ComponentType<{ site: SiteData; store: RouteStore }>;
  pages: PageRegistry;
  /** The site's `clientModules` (scripts), already run; their route lifecycles are called here. */
  clientModules?: ClientModule[];
}

declare global {
  interface Window {
    /** Set as soon as the client bundle runs (the base-URL banner looks for it); routing works once <html data-has-hydrated="true">. */
    __opdocs?: { navigate: typeof navigate; prefetch: typeof prefetch; preload: typeof preload };
    /** The same prefetch and preload under the name Docusaurus sites call them by (behaviors §6.4). */
    docusaurus?: { prefetch: typeof prefetch; preload: typeof preload };
  }
}

/**
 * Runs once React committed the hydration render: marks <html data-has-hydrated="true"> and
 * starts routing. Routing waits for hydration because a store update while hydrating would
 * throw the server markup away; a click before that is simply a normal page load.
 */
function HydratedFlag({ onHydrated }: { onHydrated: () => void }): null {
  useEffect(() => {
    document.documentElement.setAttribute('data-has-hydrated', 'true');
    onHydrated();
  }, []);
  return null;
}

/** Starts the client: hydrate, then route. */
export async function startClient({ App, pages, clientModules = [] }: StartClientOptions): Promise<void> {
  // Set synchronously: the base-URL banner checks for it at DOMContentLoaded, before the page
  // chunk arrives. Until the router is active, navigate() falls back to full page loads.
  window.__opdocs = { navigate, prefetch, preload };
  window.docusaurus ??= { prefetch, preload };
  const boot = readBootData();
  const root = document.getElementById('__docusaurus');
  if (!root) throw new Error('opdocs: the page has no #__docusaurus root element');
  primeHtmlCache(root);

  setHtmlRoutes(boot.site.htmlRoutes);
  // In the site's trailing-slash form, as the router keeps every later location.
  const clean = applyTrailingSlash(normalizePathname(window.location.pathname), boot.site);
  // A static host answers "/docs/intro.html" with 404.html. Docusaurus trims ".html" and shows
  // the route that names (behaviors §6.4), so the not-found page is kept under the raw address
  // and, once routing runs, the clean one is loaded in its place.
  const retry = boot.route.kind === 'not-found' && !samePathname(clean, window.location.pathname);
  const pathname = retry ? window.location.pathname : clean;
  const loader = createRouteLoader({ pages, chunks: boot.chunks, buildId: boot.buildId });
  loader.seed(pathname, boot.route);
  const loaded = await loader.loadFor(boot.route);
  const store = createRouteStore({
    ...loaded,
    location: { pathname, search: window.location.search, hash: window.location.hash },
  });

  const lifecycles = createRouteLifecycles(clientModules);
  const first = { location: store.getState().location, previousLocation: null };
  lifecycles.update(first);
  const router = createRouter({ site: boot.site, loader, store, lifecycles });
  const startRouting = () => {
    lifecycles.didUpdate(first);
    router.install();
    setActiveRouter(router);
    if (retry) void router.navigate(clean + window.location.search + window.location.hash, { replace: true });
  };
  const app = (
    <OpdocsProviders site={boot.site} store={store}>
      <App site={boot.site} store={store} />
      <HydratedFlag onHydrated={startRouting} />
    </OpdocsProviders>
  );
  // A page the service worker made offline from route data has no server markup to adopt.
  if (boot.shell) createRoot(root).render(app);
  else hydrateRoot(root, app);
  connectServiceWorker(boot.buildId);
}
