/**
 * What `useDocusaurusContext()` returns, built from SiteData: the siteConfig keys Docusaurus
 * pages read (title, tagline, titleDelimiter, url, baseUrl, trailingSlash, organizationName, projectName,
 * customFields, themeConfig, i18n). Keys opdocs does
 * not keep in the browser are absent rather than guessed.
 */
import type { SiteData } from '../../runtime/types';
import { createFooterConfig, type CompatFooterConfig } from './footer-config';
import { toNavbarConfigItems, type NavbarConfigItem } from './navbar-config';
import { withoutBaseUrl } from './base-url';

/** Docusaurus' `navbar.logo`: its paths as written, which the theme's Logo puts through useBaseUrl. */
export interface CompatNavbarLogo { src: string; srcDark?: string; alt?: string; href: string; target?: string; width?: number; height?: number }

/** The part of Docusaurus' siteConfig a page can read here. */
export interface CompatSiteConfig {
  title: string;
  tagline: string;
  /** Between a page's title and the site's in the tab title; Docusaurus' default is "|". */
  titleDelimiter: string;
  url: string;
  baseUrl: string;
  favicon?: string;
  trailingSlash?: boolean;
  organizationName?: string;
  projectName?: string;
  customFields: Record<string, unknown>;
  themeConfig: Record<string, unknown> & {
    navbar: { title?: string; logo?: CompatNavbarLogo; hideOnScroll: boolean; items: NavbarConfigItem[] };
    /** What an ejected DocSidebarItem/Category reads (`docs.sidebar.autoCollapseCategories`). */
    docs: { sidebar: { hideable: boolean; autoCollapseCategories: boolean }; versionPersistence: 'localStorage' | 'none' };
    colorMode: SiteData['colorMode'];
    announcementBar: SiteData['announcementBar'];
    tableOfContents: SiteData['tableOfContents'];
    /** Absent when the site has no footer, so a swizzled footer draws none either. */
    footer?: CompatFooterConfig;
  };
  i18n: CompatI18n;
}

/** Docusaurus' i18n context: one built locale. */
export interface CompatI18n {
  defaultLocale: string;
  currentLocale: string;
  locales: string[];
  localeConfigs: Record<string, { label: string; htmlLang: string; direction: string }>;
}

/** The whole context object. */
export interface DocusaurusContext {
  siteConfig: CompatSiteConfig;
  siteMetadata: { docusaurusVersion: string; pluginVersions: Record<string, never>; siteVersion?: string };
  globalData: Record<string, never>;
  i18n: CompatI18n;
  codeTranslations: Record<string, string>;
}

// SiteData keeps one identity for the whole visit, so the context is built once.
const cache = new WeakMap<SiteData, DocusaurusContext>();

/** The context for `site` (memoised per SiteData object). */
export function createDocusaurusContext(site: SiteData): DocusaurusContext {
  const cached = cache.get(site);
  if (cached) return cached;
  const i18n: CompatI18n = {
    defaultLocale: site.locale.code,
    currentLocale: site.locale.code,
    locales: site.locales.map((l) => l.code),
    localeConfigs: Object.fromEntries(site.locales.map((l) => [l.code, { label: l.label, htmlLang: l.htmlLang, direction: l.direction }])),
  };
  const logo = site.navbar.logo;
  // SiteData holds paths under the baseUrl (types.ts); siteConfig holds them as a config writes them.
  const written = (url: string) => withoutBaseUrl(site.baseUrl, url);
  const siteConfig: CompatSiteConfig = {
    title: site.title,
    tagline: site.tagline,
    titleDelimiter: site.titleDelimiter ?? '|',
    url: site.url,
    baseUrl: site.baseUrl,
    ...(site.favicon ? { favicon: written(site.favicon) } : {}),
    ...(site.trailingSlash !== undefined ? { trailingSlash: site.trailingSlash } : {}),
    ...(site.organizationName ? { organizationName: site.organizationName } : {}),
    ...(site.projectName ? { projectName: site.projectName } : {}),
    customFields: site.customFields ?? {},
    themeConfig: {
      // The site's own keys (a comments widget's settings); the theme's below win over a clash.
      ...site.themeConfig,
      navbar: {
        ...(site.navbar.title ? { title: site.navbar.title } : {}),
        ...(logo ? { logo: {
          src: written(logo.src), alt: logo.alt, href: written(logo.href),
          ...(logo.srcDark ? { srcDark: written(logo.srcDark) } : {}),
          ...(logo.target ? { target: logo.target } : {}),
          ...(logo.width ? { width: logo.width } : {}),
          ...(logo.height ? { height: logo.height } : {}),
        } } : {}),
        hideOnScroll: site.navbar.hideOnScroll,
        items: toNavbarConfigItems(site.navbar.items, site.baseUrl),
      },
      docs: {
        sidebar: { hideable: site.docsSidebar?.hideable ?? false, autoCollapseCategories: site.docsSidebar?.autoCollapseCategories ?? false },
        versionPersistence: site.docs?.versionPersistence ?? 'localStorage',
      },
      colorMode: site.colorMode,
      announcementBar: site.announcementBar,
      tableOfContents: site.tableOfContents,
      ...(site.footer ? { footer: createFooterConfig(site) } : {}),
    },
    i18n,
  };
  const context: DocusaurusContext = {
    siteConfig,
    // Docusaurus' own version, for pages that print or compare it; opdocs mirrors Docusaurus 3.
    siteMetadata: { docusaurusVersion: '3.0.0', pluginVersions: {} },
    globalData: {},
    i18n,
    codeTranslations: site.translations ?? {},
  };
  cache.set(site, context);
  return context;
}
