/** Builds a router over fake route files for the router and prefetch tests. */
import { createRouteLoader, RouteNotFound } from '../../../runtime/route-loader';
import { createRouteStore } from '../../../runtime/route-store';
import { createRouter } from '../../../runtime/router';
import type { RouteLifecycles } from '../../../runtime/client-modules';
import type { PageProps, RouteData, SiteData } from '../../../runtime/types';
import { BASE, installDom, resetDom } from './dom-env';
import type { Test } from 'uvu';
import { createSiteData } from '../../helpers/fixtures';

/** The site the router tests run in: one locale, a home page, at BASE. */
export const site: SiteData = { ...createSiteData(), baseUrl: BASE, title: 'TyKO' };

export function makeRoute(path: string, extra: Partial<{ deps: string[]; page: string; htmlClassName: string }> = {}): RouteData {
  return {
    kind: 'page',
    path,
    page: extra.page ?? 'page',
    deps: extra.deps ?? [],
    title: path,
    showTitle: true,
    html: `<p>${path}</p>`,
    toc: [],
    head: { title: `${path} | TyKO`, canonical: `https://example.com${path}`, meta: [], htmlClassName: extra.htmlClassName ?? '' },
  } as unknown as RouteData;
}

export const Page = (_props: PageProps) => null;

export interface FixtureOptions {
  files?: Record<string, unknown>;
  chunks?: Record<string, string[]>;
  slow?: boolean;
  /** URLs whose fetch fails as a network failure would (not a 404). */
  failing?: string[];
  /** Delays every fetch until the returned release() is called for its URL. */
  gated?: boolean;
  lifecycles?: RouteLifecycles;
  /** The site the router serves (default: `site`, no trailing-slash policy). */
  site?: SiteData;
}

export function createFixture(opts: FixtureOptions = {}) {
  const files = opts.files ?? {};
  const requests: string[] = [];
  const gates = new Map<string, () => void>();
  const fetchJson = async (url: string) => {
    requests.push(url);
    if (opts.gated) await new Promise<void>((resolve) => gates.set(url, resolve));
    if (opts.failing?.includes(url)) throw new TypeError('Failed to fetch');
    if (!(url in files)) throw new RouteNotFound(url);
    return structuredClone(files[url]);
  };
  const loader = createRouteLoader({ pages: { page: async () => ({ default: Page }) }, chunks: opts.chunks ?? {}, fetchJson });
  const initial = makeRoute('/base/docs/intro', { htmlClassName: 'plugin-docs docs-doc-page' });
  const store = createRouteStore({ route: initial, Page, deps: {}, location: { pathname: '/base/docs/intro', search: '', hash: '' } });
  const assigned: string[] = [];
  const progressCalls: string[] = [];
  const shown: string[] = [];
  const router = createRouter({
    site: opts.site ?? site,
    loader,
    store,
    window,
    assign: (href) => void assigned.push(href),
    commit: (render) => render(),
    progress: { start: () => void progressCalls.push('start'), done: () => void progressCalls.push('done'), isVisible: () => false },
    isSlowConnection: () => Boolean(opts.slow),
    onPageShown: (url) => void shown.push(url),
    lifecycles: opts.lifecycles,
  });
  const release = (url: string) => gates.get(url)?.();
  return { router, store, requests, assigned, progressCalls, release, loader, shown };
}

/** Lets pending promise callbacks run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A router suite's page: a fresh DOM before each test with an empty <main>, and window.scrollTo
 * stubbed (happy-dom's would scroll nothing), restored after the suite.
 */
export function useRouterPage(suite: Test): void {
  const originalScrollTo = window.scrollTo;
  suite.before(() => void installDom());
  suite.before.each(() => {
    resetDom();
    window.scrollTo = (() => {}) as typeof window.scrollTo;
    document.body.innerHTML = '<main></main>';
  });
  suite.after(() => void (window.scrollTo = originalScrollTo));
}
