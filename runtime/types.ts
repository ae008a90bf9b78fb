/**
 * The data contracts between the build (cli/) and the browser (runtime/, theme/).
 * Everything here is plain, JSON-serialisable data. cli/ imports these types only
 * with `import type`; nothing in this file may touch Node or the DOM.
 *
 * Conventions:
 * - Every internal href/path in these types is an absolute path that already includes
 *   the site's baseUrl (e.g. "/typesense-operator-docs/docs/faq"). External URLs are
 *   full URLs ("https://…"). Components never join baseUrl themselves.
 * - A field named `html` holds trusted, build-time rendered HTML. On the first page load
 *   the embedded route data carries `html: null` for every such field and the client
 *   reads the markup back from the server-rendered DOM (see HtmlBlock), so content is
 *   never shipped twice.
 */

/** Text direction of a locale. */
export type Direction = 'ltr' | 'rtl';

/** One locale the site is published in. */
export interface LocaleData {
  code: string;
  label: string;
  htmlLang: string;
  direction: Direction;
  /** Home path of this locale (baseUrl for the default locale, baseUrl + code + "/" otherwise). */
  href: string;
}

/** A plain link as shown in the navbar or footer. */
export interface NavLinkItem {
  kind: 'link';
  label: string;
  /** Resolved absolute path (with baseUrl) or full external URL. */
  href: string;
  external: boolean;
  position: 'left' | 'right';
  ariaLabel?: string;
  className?: string;
  /** Item is active when the current pathname starts with this path (with baseUrl). */
  activeBasePath?: string;
  /** Active on every path this regular expression (case-insensitive) matches; wins over activeBasePath. */
  activeBaseRegex?: string;
  /** Item is active when the current page belongs to this docs sidebar (of the docs `pluginId` names). */
  activeSidebar?: string;
  /** Which docs a doc, docSidebar or docsVersion item links into: an id of `docsInstances`; absent for the `docs` section. */
  pluginId?: string;
  /**
   * The item's target in each docs version that has it (version name → href), when the docs have
   * several: the link follows the version the reader is in, else the one they prefer, else `href`.
   */
  versionHrefs?: Record<string, string>;
  /** A docsVersion item without its own label shows the label of the version it links to. */
  versionLabel?: boolean;
  /** Where the item came from in site.config.json, for error messages ("navbar.items[2]"). */
  source: string;
  /** The link's content as HTML (the site's own markup), in place of `label`. */
  html?: string;
  /** Tooltip: the link's `title` attribute. */
  title?: string;
  /** The anchor's `target` and `rel` as configured; unset, an external link opens in a new tab. */
  target?: string;
  rel?: string;
}

/** Markup placed as it is (navbar item of type "html"): the site's own, trusted HTML. */
export interface NavHtmlItem {
  kind: 'html';
  html: string;
  position: 'left' | 'right';
  className?: string;
  source: string;
}

export interface NavDropdownItem {
  kind: 'dropdown';
  label: string;
  /** Where the label links (config `to`/`href`, resolved like a link's); without it the label only opens the menu. */
  href?: string;
  external?: boolean;
  position: 'left' | 'right';
  items: (NavLinkItem | NavHtmlItem)[];
  source: string;
}

export interface NavSpecialItem {
  kind: 'docsVersionDropdown' | 'localeDropdown' | 'search';
  position: 'left' | 'right';
  source: string;
  /** docsVersionDropdown: which docs (an id of `docsInstances`); absent for the `docs` section. */
  pluginId?: string;
  /** docsVersionDropdown and localeDropdown: the site's own entries above and below the versions or locales (`dropdownItemsBefore` / `dropdownItemsAfter`). */
  itemsBefore?: (NavLinkItem | NavHtmlItem)[];
  itemsAfter?: (NavLinkItem | NavHtmlItem)[];
}

/**
 * A navbar item of a site's own kind (`type: "custom-<name>"`), drawn by the component a swizzled
 * `NavbarItem/ComponentTypes` maps that type to, with the item's other config keys as its props.
 */
export interface NavCustomItem {
  kind: 'custom';
  /** The configured type, e.g. "custom-community". */
  type: string;
  position: 'left' | 'right';
  /** Every other key of the item as written in the config (`label`, `src`, …), `position` too. */
  props: Record<string, unknown>;
  source: string;
}

export type NavItem = NavLinkItem | NavHtmlItem | NavDropdownItem | NavSpecialItem | NavCustomItem;

/** One docs version. */
/** One set of docs (a Docusaurus docs plugin instance): its versions. */
export interface DocsData {
  /** "default" for the `docs` section, else its `docsInstances` id. */
  pluginId: string;
  versions: VersionData[];
  /** Preferred-version persistence ("localStorage" or "none"). */
  versionPersistence: 'localStorage' | 'none';
}

export interface VersionData {
  /** "current" for the working version. */
  name: string;
  /** Shown in the UI ("Next" for current). */
  label: string;
  /** Version root path, with baseUrl ("/base/docs" for the last version). */
  path: string;
  /** Path of the version's main document. */
  mainDocPath: string;
  isLast: boolean;
}

/** Algolia search parameters as configured; only `facetFilters` has a shape opdocs relies on. */
export type AlgoliaSearchParameters = { facetFilters?: string | (string | string[])[] } & Record<string, unknown>;

export interface SearchSettings {
  /** "local": embedded offline index (default). "algolia": DocSearch with appId + apiKey. */
  provider: 'local' | 'algolia';
  appId?: string;
  apiKey?: string;
  indexName?: string;
  contextualSearch: boolean;
  /** Absolute path of the search page (with baseUrl), or null when disabled. */
  searchPagePath: string | null;
  externalUrlRegex?: string;
  /**
   * Algolia search parameters of the modal's request (config `search.searchParameters`),
   * applied after opdocs' own; absent when not configured.
   */
  searchParameters?: AlgoliaSearchParameters;
  /** Rewrites hit paths: every occurrence of the plain text `from` becomes `to`; absent: none. */
  replaceSearchResultPathname?: { from: string; to: string };
  /** True when the modal asks Algolia for click analytics; absent means false. */
  insights?: boolean;
  /** URL of the local index file (provider "local"). */
  indexUrl?: string;
  /**
   * Where "Let us know." leads on the modal's no-results screen ("{query}" is replaced by the
   * URL-encoded query); absent: the prompt is not shown.
   */
  missingResultsUrl?: string;
}

export interface ColorModeSettings {
  defaultMode: 'light' | 'dark';
  respectPrefersColorScheme: boolean;
  disableSwitch: boolean;
}

export interface AnnouncementBarData {
  id: string;
  /** Trusted HTML from site.config.json. */
  content: string;
  isCloseable: boolean;
  backgroundColor?: string;
  textColor?: string;
}

/** A footer entry: a link, or the site's own markup in a link's place (`{ html }`, trusted). */
export type FooterItem = NavLinkItem | { kind: 'html'; html: string };

export interface FooterData {
  style: 'light' | 'dark';
  columns: { title: string; items: FooterItem[] }[];
  /** A simple footer's one row of links, without headings (then `columns` is empty). */
  links?: FooterItem[];
  /** Trusted HTML. */
  copyright?: string;
  /** Shown above the copyright line; a link when it has `href`. */
  logo?: LogoData;
}

/** A navbar or footer logo. `srcDark`: the image shown in the dark colour mode instead (CSS picks one; both are in the HTML). */
export interface LogoData extends ImageData {
  href?: string;
  srcDark?: string;
  /** The link's `target`, when the config gives one. */
  target?: string;
}

export interface ImageData {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  /** Optional smaller/modern variants: <source> entries for <picture>. */
  sources?: { srcSet: string; type: string }[];
}

/** What every page may see of the site configuration (no secrets, no disk paths). */
export interface SiteData {
  /** Between a page's title and the site title (config `titleDelimiter`); absent: "|". */
  titleDelimiter?: string;
  title: string;
  /** The stylesheet of the CSS modules MDX pages import (one file for the site); absent without any. */
  contentCss?: string;
  /** URL of KaTeX's stylesheet, when a page holds a typeset formula (markdown.math). */
  mathCss?: string;
  /** Route paths ending in ".html" (a slug such as `/docs/legacy.html`); absent when none. The router keeps those addresses as they are. */
  htmlRoutes?: string[];
  /**
   * Route bases of plugins the build skipped (an OpenAPI reference, a second set of pages): links there
   * are the browser's to follow, never prefetched or routed (cli/pipeline/unbuilt-routes.ts).
   */
  unbuiltRoutes?: string[];
  tagline: string;
  /** Origin, e.g. "https://akyriako.github.io". */
  url: string;
  /** Always starts and ends with "/". */
  baseUrl: string;
  /** Config `trailingSlash`: page URLs end with "/" (true) or not (false); absent: unset (see trailing-slash.ts). */
  trailingSlash?: boolean;
  favicon?: string;
  locale: LocaleData;
  locales: LocaleData[];
  navbar: {
    title?: string;
    logo?: LogoData & { href: string };
    hideOnScroll: boolean;
    /** `navbar.style`: "dark" or "primary" colours; absent: the page's own. */
    style?: 'dark' | 'primary';
    items: NavItem[];
  };
  colorMode: ColorModeSettings;
  search: SearchSettings | null;
  announcementBar: AnnouncementBarData | null;
  footer: FooterData | null;
  docs: DocsData | null;
  /** How the docs sidebar behaves (config `docs.sidebarHideable`, `docs.sidebarAutoCollapseCategories`); absent: neither. */
  docsSidebar?: { hideable: boolean; autoCollapseCategories: boolean };
  /** More sets of docs beside `docs` (config `docsInstances`); absent when there are none. */
  docsInstances?: DocsData[];
  blog: BlogData | null;
  /** More blogs beside `blog` (config `blogInstances`) that have posts; absent when there are none. */
  blogInstances?: (BlogData & { id: string })[];
  tableOfContents: { minHeadingLevel: number; maxHeadingLevel: number };
  /** True when the site has a route at baseUrl (breadcrumb home icon). */
  hasHomePage: boolean;
  /** `customFields` of site.config.json, for the site's React pages; absent when not set. */
  customFields?: Record<string, unknown>;
  /** `themeConfig` of site.config.json: the site's own settings for its components, under the theme's in `useThemeConfig()`; absent when not set. */
  themeConfig?: Record<string, unknown>;
  /** URL of the plugins' global data (one of every route's `deps`), when the site's code reads it (`@docusaurus/useGlobalData`). */
  globalDataUrl?: string;
  /** `organizationName` and `projectName` of site.config.json (the repository), for the site's React pages. */
  organizationName?: string;
  projectName?: string;
  /**
   * Messages of `i18n/<locale>/code.json` by id: the theme's texts and the site's own
   * `<Translate>` messages in the built locale. Absent without that file.
   */
  translations?: Record<string, string>;
}

/** A heading of the table of contents; `children` are the next level down. */
export interface TocItem {
  id: string;
  /** Inline HTML of the heading text (may contain <code>, <em>). */
  html: string;
  level: number;
  children: TocItem[];
}

/** Sidebar tree, as stored in the per-sidebar JSON file. */
export type SidebarItem = SidebarLink | SidebarCategory | SidebarHtml;

/**
 * A row of the site's own HTML (`{ type: 'html', value }` in a sidebars file): shown in the
 * sidebar only, never a page of prev/next, breadcrumbs or card lists.
 */
export interface SidebarHtml {
  type: 'html';
  /** A whole HTML fragment (mended as other config HTML is), e.g. `<span class="x">Section</span>`. */
  value: string;
  /** Gives the row the spacing of a link row (`menu__list-item`); default false. */
  defaultStyle?: boolean;
  className?: string;
  /** Free data for a site's own components (the sidebars file's `customProps`). */
  customProps?: Record<string, unknown>;
}

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  /** Doc id when the link points to a doc. */
  docId?: string;
  external?: boolean;
  unlisted?: boolean;
  className?: string;
  /** Shown on the link's card in a category's card list, before the doc's own description (`description` in the sidebars file). */
  description?: string;
  /** Free data for a site's own components (front matter `sidebar_custom_props`, or the sidebars file). */
  customProps?: Record<string, unknown>;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** Set when the category has an index doc or generated index. */
  href?: string;
  items: SidebarItem[];
  collapsed: boolean;
  collapsible: boolean;
  unlisted?: boolean;
  className?: string;
  /** Shown on the category's card instead of its item count (`description` of _category_.json or the sidebars file). */
  description?: string;
  /** Free data for a site's own components (`customProps` of _category_.json or the sidebars file). */
  customProps?: Record<string, unknown>;
}

export interface PageLink {
  title: string;
  href: string;
}

export interface Crumb {
  label: string;
  href?: string;
}

/** Head of one page; `title` is already the full "<page> | <site>" string. */
export interface HeadData {
  title: string;
  description?: string;
  /** Full canonical URL. */
  canonical: string;
  image?: string;
  keywords?: string[];
  noindex?: boolean;
  /** Extra <meta> tags, e.g. docsearch:* ones. */
  meta: { name?: string; property?: string; content: string }[];
  /** Classes for <html>, e.g. "docs-doc-page plugin-docs plugin-id-default". */
  htmlClassName: string;
  /** The page's own JSON-LD values (a `<script type="application/ld+json">` in its MDX `<Head>`). */
  jsonLd?: unknown[];
}

/** A dependency shared by many routes (e.g. a docs sidebar), loaded once by URL. */
export interface SharedRef {
  url: string;
}

export interface TagRef {
  label: string;
  href: string;
  description?: string;
}

export interface AuthorData {
  key: string;
  name: string;
  title?: string;
  url?: string;
  imageURL?: string;
  email?: string;
  /** Author page path, when the author has one. */
  page?: string;
  socials?: { name: string; href: string }[];
  description?: string;
}

/** Where a blog's pages are and what its list pages and feeds are called. */
export interface BlogData {
  path: string;
  /** The tags list ("View All Tags"), from `blog.tagsBasePath`. */
  tagsPath: string;
  /** The authors list ("View all authors"), from `blog.authorsBasePath`. */
  authorsPath: string;
  title: string;
  sidebarTitle: string;
  feeds: { type: 'rss' | 'atom' | 'json'; href: string; title: string }[];
}

/** A blog post as shown in lists (excerpt only). */
export interface PostSummary {
  title: string;
  href: string;
  /** ISO date. */
  date: string;
  /** Preformatted date, e.g. "October 22, 2025" (UTC). */
  formattedDate: string;
  readingTimeMinutes?: number;
  authors: AuthorData[];
  tags: TagRef[];
  /** Excerpt HTML (content before <!-- truncate -->), or the full post when unmarked. */
  html: string | null;
  hasTruncateMarker: boolean;
  description?: string;
}

export interface BlogSidebarData {
  title: string;
  /**
   * Groups by year (when groupByYear), newest first; one group with year null otherwise. An
   * unlisted post counts towards the sidebar's length but is shown only on its own page.
   */
  groups: { year: string | null; posts: (PageLink & { unlisted?: true })[] }[];
}

interface RouteBase {
  /** Absolute path with baseUrl; index routes end with "/". */
  path: string;
  head: HeadData;
  /** Key of the page component chunk that renders this route (see PageKey). */
  page: PageKey;
  /** Shared JSON files this route needs before it can render. */
  deps: string[];
}

export interface DocRoute extends RouteBase {
  kind: 'doc';
  id: string;
  /** The doc's file as `@site/docs/intro.md` (Docusaurus' `useDoc().metadata.source`); absent on a generated index page. */
  source?: string;
  title: string;
  /** Render an <h1> from `title` (false when the markdown has its own h1 or hide_title). */
  showTitle: boolean;
  html: string | null;
  toc: TocItem[];
  /** URL of the sidebar JSON (SidebarItem[]), one of `deps`; null when the doc is in no sidebar. */
  sidebar: { id: string; url: string } | null;
  breadcrumbs: Crumb[];
  prev: PageLink | null;
  next: PageLink | null;
  editUrl: string | null;
  /** When the doc's file last changed and by whom (git), when the site shows them. */
  lastUpdate?: { at?: number; by?: string };
  tags: TagRef[];
  /** `pluginId`: which docs (an id of `docsInstances`); absent for the `docs` section. */
  version: { name: string; label: string; badge: boolean; banner: 'unreleased' | 'unmaintained' | null; pluginId?: string };
  /** The same doc in the other docs versions that have it (version name → path), for the version menu. */
  versionPaths?: Record<string, string>;
  unlisted: boolean;
  /**
   * For a doc whose body lists its category as cards (`<DocCardList />`): the descriptions of the
   * docs on those cards, by path without a trailing slash. Absent on other docs.
   */
  cardDescriptions?: Record<string, string>;
  /** The doc's front matter as written (dates as ISO strings), for `useDoc().frontMatter` in site code. */
  frontMatter?: Record<string, unknown>;
}

/** What every page of a blog has. */
interface BlogRouteBase extends RouteBase {
  /** The blog of `blogInstances` it belongs to (its `id`); absent: the `blog` itself. */
  blogId?: string;
}

export interface BlogListRoute extends BlogRouteBase {
  kind: 'blog-list';
  /** "all": /blog; "tag": a tag page; "author": an author page. */
  listType: 'all' | 'tag' | 'author';
  /** Page heading, e.g. 'Blog', '2 posts tagged with "release"', 'Alex - 3 posts'. */
  heading: string;
  description?: string;
  tag?: TagRef;
  author?: AuthorData;
  posts: PostSummary[];
  /** `totalCount`: the posts of the whole list, across its pages. */
  pagination: { page: number; totalPages: number; totalCount: number; newer: string | null; older: string | null };
  sidebar: BlogSidebarData;
}

export interface BlogPostRoute extends BlogRouteBase {
  kind: 'blog-post';
  post: PostSummary & { html: string | null };
  toc: TocItem[];
  newer: PageLink | null;
  older: PageLink | null;
  editUrl: string | null;
  /** When the post's file last changed and by whom (git), when the blog shows them. */
  lastUpdate?: { at?: number; by?: string };
  sidebar: BlogSidebarData;
  /** The post's front matter as written (dates as ISO strings), for `useBlogPost().frontMatter` on its page. */
  frontMatter?: Record<string, unknown>;
}

export interface BlogTagsRoute extends BlogRouteBase {
  kind: 'blog-tags';
  tags: (TagRef & { count: number })[];
  sidebar: BlogSidebarData;
}

export interface BlogArchiveRoute extends BlogRouteBase {
  kind: 'blog-archive';
  /** Years newest first; within a year, posts oldest first (Docusaurus order). */
  years: { year: string; posts: (PageLink & { formattedDate: string; /** ISO date. */ date: string })[] }[];
}

export interface BlogAuthorsRoute extends BlogRouteBase {
  kind: 'blog-authors';
  authors: (AuthorData & { count: number })[];
  sidebar: BlogSidebarData;
}

/** Every tag used by docs of one version, with how many docs carry it. */
export interface DocTagsRoute extends RouteBase {
  kind: 'doc-tags';
  tags: (TagRef & { count: number })[];
}

/** The docs carrying one tag. */
export interface DocTagRoute extends RouteBase {
  kind: 'doc-tag';
  tag: TagRef;
  /** e.g. '2 docs tagged with "setup"'. */
  heading: string;
  /** URL of the tags list ("View all tags"). */
  allTagsHref: string;
  docs: (PageLink & { description?: string })[];
}

/** A markdown page from content/pages. */
export interface MarkdownPageRoute extends RouteBase {
  kind: 'page';
  title: string;
  showTitle: boolean;
  html: string | null;
  toc: TocItem[];
  /** Front matter `unlisted: true`: the page says so in a banner (and is noindex). */
  unlisted?: true;
  /** Front matter `draft: true` (such a page is built by serve --watch only): the draft banner. */
  draft?: true;
}

/** A React page from content/pages/*.tsx; `page` is "react:<name>". */
export interface ReactPageRoute extends RouteBase {
  kind: 'react-page';
  title: string;
  /** Props computed at build time and handed to the page component. */
  props: Record<string, unknown>;
  /**
   * A Docusaurus page (src/pages): the navbar and footer come only with its own `<Layout>`, as
   * in Docusaurus, so a landing page drawing its own header gets no second one. Absent for
   * opdocs' pages (pages/), which the theme frames.
   */
  ownFrame?: true;
}

export interface SearchRoute extends RouteBase {
  kind: 'search';
}

export interface NotFoundRoute extends RouteBase {
  kind: 'not-found';
}

/** offline.html: what the service worker shows for a page that is neither cached nor reachable. */
export interface OfflineRoute extends RouteBase {
  kind: 'offline';
}

export type RouteData =
  | DocRoute
  | BlogListRoute
  | BlogPostRoute
  | BlogTagsRoute
  | BlogArchiveRoute
  | BlogAuthorsRoute
  | DocTagsRoute
  | DocTagRoute
  | MarkdownPageRoute
  | ReactPageRoute
  | SearchRoute
  | NotFoundRoute
  | OfflineRoute;

export type RouteKind = RouteData['kind'];

/**
 * Page component keys. Built-in kinds map to theme/pages/*; React pages of the site are
 * "react:<file name without extension>" (content/pages/index.tsx → "react:index").
 */
export type PageKey =
  | 'doc'
  | 'blog-list'
  | 'blog-post'
  | 'blog-tags'
  | 'blog-archive'
  | 'blog-authors'
  | 'doc-tags'
  | 'doc-tag'
  | 'page'
  | 'search'
  | 'not-found'
  | 'offline'
  | `react:${string}`;

/** Props every page component receives. */
export interface PageProps<R extends RouteData = RouteData> {
  route: R;
}

/** Files (absolute URLs) of one page chunk: the entry first, then its static imports. */
export type ChunkFiles = string[];

/**
 * The JSON embedded in every page as <script id="__opdocs_data" type="application/json">.
 * `</` and `<!--` are escaped so page text cannot end the script early.
 */
export interface PageBootData {
  site: SiteData;
  route: RouteData;
  /** page key → files to import/prefetch for it. */
  chunks: Record<string, ChunkFiles>;
  /** Build id; changes on every build, used to detect a redeploy. */
  buildId: string;
  /** Set by the service worker when it made this page offline from route data: render, do not hydrate. */
  shell?: boolean;
}

/** A location inside the site, as the router sees it. */
export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** DocSearch v3 record (spec §3, behaviors §14). */
export interface SearchRecord {
  objectID: string;
  type: 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
  hierarchy: {
    lvl0: string | null; lvl1: string | null; lvl2: string | null; lvl3: string | null;
    lvl4: string | null; lvl5: string | null; lvl6: string | null;
  };
  content: string | null;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  weight: { pageRank: number; level: number; position: number };
  language: string;
  docusaurus_tag: string;
  version?: string[];
}
