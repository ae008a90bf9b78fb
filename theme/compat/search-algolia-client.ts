/**
 * `@docusaurus/theme-search-algolia/client`: what a site's own (swizzled, ejected) DocSearch
 * SearchBar or SearchPage reads: the Algolia settings, the contextual facet filters of the page
 * being read and how a hit's URL becomes a link of this site. Each answers from opdocs' `search`
 * settings, so such a search bar queries the same index as opdocs' own modal.
 */
import { useCallback, useMemo, useState } from 'react';
import { useRoute, useSite } from '../../runtime/context';
import type { FacetFilters } from '../../runtime/search/client-types';
import type { SiteData } from '../../runtime/types';
import { usePreferredVersions } from '../hooks/usePreferredVersion';
import { getContextualFacetFilters } from '../Search/facet-filters';
import { processHitUrl } from '../Search/hit-url';
import { useThemeConfig } from './theme-common';
import { translate } from './Translate';

/** Docusaurus' `themeConfig.algolia`, as far as opdocs' settings say it. */
export interface CompatAlgoliaConfig {
  appId?: string;
  apiKey?: string;
  indexName?: string;
  contextualSearch: boolean;
  externalUrlRegex?: string;
  searchParameters: Record<string, unknown>;
  /** Under the baseUrl (`search`), or false without a search page. */
  searchPagePath: string | false;
  replaceSearchResultPathname?: { from: string; to: string };
  insights: boolean;
}

/** `themeConfig.algolia` from the site's search settings (none configured: empty keys, no contextual search). */
export function algoliaConfigOf(site: SiteData): CompatAlgoliaConfig {
  const search = site.search;
  const page = search?.searchPagePath ?? null;
  return {
    ...(search?.appId ? { appId: search.appId } : {}),
    ...(search?.apiKey ? { apiKey: search.apiKey } : {}),
    ...(search?.indexName ? { indexName: search.indexName } : {}),
    contextualSearch: search?.contextualSearch ?? false,
    ...(search?.externalUrlRegex ? { externalUrlRegex: search.externalUrlRegex } : {}),
    searchParameters: search?.searchParameters ?? {},
    searchPagePath: page === null ? false : page.startsWith(site.baseUrl) ? page.slice(site.baseUrl.length) : page.replace(/^\//, ''),
    ...(search?.replaceSearchResultPathname ? { replaceSearchResultPathname: search.replaceSearchResultPathname } : {}),
    insights: search?.insights ?? false,
  };
}

/** The theme config with its `algolia` key. */
export function useAlgoliaThemeConfig(): ReturnType<typeof useThemeConfig> & { algolia: CompatAlgoliaConfig } {
  const themeConfig = useThemeConfig();
  const site = useSite();
  return useMemo(() => ({ ...themeConfig, algolia: algoliaConfigOf(site) }), [themeConfig, site]);
}

/**
 * The language and the docs tags of the version being read (else the preferred one, else the
 * latest), as Docusaurus gives them whether or not the site asked for contextual search: the
 * search bar decides.
 */
export function useAlgoliaContextualFacetFilters(): FacetFilters {
  const site = useSite();
  const route = useRoute();
  const { preferred: preferredVersions } = usePreferredVersions();
  const preferred = site.docs ? preferredVersions[site.docs.pluginId] ?? null : null;
  return useMemo(() => {
    const contextual = { ...site, search: { provider: 'algolia' as const, searchPagePath: null, ...site.search, contextualSearch: true } };
    return getContextualFacetFilters({ site: contextual, route, preferredVersion: preferred, preferredVersions });
  }, [site, route, preferred, preferredVersions]);
}

/** Turns a hit's absolute URL into this site's link (externalUrlRegex, replaceSearchResultPathname, the baseUrl). */
export function useSearchResultUrlProcessor(): (url: string) => string {
  const site = useSite();
  return useCallback((url: string) => processHitUrl(url, {
    baseUrl: site.baseUrl,
    origin: typeof window === 'undefined' ? site.url : window.location.origin,
    externalUrlRegex: site.search?.externalUrlRegex,
    replaceSearchResultPathname: site.search?.replaceSearchResultPathname,
  }).href, [site]);
}

type FacetFilter = string | readonly (string | readonly string[])[] | undefined;

/** Both filters, each a string or a list: every condition of each (Algolia ANDs the entries). */
export function mergeFacetFilters(a: FacetFilter, b: FacetFilter): (string | readonly string[])[] {
  const list = (f: FacetFilter): (string | readonly string[])[] => (f === undefined ? [] : typeof f === 'string' ? [f] : [...f]);
  return [...list(a), ...list(b)];
}

/** What useAlgoliaAskAi gives a search bar. */
export interface CompatAskAi {
  askAi: undefined;
  isAskAiActive: boolean;
  currentPlaceholder: string;
  onAskAiToggle: (active: boolean) => void;
  extraAskAiProps: Record<string, never>;
}

/**
 * DocSearch's "Ask AI" mode, which opdocs' search settings have no key for: never configured, so
 * the bar stays a plain search whose placeholder is the site's own (`placeholder` prop) or the
 * theme's; the toggle is only remembered, as a search bar may read it back.
 */
export function useAlgoliaAskAi(props: { placeholder?: string } = {}): CompatAskAi {
  const [active, setActive] = useState(false);
  const placeholder = props.placeholder ?? translate({ id: 'theme.SearchModal.placeholder', message: 'Search docs' });
  return { askAi: undefined, isAskAiActive: active, currentPlaceholder: placeholder, onAskAiToggle: setActive, extraAskAiProps: {} };
}

export { useSearchLinkCreator } from './search-link';
