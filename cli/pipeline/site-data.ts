/**
 * SiteConfig → SiteData: the part of the configuration the browser may see, with every
 * navbar target resolved to a final href (doc ids checked at build time, in site-nav-items.ts).
 */
import { applyTrailingSlash } from '../../runtime/trailing-slash.js';
import type { SiteConfig } from '../config/types.js';
import type { AlgoliaSearchParameters, BlogData, SiteData, VersionData, LocaleData, LogoData } from '../../runtime/types.js';
import type { OpdocsError } from '../errors.js';
import type { InstanceFacts, VersionLinks } from './features/feature.js';
import { blogPaths } from './routes/blog-paths.js';
import { resolveFooterLinks, resolveNavbarItems, withBase } from './site-nav-items.js';
import { chromeDataLinks } from './check/chrome-data-links.js';
import { faviconIsMissing } from '../config/favicon-file.js';
import { isScriptUrl } from './parse/script-url.js';

export interface SiteDataInput {
  config: SiteConfig;
  versions: VersionData[];
  /** doc id → permalink (current version). */
  docPermalinks: Map<string, string>;
  /** sidebar id → first link href. */
  sidebarFirstLinks: Map<string, string | undefined>;
  /** doc id → the sidebar it shows. */
  docSidebars: Map<string, string>;
  /** Version name → what navbar items link to in it, when there are several versions. */
  versionLinks?: Map<string, VersionLinks>;
  hasHomePage: boolean;
  hasBlog: boolean;
  /** The ids of `blogInstances` that have posts. */
  blogIds?: string[];
  hasDocs: boolean;
  /** Why there are no docs ("the docs folder content/docs does not exist"), when that is the case. */
  docsProblem?: string;
  /** The docs of `docsInstances` that have any, by id. */
  docsInstances?: Map<string, InstanceFacts>;
  searchIndexUrl?: string;
  /** Resolves a static image path to its URL and dimensions. */
  /** A static image the config names at `key` (for the error's line when the file is missing). */
  staticImage: (src: string, key: string[]) => { src: string; width?: number; height?: number };
  /** The locale built (another one, or the default when it has an i18n/ folder): its code, and the baseUrl every locale's home is made from. */
  locale?: { code: string; rootBaseUrl: string };
  /** Messages of the locale's code.json by id (theme texts and `<Translate>` messages). */
  translations?: Map<string, string>;
}

type LogoConfig = NonNullable<SiteConfig['navbar']['logo']>;

/** A navbar or footer logo: its images resolved (and sized from the file when the config does not say), its link under the base URL. */
function logoData(logo: LogoConfig, base: string, staticImage: SiteDataInput['staticImage'], key: string[]): LogoData {
  return {
    ...staticImage(logo.src, [...key, 'src']), ...(logo.width ? { width: logo.width } : {}), ...(logo.height ? { height: logo.height } : {}), alt: logo.alt,
    ...(logo.href ? { href: withBase(base, logo.href) } : {}),
    ...(logo.srcDark ? { srcDark: staticImage(logo.srcDark, [...key, 'srcDark']).src } : {}),
    ...(logo.target ? { target: logo.target } : {}),
  };
}

/** What the theme shows of a blog (the `blog` section, or one of `blogInstances` given as `blog`). */
export function blogDataOf(config: Pick<SiteConfig, 'baseUrl' | 'title' | 'blog'>): BlogData {
  const { blogPath, tagsPath, authorsPath } = blogPaths(config);
  const feedTitle = config.blog.feedTitle ?? config.title;
  return {
    path: blogPath,
    tagsPath,
    authorsPath,
    title: config.blog.title,
    sidebarTitle: config.blog.sidebar.title,
    feeds: config.blog.feedTypes.map((type) => ({
      type,
      href: `${blogPath}/${type === 'json' ? 'feed.json' : `${type}.xml`}`,
      title: `${feedTitle} ${type === 'rss' ? 'RSS' : type === 'atom' ? 'Atom' : 'JSON'} Feed`,
    })),
  };
}

/** Resolves config into SiteData; navbar problems are collected as errors. */
export function createSiteData(input: SiteDataInput): { site: SiteData; errors: OpdocsError[] } {
  const { config } = input;
  const errors: OpdocsError[] = [];
  const base = config.baseUrl;
  const instances = input.docsInstances ?? new Map<string, InstanceFacts>();
  const items = resolveNavbarItems(input, errors);
  errors.push(...chromeDataLinks(config));
  // Another locale's baseUrl has its code in it: every locale's home is made from the default's.
  const root = input.locale?.rootBaseUrl ?? base;
  const locales: LocaleData[] = config.i18n.locales.map((code) => {
    const lc = config.i18n.localeConfigs[code] ?? { label: code, direction: 'ltr', htmlLang: code };
    return { code, label: lc.label, htmlLang: lc.htmlLang, direction: lc.direction, href: code === config.i18n.defaultLocale ? root : `${root}${code}/` };
  });
  const current = input.locale?.code ?? config.i18n.defaultLocale;
  const locale = locales.find((l) => l.code === current) ?? locales[0];
  const logo = config.navbar.logo;
  const site: SiteData = {
    title: config.title,
    tagline: config.tagline,
    ...(config.titleDelimiter === '|' ? {} : { titleDelimiter: config.titleDelimiter }),
    url: config.url,
    baseUrl: base,
    // Only when set: an unset policy leaves every page's boot data as it was.
    ...(config.trailingSlash === undefined ? {} : { trailingSlash: config.trailingSlash }),
    // A missing file is warned about (site-checks.ts) and not linked.
    // A javascript: favicon (warned of at the config key) would put script in the icon link's href.
    ...(config.favicon && !isScriptUrl(config.favicon) && !faviconIsMissing(config) ? { favicon: withBase(base, config.favicon) } : {}),
    locale,
    locales,
    ...(input.translations?.size ? { translations: Object.fromEntries(input.translations) } : {}),
    navbar: {
      ...(config.navbar.title ? { title: config.navbar.title } : {}),
      ...(logo ? { logo: { ...logoData(logo, base, input.staticImage, ['navbar', 'logo']), href: logo.href ? withBase(base, logo.href) : base } } : {}),
      hideOnScroll: config.navbar.hideOnScroll,
      ...(config.navbar.style ? { style: config.navbar.style } : {}),
      items,
    },
    colorMode: config.colorMode,
    search: {
      provider: config.search.provider,
      ...(config.search.provider === 'algolia' ? { appId: config.search.appId, apiKey: config.search.apiKey } : {}),
      // Not secret, and the local search names its stored recent and favourite searches by it too.
      ...(config.search.indexName ? { indexName: config.search.indexName } : {}),
      contextualSearch: config.search.contextualSearch,
      // In the site's trailing-slash form: the search box, opensearch.xml and the route all use it.
      searchPagePath: config.search.searchPagePath === null ? null : applyTrailingSlash(withBase(base, config.search.searchPagePath), config),
      ...(config.search.externalUrlRegex ? { externalUrlRegex: config.search.externalUrlRegex } : {}),
      // The DocSearch options travel only when set, so sites without them keep their page data.
      // The schema has checked facetFilters, the one parameter with a shape opdocs relies on.
      ...(config.search.searchParameters ? { searchParameters: config.search.searchParameters as AlgoliaSearchParameters } : {}),
      ...(config.search.replaceSearchResultPathname ? { replaceSearchResultPathname: config.search.replaceSearchResultPathname } : {}),
      ...(config.search.insights ? { insights: true } : {}),
      ...(config.search.missingResultsUrl ? { missingResultsUrl: config.search.missingResultsUrl } : {}),
      ...(input.searchIndexUrl ? { indexUrl: input.searchIndexUrl } : {}),
    },
    announcementBar: config.announcementBar ?? null,
    footer: config.footer
      ? {
          style: config.footer.style,
          ...resolveFooterLinks(config.footer.links, base),
          ...(config.footer.copyright ? { copyright: config.footer.copyright } : {}),
          ...(config.footer.logo ? { logo: logoData(config.footer.logo, base, input.staticImage, ['footer', 'logo']) } : {}),
        }
      : null,
    docs: input.hasDocs ? { pluginId: 'default', versions: input.versions, versionPersistence: config.docs.versionPersistence } : null,
    ...(config.docs.sidebarHideable || config.docs.sidebarAutoCollapseCategories
      ? { docsSidebar: { hideable: config.docs.sidebarHideable, autoCollapseCategories: config.docs.sidebarAutoCollapseCategories } } : {}),
    ...(instances.size ? { docsInstances: [...instances].map(([pluginId, d]) => ({ pluginId, versions: d.versions, versionPersistence: d.versionPersistence })) } : {}),
    blog: input.hasBlog ? blogDataOf(config) : null,
    ...(input.blogIds?.length ? { blogInstances: input.blogIds.map((id) => ({ id, ...blogDataOf({ ...config, blog: config.blogInstances.find((b) => b.id === id)! }) })) } : {}),
    tableOfContents: config.tableOfContents,
    hasHomePage: input.hasHomePage,
    ...(config.customFields ? { customFields: config.customFields } : {}),
    ...(config.themeConfig && Object.keys(config.themeConfig).length ? { themeConfig: config.themeConfig } : {}),
    ...(config.organizationName ? { organizationName: config.organizationName } : {}),
    ...(config.projectName ? { projectName: config.projectName } : {}),
  };
  return { site, errors };
}
