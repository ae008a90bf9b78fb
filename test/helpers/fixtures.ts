/**
 * Data fixtures for theme DOM tests: a TyKO-like site, routes, and a route store holding
 * a page. Plain data plus one tiny page component; no DOM setup here (see dom.ts).
 */
import { createElement, type ComponentType, type ReactNode } from 'react';
import { createRouteStore, type RouteStore } from '../../runtime/route-store';
import type { DocRoute, HeadData, NotFoundRoute, PageProps, RouteData, RouterLocation, SiteData } from '../../runtime/types';

const BASE = '/base/';

/** A head block good enough for any route. */
export function createHead(title = 'Page'): HeadData {
  return { title: `${title} | TyKO`, canonical: `https://example.com${BASE}`, meta: [], htmlClassName: '' };
}

/** TyKO-like site data: Docs (sidebar) + Releases links, an icon-only GitHub link, one docs version. */
export function createSiteData(overrides: Partial<SiteData> = {}): SiteData {
  const locale = { code: 'en', label: 'English', htmlLang: 'en', direction: 'ltr' as const, href: BASE };
  return {
    title: 'TyKO',
    tagline: 'your turnkey Typesense Kubernetes Operator',
    url: 'https://example.com',
    baseUrl: BASE,
    locale,
    locales: [locale],
    navbar: {
      title: 'Typesense Kubernetes Operator',
      logo: { src: `${BASE}img/tyko-logo.png`, alt: 'TyKO logo', width: 32, height: 32, href: BASE },
      hideOnScroll: false,
      items: [
        { kind: 'link', label: 'Docs', href: `${BASE}docs/getting-started`, external: false, position: 'left', activeSidebar: 'tutorialSidebar', source: 'navbar.items[0]' },
        { kind: 'link', label: 'Releases', href: `${BASE}blog`, external: false, position: 'left', activeBasePath: `${BASE}blog`, source: 'navbar.items[1]' },
        {
          kind: 'link',
          label: '',
          href: 'https://github.com/akyriako/typesense-operator',
          external: true,
          position: 'right',
          ariaLabel: 'GitHub',
          className: 'navbar--github-link',
          source: 'navbar.items[2]',
        },
      ],
    },
    colorMode: { defaultMode: 'light', respectPrefersColorScheme: false, disableSwitch: false },
    search: null,
    announcementBar: null,
    footer: null,
    docs: {
      pluginId: 'default',
      versions: [{ name: 'current', label: 'Next', path: `${BASE}docs`, mainDocPath: `${BASE}docs/getting-started`, isLast: true }],
      versionPersistence: 'localStorage',
    },
    blog: null,
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    hasHomePage: true,
    ...overrides,
  };
}

/** A doc route in the `tutorialSidebar`. */
export function createDocRoute(overrides: Partial<DocRoute> = {}): DocRoute {
  const path = overrides.path ?? `${BASE}docs/faq`;
  return {
    kind: 'doc',
    path,
    page: 'doc',
    deps: [],
    head: createHead('FAQ'),
    id: 'faq',
    title: 'FAQ',
    showTitle: true,
    html: '<p>Answers.</p>',
    toc: [],
    sidebar: { id: 'tutorialSidebar', url: `${BASE}__opdocs/sidebar.json` },
    breadcrumbs: [],
    prev: null,
    next: null,
    editUrl: null,
    tags: [],
    version: { name: 'current', label: 'Next', badge: false, banner: null },
    unlisted: false,
    ...overrides,
  };
}

/** The 404 route. */
export function createNotFoundRoute(): NotFoundRoute {
  return { kind: 'not-found', path: `${BASE}404.html`, page: 'not-found', deps: [], head: createHead('Page Not Found') };
}

/** A page component that shows the route path in a <main>. */
export function TestPage({ route }: PageProps): ReactNode {
  return createElement('main', { 'data-testid': 'page' }, `Page at ${route.path}`);
}

/** A route store holding `route` rendered by `Page` (TestPage by default). */
export function createTestStore<R extends RouteData = DocRoute>(
  route: R = createDocRoute() as R,
  Page: ComponentType<PageProps<R>> = TestPage as ComponentType<PageProps<R>>,
  location: Partial<RouterLocation> = {},
): RouteStore {
  return createRouteStore({
    route,
    // The store holds any page; this one only ever receives `route`.
    Page: Page as ComponentType<PageProps>,
    deps: {},
    location: { pathname: route.path, search: '', hash: '', ...location },
  });
}
