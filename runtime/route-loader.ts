/**
 * Loads what a route needs before it may render: its RouteData JSON, its page component
 * and its shared deps. JSON is cached per URL (deps forever, as they are shared); a failed
 * request is forgotten so a later attempt can retry.
 */
import type { ComponentType } from 'react';
import { dataUrl } from './location';
import { prefetchFile, type PrefetchEnv } from './prefetch';
import type { PageProps, RouteData } from './types';

/** page key → lazy import of its component module. */
export type PageRegistry = Record<string, () => Promise<{ default: ComponentType<PageProps> }>>;

/** A route with everything it needs to render. */
export interface LoadedRoute {
  route: RouteData;
  Page: ComponentType<PageProps>;
  deps: Record<string, unknown>;
}

/** Inputs of the loader; `fetchJson` must reject for 404 and network errors. */
export interface RouteLoaderOptions {
  pages: PageRegistry;
  chunks: Record<string, string[]>;
  fetchJson?: (url: string) => Promise<unknown>;
  /** Sent with data requests, so the service worker answers from this build's cache. */
  buildId?: string;
  prefetchEnv?: PrefetchEnv;
}

/** Route loading operations bound to one site. */
export interface RouteLoader {
  /** Puts known route data into the cache (the embedded data of the first page). */
  seed(pathname: string, route: RouteData): void;
  loadData(pathname: string): Promise<RouteData>;
  loadRoute(pathname: string): Promise<LoadedRoute>;
  /** Loads a route's page component and deps when its data is already known. */
  loadFor(route: RouteData): Promise<LoadedRoute>;
  /** Warms the caches for a route without importing code. */
  prefetchRoute(pathname: string): Promise<void>;
  /**
   * Forgets every cached route (their data changed on the server). Shared files are kept: each
   * is named by a hash of its content, so a changed sidebar comes under a new name, and a
   * watch-mode refresh need not wait for a second request after the route's own.
   */
  invalidate(): void;
}

/**
 * Thrown by `loadRoute` for an old address of the site (config `redirects`): its data file
 * names the page it moved to, and the router goes there without a page load.
 */
export class RouteRedirect extends Error {
  constructor(readonly to: string) {
    super(`opdocs: moved to ${to}`);
  }
}

const redirectOf = (data: unknown): string | undefined => {
  const to = (data as { redirect?: unknown } | null)?.redirect;
  return typeof to === 'string' ? to : undefined;
};

/**
 * A data file the server does not have (404): the path is no page of this build, such as an
 * HTML file of the static folder that a link names. Other failures (offline, a 500) may pass.
 */
export class RouteNotFound extends Error {
  constructor(readonly url: string) {
    super(`opdocs: ${url} answered 404`);
  }
}

/** Default JSON fetch: any non-2xx answer is an error ("not a known route"). */
export async function fetchJsonDefault(url: string, buildId?: string): Promise<unknown> {
  const headers: Record<string, string> = buildId ? { 'x-opdocs-build': buildId } : {};
  const response = await fetch(url, { credentials: 'same-origin', headers });
  if (response.status === 404) throw new RouteNotFound(url);
  if (!response.ok) throw new Error(`opdocs: ${url} answered ${response.status}`);
  return response.json();
}

/** Creates a loader with its own caches. */
export function createRouteLoader(options: RouteLoaderOptions): RouteLoader {
  const fetchJson = options.fetchJson ?? ((url: string) => fetchJsonDefault(url, options.buildId));
  const routeJson = new Map<string, Promise<unknown>>();
  const sharedJson = new Map<string, Promise<unknown>>();

  const cachedIn = (json: Map<string, Promise<unknown>>) => (url: string): Promise<unknown> => {
    let pending = json.get(url);
    if (!pending) {
      pending = fetchJson(url);
      json.set(url, pending);
      pending.catch(() => json.delete(url));
    }
    return pending;
  };
  const cachedJson = cachedIn(sharedJson);
  const cachedRoute = cachedIn(routeJson);

  const loadData = (pathname: string) => cachedRoute(dataUrl(pathname)) as Promise<RouteData>;

  const loadPage = async (route: RouteData): Promise<ComponentType<PageProps>> => {
    const importer = options.pages[route.page];
    if (!importer) throw new Error(`opdocs: no page component is registered for "${route.page}" (route ${route.path})`);
    const mod = await importer();
    if (typeof mod?.default !== 'function' && typeof mod?.default !== 'object') {
      throw new Error(`opdocs: the page component "${route.page}" has no default export`);
    }
    return mod.default;
  };

  const loadFor = async (route: RouteData): Promise<LoadedRoute> => {
    const [Page, values] = await Promise.all([loadPage(route), Promise.all(route.deps.map(cachedJson))]);
    const deps: Record<string, unknown> = {};
    route.deps.forEach((url, i) => (deps[url] = values[i]));
    return { route, Page, deps };
  };

  return {
    seed: (pathname, route) => void routeJson.set(dataUrl(pathname), Promise.resolve(route)),
    invalidate: () => routeJson.clear(),
    loadData,
    loadFor,
    async loadRoute(pathname) {
      const route = await loadData(pathname);
      const to = redirectOf(route);
      if (to !== undefined) throw new RouteRedirect(to);
      return loadFor(route);
    },
    async prefetchRoute(pathname) {
      const route = await loadData(pathname);
      if (redirectOf(route) !== undefined) return;
      for (const file of options.chunks[route.page] ?? []) prefetchFile(file, options.prefetchEnv);
      await Promise.all(route.deps.map(cachedJson));
    },
  };
}
