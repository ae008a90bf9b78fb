/**
 * Small data fixtures for the PAGES theme tests: a site, a sidebar, and one route of
 * each kind the pages render. Plain data only; DOM setup lives in helpers/dom.ts.
 */
import type {
  BlogListRoute,
  BlogPostRoute,
  BlogSidebarData,
  DocRoute,
  HeadData,
  PostSummary,
  SidebarItem,
  SiteData,
} from '../../runtime/types';

const BASE = '/base/';

/** A head block good enough for any route. */
export function makeHead(title = 'Page'): HeadData {
  return { title: `${title} | Site`, canonical: `https://example.com${BASE}`, meta: [], htmlClassName: '' };
}

/** Site data with docs (one version) and a blog, under baseUrl "/base/". */
export function makeSite(overrides: Partial<SiteData> = {}): SiteData {
  const locale = { code: 'en', label: 'English', htmlLang: 'en', direction: 'ltr' as const, href: BASE };
  return {
    title: 'TyKO',
    tagline: 'Typesense operator',
    url: 'https://example.com',
    baseUrl: BASE,
    locale,
    locales: [locale],
    navbar: { hideOnScroll: false, items: [] },
    colorMode: { defaultMode: 'light', respectPrefersColorScheme: true, disableSwitch: false },
    search: null,
    announcementBar: null,
    footer: null,
    docs: {
      pluginId: 'default',
      versions: [{ name: 'current', label: 'Next', path: `${BASE}docs`, mainDocPath: `${BASE}docs/intro`, isLast: true }],
      versionPersistence: 'localStorage',
    },
    blog: {
      path: `${BASE}blog`,
      tagsPath: `${BASE}blog/tags`,
      authorsPath: `${BASE}blog/authors`,
      title: 'Blog',
      sidebarTitle: 'Recent posts',
      feeds: [
        { type: 'rss', href: `${BASE}blog/rss.xml`, title: 'TyKO RSS Feed' },
        { type: 'atom', href: `${BASE}blog/atom.xml`, title: 'TyKO Atom Feed' },
      ],
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    hasHomePage: true,
    ...overrides,
  };
}

/** URL of the sidebar dep used by {@link makeDocRoute}. */
export const SIDEBAR_URL = '/base/__opdocs/sidebar-tutorial.json';

/** A sidebar: a link, a category with its own page, and a category without one. */
export function makeSidebar(): SidebarItem[] {
  return [
    { type: 'link', label: 'Intro', href: `${BASE}docs/intro`, docId: 'intro' },
    {
      type: 'category',
      label: 'Guides',
      href: `${BASE}docs/guides/`,
      collapsed: true,
      collapsible: true,
      items: [
        { type: 'link', label: 'Install', href: `${BASE}docs/guides/install`, docId: 'guides/install' },
        { type: 'link', label: 'Upgrade', href: `${BASE}docs/guides/upgrade`, docId: 'guides/upgrade' },
      ],
    },
    {
      type: 'category',
      label: 'Reference',
      collapsed: true,
      collapsible: true,
      items: [{ type: 'link', label: 'CRDs', href: `${BASE}docs/reference/crds`, docId: 'reference/crds' }],
    },
    { type: 'link', label: 'GitHub', href: 'https://github.com/example', external: true },
  ];
}

/** A doc route at /base/docs/guides/install with breadcrumbs, toc and neighbours. */
export function makeDocRoute(overrides: Partial<DocRoute> = {}): DocRoute {
  return {
    kind: 'doc',
    page: 'doc',
    path: `${BASE}docs/guides/install`,
    head: makeHead('Install'),
    deps: [SIDEBAR_URL],
    id: 'guides/install',
    title: 'Install',
    showTitle: true,
    html: '<p>Install the operator.</p><h2 id="helm" class="anchor">Helm</h2>',
    toc: [{ id: 'helm', html: 'Helm', level: 2, children: [{ id: 'values', html: '<code>values</code>', level: 3, children: [] }] }],
    sidebar: { id: 'tutorialSidebar', url: SIDEBAR_URL },
    breadcrumbs: [{ label: 'Guides', href: `${BASE}docs/guides/` }, { label: 'Install' }],
    prev: { title: 'Guides', href: `${BASE}docs/guides/` },
    next: { title: 'Upgrade', href: `${BASE}docs/guides/upgrade` },
    editUrl: 'https://github.com/example/edit/main/docs/guides/install.md',
    tags: [],
    version: { name: 'current', label: 'Next', badge: false, banner: null },
    unlisted: false,
    ...overrides,
  };
}

/** One post summary; `n` varies title and href. */
export function makePost(n: number, overrides: Partial<PostSummary> = {}): PostSummary {
  return {
    title: `Release 0.${n}`,
    href: `${BASE}blog/release-0-${n}`,
    date: `2025-0${n}-01T00:00:00.000Z`,
    formattedDate: `Month ${n}, 2025`,
    readingTimeMinutes: 1.2,
    authors: [{ key: 'alex', name: 'Alex', title: 'Maintainer', url: 'https://example.com/alex', imageURL: 'https://example.com/alex.png' }],
    tags: [{ label: 'Release', href: `${BASE}blog/tags/release` }],
    html: `<p>Excerpt ${n}</p>`,
    hasTruncateMarker: false,
    ...overrides,
  };
}

/** Blog sidebar with two years. */
export function makeBlogSidebar(): BlogSidebarData {
  return {
    title: 'Recent posts',
    groups: [
      { year: '2025', posts: [{ title: 'Release 0.2', href: `${BASE}blog/release-0-2` }] },
      { year: '2024', posts: [{ title: 'Release 0.1', href: `${BASE}blog/release-0-1` }] },
    ],
  };
}

/** The blog index, first of two pages. */
export function makeBlogListRoute(overrides: Partial<BlogListRoute> = {}): BlogListRoute {
  return {
    kind: 'blog-list',
    page: 'blog-list',
    path: `${BASE}blog`,
    head: makeHead('Blog'),
    deps: [],
    listType: 'all',
    heading: 'Blog',
    posts: [makePost(2, { hasTruncateMarker: true }), makePost(1, { readingTimeMinutes: undefined })],
    pagination: { page: 1, totalPages: 2, totalCount: 3, newer: null, older: `${BASE}blog/page/2` },
    sidebar: makeBlogSidebar(),
    ...overrides,
  };
}

/** A blog post page with neighbours and a TOC. */
export function makeBlogPostRoute(overrides: Partial<BlogPostRoute> = {}): BlogPostRoute {
  const post = makePost(2, { html: '<p>Full post</p>' });
  return {
    kind: 'blog-post',
    page: 'blog-post',
    path: post.href,
    head: makeHead(post.title),
    deps: [],
    post,
    toc: [{ id: 'changes', html: 'Changes', level: 2, children: [] }],
    newer: { title: 'Release 0.3', href: `${BASE}blog/release-0-3` },
    older: { title: 'Release 0.1', href: `${BASE}blog/release-0-1` },
    editUrl: null,
    sidebar: makeBlogSidebar(),
    ...overrides,
  };
}
