/**
 * SiteConfig → SiteData: the part of the configuration the browser may see, with every
 * navbar target resolved to a final href (doc ids checked here, at build time).
 */
import { applyTrailingSlash } from '../../runtime/trailing-slash.js';
import type { FooterColumnConfig, FooterLinkConfig, FooterLinksConfig, NavbarItemConfig, SiteConfig } from '../config/types.js';
import type { AlgoliaSearchParameters, FooterData, SiteData, NavHtmlItem, NavItem, NavLinkItem, VersionData, LocaleData } from '../../runtime/types.js';
import { OpdocsError } from '../errors.js';
import type { InstanceFacts } from './features/feature.js';
import { blogPaths } from './routes/blog-paths.js';

export interface SiteDataInput {
  config: SiteConfig;
  versions: VersionData[];
  /** doc id → permalink (current version). */
  docPermalinks: Map<string, string>;
  /** sidebar id → first link href. */
  sidebarFirstLinks: Map<string, string | undefined>;
  hasHomePage: boolean;
  hasBlog: boolean;
  hasDocs: boolean;
  /** Why there are no docs ("the docs folder content/docs does not exist"), when that is the case. */
  docsProblem?: string;
  /** The docs of `docsInstances` that have any, by id. */
  docsInstances?: Map<string, InstanceFacts>;
  searchIndexUrl?: string;
  /** Resolves a static image path to its URL and dimensions. */
  staticImage: (src: string) => { src: string; width?: number; height?: number };
  /** Built for a locale other than the default: its code, and the baseUrl every locale's home is made from. */
  locale?: { code: string; rootBaseUrl: string };
}

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

function withBase(baseUrl: string, to: string): string {
  if (EXTERNAL.test(to)) return to;
  if (to.startsWith(baseUrl)) return to;
  return baseUrl + to.replace(/^\//, '');
}

/** Resolves config into SiteData; navbar problems are collected as errors. */
export function createSiteData(input: SiteDataInput): { site: SiteData; errors: OpdocsError[] } {
  const { config } = input;
  const errors: OpdocsError[] = [];
  const base = config.baseUrl;
  const noDocs = input.docsProblem
    ? { why: `: ${input.docsProblem}`, hint: 'add Markdown files to the docs folder, set `docs.path` to the folder that has them, or remove this navbar item' }
    : undefined;
  const instances = input.docsInstances ?? new Map<string, InstanceFacts>();
  /** The docs an item names with `docsPluginId` (else the `docs` section), or an error saying which exist. */
  const docsFor = (item: { docsPluginId?: string }, source: string) => {
    if (item.docsPluginId === undefined || item.docsPluginId === 'default') return { docPermalinks: input.docPermalinks, sidebarFirstLinks: input.sidebarFirstLinks, versions: input.versions, noDocs };
    const found = instances.get(item.docsPluginId);
    if (found) return { ...found, noDocs: undefined };
    const known = config.docsInstances.some((d) => d.id === item.docsPluginId);
    errors.push(new OpdocsError({
      file: config.configFile,
      message: known ? `${source}: the docs "${item.docsPluginId}" have no Markdown files` : `${source}: no docs with id "${item.docsPluginId}"`,
      hint: known ? 'add Markdown files to that docsInstances entry\'s folder, or remove this navbar item' : `the ids are ${['default', ...config.docsInstances.map((d) => d.id)].join(', ')} (docsInstances[].id)`,
    }));
    return undefined;
  };
  const toLink = (item: NavbarItemConfig, source: string): NavItem | undefined => {
    const common = { position: item.position, source };
    switch (item.type) {
      case 'docSidebar': {
        const docs = docsFor(item, source);
        if (!docs) return undefined;
        const href = docs.sidebarFirstLinks.get(item.sidebarId);
        if (!docs.sidebarFirstLinks.has(item.sidebarId) || !href) {
          errors.push(new OpdocsError({
            file: config.configFile, message: `${source}: can't find any sidebar with id "${item.sidebarId}"${docs.noDocs?.why ?? ''}`,
            hint: docs.noDocs?.hint ?? `available sidebar ids are: ${[...docs.sidebarFirstLinks.keys()].join(', ') || '(none)'}`,
          }));
          return undefined;
        }
        return { kind: 'link', label: item.label ?? item.sidebarId, href, external: false, activeSidebar: item.sidebarId, ...pick(item), ...common } as NavLinkItem;
      }
      case 'doc': {
        const docs = docsFor(item, source);
        if (!docs) return undefined;
        const href = docs.docPermalinks.get(item.docId);
        if (!href) {
          errors.push(new OpdocsError({
            file: config.configFile, message: `${source}: couldn't find any doc with id "${item.docId}"${docs.noDocs?.why ?? ''}`,
            hint: docs.noDocs?.hint ?? `available doc ids are: ${[...docs.docPermalinks.keys()].slice(0, 20).join(', ')}`,
          }));
          return undefined;
        }
        return { kind: 'link', label: item.label ?? item.docId, href, external: false, ...pick(item), ...common } as NavLinkItem;
      }
      case 'default': {
        const target = item.to ?? item.href ?? '/';
        const external = EXTERNAL.test(target);
        const href = withBase(base, target);
        return {
          kind: 'link', label: item.label ?? '', href, external, ...pick(item), ...common, ...(item.html ? { html: item.html } : {}),
          ...(item.activeBasePath ? { activeBasePath: withBase(base, item.activeBasePath) } : !external && item.to ? { activeBasePath: href } : {}),
          ...(item.activeBaseRegex ? { activeBaseRegex: item.activeBaseRegex } : {}),
        } as NavLinkItem;
      }
      case 'docsVersion': {
        const docs = docsFor(item, source);
        if (!docs) return undefined;
        const latest = docs.versions.find((v) => v.isLast) ?? docs.versions[0];
        if (!item.to && !latest) {
          errors.push(new OpdocsError({
            file: config.configFile, message: `${source}: a docsVersion item needs docs to link to${docs.noDocs?.why ?? ''}`,
            hint: docs.noDocs?.hint ?? 'add Markdown files to the docs folder, or give the item a "to" path',
          }));
          return undefined;
        }
        const href = item.to ? withBase(base, item.to) : latest!.mainDocPath;
        return { kind: 'link', label: item.label ?? latest?.label ?? 'Docs', href, external: EXTERNAL.test(href), ...pick(item), ...common } as NavLinkItem;
      }
      case 'html':
        return { kind: 'html', html: item.value, ...(item.className ? { className: item.className } : {}), ...common };
      case 'dropdown': {
        const items = item.items.map((c, i) => toLink(c, `${source}.items[${i}]`)).filter((x): x is NavLinkItem | NavHtmlItem => x?.kind === 'link' || x?.kind === 'html');
        return { kind: 'dropdown', label: item.label, items, ...common };
      }
      case 'docsVersionDropdown':
        if (item.docsPluginId !== undefined && item.docsPluginId !== 'default' && !docsFor(item, source)) return undefined;
        return { kind: item.type, ...common, ...(item.docsPluginId && item.docsPluginId !== 'default' ? { pluginId: item.docsPluginId } : {}) };
      default:
        return { kind: item.type, ...common };
    }
  };
  const items = config.navbar.items.map((it, i) => toLink(it, `navbar.items[${i}]`)).filter((x): x is NavItem => !!x);
  // Another locale's baseUrl has its code in it: every locale's home is made from the default's.
  const root = input.locale?.rootBaseUrl ?? base;
  const locales: LocaleData[] = config.i18n.locales.map((code) => {
    const lc = config.i18n.localeConfigs[code] ?? { label: code, direction: 'ltr', htmlLang: code };
    return { code, label: lc.label, htmlLang: lc.htmlLang, direction: lc.direction, href: code === config.i18n.defaultLocale ? root : `${root}${code}/` };
  });
  const current = input.locale?.code ?? config.i18n.defaultLocale;
  const locale = locales.find((l) => l.code === current) ?? locales[0];
  const logo = config.navbar.logo;
  const blog = blogPaths(config);
  const blogPath = blog.blogPath;
  const feedTitle = config.blog.feedTitle ?? config.title;
  const site: SiteData = {
    title: config.title,
    tagline: config.tagline,
    ...(config.titleDelimiter === '|' ? {} : { titleDelimiter: config.titleDelimiter }),
    url: config.url,
    baseUrl: base,
    // Only when set: an unset policy leaves every page's boot data as it was.
    ...(config.trailingSlash === undefined ? {} : { trailingSlash: config.trailingSlash }),
    ...(config.favicon ? { favicon: withBase(base, config.favicon) } : {}),
    locale,
    locales,
    navbar: {
      ...(config.navbar.title ? { title: config.navbar.title } : {}),
      ...(logo ? { logo: {
        ...input.staticImage(logo.src), ...(logo.width ? { width: logo.width } : {}), ...(logo.height ? { height: logo.height } : {}), alt: logo.alt, href: logo.href ? withBase(base, logo.href) : base,
        ...(logo.srcDark ? { srcDark: input.staticImage(logo.srcDark).src } : {}),
      } } : {}),
      hideOnScroll: config.navbar.hideOnScroll,
      ...(config.navbar.style ? { style: config.navbar.style } : {}),
      items,
    },
    colorMode: config.colorMode,
    search: {
      provider: config.search.provider,
      ...(config.search.provider === 'algolia' ? { appId: config.search.appId, apiKey: config.search.apiKey, indexName: config.search.indexName } : {}),
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
        }
      : null,
    docs: input.hasDocs ? { pluginId: 'default', versions: input.versions, versionPersistence: config.docs.versionPersistence } : null,
    ...(config.docs.sidebarHideable || config.docs.sidebarAutoCollapseCategories
      ? { docsSidebar: { hideable: config.docs.sidebarHideable, autoCollapseCategories: config.docs.sidebarAutoCollapseCategories } } : {}),
    ...(instances.size ? { docsInstances: [...instances].map(([pluginId, d]) => ({ pluginId, versions: d.versions, versionPersistence: d.versionPersistence })) } : {}),
    blog: input.hasBlog
      ? {
          path: blogPath,
          tagsPath: blog.tagsPath,
          authorsPath: blog.authorsPath,
          title: config.blog.title,
          sidebarTitle: config.blog.sidebar.title,
          feeds: config.blog.feedTypes.map((type) => ({
            type,
            href: `${blogPath}/${type === 'json' ? 'feed.json' : `${type}.xml`}`,
            title: `${feedTitle} ${type === 'rss' ? 'RSS' : type === 'atom' ? 'Atom' : 'JSON'} Feed`,
          })),
        }
      : null,
    tableOfContents: config.tableOfContents,
    hasHomePage: input.hasHomePage,
    ...(config.customFields ? { customFields: config.customFields } : {}),
  };
  return { site, errors };
}

/** Footer columns, or the one row of links of a simple footer (then `columns` is empty). */
function resolveFooterLinks(links: FooterLinksConfig, base: string): Pick<FooterData, 'columns' | 'links'> {
  const toLink = (l: FooterLinkConfig, source: string): NavLinkItem => {
    const target = l.to ?? l.href ?? '/';
    return {
      kind: 'link', label: l.label, href: withBase(base, target), external: EXTERNAL.test(target), position: 'left', source,
      ...(l.className ? { className: l.className } : {}), ...(l['aria-label'] ? { ariaLabel: l['aria-label'] } : {}),
    };
  };
  const columns = links.filter((entry): entry is FooterColumnConfig => 'items' in entry);
  if (columns.length === links.length) {
    return { columns: columns.map((col, ci) => ({ title: col.title, items: col.items.map((l, li) => toLink(l, `footer.links[${ci}].items[${li}]`)) })) };
  }
  return { columns: [], links: (links as FooterLinkConfig[]).map((l, i) => toLink(l, `footer.links[${i}]`)) };
}

function pick(item: { className?: string; ariaLabel?: string; title?: string }): Partial<NavLinkItem> {
  return {
    ...(item.className ? { className: item.className } : {}), ...(item.ariaLabel ? { ariaLabel: item.ariaLabel } : {}),
    ...(item.title ? { title: item.title } : {}),
  };
}
