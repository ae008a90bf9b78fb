/**
 * Validated user config (Docusaurus-like keys, static defaults filled) → SiteConfig: derived
 * defaults, renamed keys and normalised URLs. Pure; runs only on input that passed validation.
 */
import type { NavbarItemConfig, SiteConfig } from './types';

/** The validator's output: the shape schema.ts guarantees, read loosely here. */
type Input = Record<string, any>;

/** Builds the SiteConfig from a validated config and the paths it came from. */
export function resolveSiteConfig(input: Input, paths: { siteDir: string; configFile: string }): SiteConfig {
  const config: SiteConfig = {
    siteDir: paths.siteDir,
    configFile: paths.configFile,
    title: input.title,
    tagline: input.tagline,
    favicon: input.favicon,
    url: input.url.replace(/\/+$/, ''),
    baseUrl: normaliseBaseUrl(input.baseUrl),
    organizationName: input.organizationName,
    projectName: input.projectName,
    image: input.image,
    contentDir: input.contentDir,
    customCss: input.customCss,
    i18n: resolveI18n(input.i18n),
    navbar: { ...input.navbar, items: input.navbar.items.map(resolveNavbarItem) },
    search: resolveSearch(input.search),
    colorMode: input.colorMode,
    docs: input.docs,
    blog: resolveBlog(input.blog),
    tableOfContents: input.tableOfContents,
    announcementBar: input.announcementBar,
    analytics: input.analytics?.src && input.analytics?.websiteId ? input.analytics : undefined,
    footer: input.footer,
  };
  return dropUndefined(config);
}

/** Adds the leading and trailing "/" that every URL join relies on. */
export function normaliseBaseUrl(baseUrl: string): string {
  const trimmed = baseUrl.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

function resolveI18n(i18n: Input): SiteConfig['i18n'] {
  const locales: string[] = i18n.locales ?? [i18n.defaultLocale];
  const localeConfigs: SiteConfig['i18n']['localeConfigs'] = {};
  for (const code of new Set([...locales, ...Object.keys(i18n.localeConfigs)])) {
    const given = i18n.localeConfigs[code] ?? {};
    localeConfigs[code] = {
      label: given.label ?? languageName(code),
      direction: given.direction ?? 'ltr',
      htmlLang: given.htmlLang ?? code,
    };
  }
  return { defaultLocale: i18n.defaultLocale, locales, localeConfigs };
}

/** The language's name in itself ("en" → "English"), or the code when unknown. */
function languageName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    return name ? name.charAt(0).toLocaleUpperCase(code) + name.slice(1) : code;
  } catch {
    return code;
  }
}

function resolveNavbarItem(item: Input): NavbarItemConfig {
  const { 'aria-label': ariaLabel, items, ...rest } = item;
  const out: Input = { ...rest, ariaLabel };
  if (items) out.items = items.map(resolveNavbarItem);
  return dropUndefined(out) as NavbarItemConfig;
}

function resolveSearch(search: Input): SiteConfig['search'] {
  return {
    ...search,
    provider: search.provider ?? (search.appId !== undefined ? 'algolia' : 'local'),
    searchPagePath: search.searchPagePath === false || search.searchPagePath === null ? null : search.searchPagePath,
  } as SiteConfig['search'];
}

function resolveBlog(blog: Input): SiteConfig['blog'] {
  const { feedOptions, ...rest } = blog;
  const type = feedOptions.type;
  const feedTypes: SiteConfig['blog']['feedTypes'] =
    type === null ? [] : type === 'all' ? ['rss', 'atom', 'json'] : typeof type === 'string' ? [type] : [...new Set<any>(type)];
  return dropUndefined({ ...rest, feedTypes, feedLimit: feedOptions.limit, feedCopyright: feedOptions.copyright } as SiteConfig['blog']);
}

/** Optional fields are left out rather than set to undefined, so deepEqual and JSON agree. */
function dropUndefined<T extends object>(value: T): T {
  for (const key of Object.keys(value) as (keyof T)[]) if (value[key] === undefined) delete value[key];
  return value;
}
