/**
 * Where a hit leads and which hits it may show (behaviors §12.5): contextual facet filters
 * for the current locale and docs version, and the processing of hit URLs.
 */
import type { RouteData, SiteData } from '../../runtime/types';

/**
 * Facet filters of contextual search: the current language, and the default tag or the docs
 * tag of the version being read (else the preferred one, else the latest). Empty without
 * contextual search.
 */
export function getContextualFacetFilters(opts: { site: SiteData; route: RouteData | null; preferredVersion: string | null }): string[][] {
  const { site, route, preferredVersion } = opts;
  if (!site.search?.contextualSearch) return [];
  const tags = ['docusaurus_tag:default'];
  const docs = site.docs;
  if (docs) {
    const names = docs.versions.map((version) => version.name);
    const version = (route?.kind === 'doc' ? route.version.name : null)
      ?? (preferredVersion !== null && names.includes(preferredVersion) ? preferredVersion : null)
      ?? docs.versions.find((candidate) => candidate.isLast)?.name
      ?? names[0];
    if (version) tags.push(`docusaurus_tag:docs-${docs.pluginId}-${version}`);
  }
  return [[`language:${site.locale.code}`], tags];
}

/** What a hit's url turns into: the href to render, and whether it leaves the client router. */
export interface ProcessedUrl {
  href: string;
  external: boolean;
}

/**
 * Hits matching `externalUrlRegex` keep their full URL and load fully; any other hit keeps
 * only path and hash, prefixed with the base URL unless already under it.
 */
export function processHitUrl(url: string, opts: { baseUrl: string; externalUrlRegex?: string; origin: string }): ProcessedUrl {
  const parsed = new URL(url, opts.origin);
  if (opts.externalUrlRegex && new RegExp(opts.externalUrlRegex, 'i').test(parsed.href)) {
    return { href: parsed.href, external: true };
  }
  const path = parsed.pathname.startsWith(opts.baseUrl) ? parsed.pathname : opts.baseUrl + parsed.pathname.replace(/^\//, '');
  return { href: path + parsed.hash, external: false };
}

/** The search page URL for `query`, or null without a search page. */
export function getSearchPageHref(searchPagePath: string | null, query: string): string | null {
  return searchPagePath === null ? null : `${searchPagePath}?q=${encodeURIComponent(query)}`;
}
