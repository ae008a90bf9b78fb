/**
 * The Algolia DocSearch provider. Transport (hosts, retry order, timeouts, answer cache) is the
 * lite client's own (behaviors §13), with the record of failed hosts kept by
 * algolia-hosts-cache.ts; this file only shapes the requests of the modal (§12.3) and of the
 * search page (§12.8) and reads results[0].
 */
import { liteClient } from 'algoliasearch/lite';
import type { AlgoliaSearchParameters } from '../types';
import { createHostsCache } from './algolia-hosts-cache';
import type { FacetFilters, SearchClient, SearchRequest, SearchResponse } from './client-types';

/** What the site's search settings add to the modal's request (config `search.*`). */
export interface ModalRequestOptions {
  /** Config `searchParameters`: merged after opdocs' own parameters. */
  searchParameters?: AlgoliaSearchParameters;
  /** Config `insights`: sets `clickAnalytics`. */
  insights?: boolean;
}

/** What the Algolia provider needs from the site's search settings. */
export interface AlgoliaClientOptions {
  appId: string;
  apiKey: string;
  indexName: string;
  /** Config `searchParameters` and `insights`, for the modal's request only (behaviors §12.3). */
  modal?: ModalRequestOptions;
  /**
   * Test only: origins tried instead of Algolia's hosts, e.g. ["http://127.0.0.1:4010"].
   * Defaults to `window.__opdocsAlgoliaHosts` (set by end-to-end tests before the page loads).
   */
  hosts?: string[];
}

declare global {
  interface Window {
    /** Test only: origins of a local fake Algolia server (see AlgoliaClientOptions.hosts). */
    __opdocsAlgoliaHosts?: string[];
  }
}

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** The config's facetFilters as a list to append: a single filter string becomes a list of one. */
function configFilters(filters: AlgoliaSearchParameters['facetFilters']): FacetFilters {
  if (filters === undefined) return [];
  return typeof filters === 'string' ? [filters] : filters;
}

/**
 * The modal's request, in DocSearch's key order (§12.3): opdocs' own parameters, then the
 * config's searchParameters (later keys win), then facetFilters forced to the contextual
 * filters followed by the config's (§12.5). Without contextual search `request.facetFilters`
 * is empty, so only the config's remain.
 */
export function createModalRequest(indexName: string, request: SearchRequest, options: ModalRequestOptions = {}): Record<string, unknown> {
  const n = request.snippetWords;
  const own = {
    query: request.query,
    indexName,
    attributesToRetrieve: [...LEVELS.map((level) => `hierarchy.${level}`), 'content', 'type', 'url'],
    attributesToSnippet: [...LEVELS.slice(1).map((level) => `hierarchy.${level}:${n}`), `content:${n}`],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: request.hitsPerPage,
    clickAnalytics: options.insights ?? false,
  };
  const { searchParameters } = options;
  // Without contextual search (no filters of its own) the config's value goes as written, a
  // single string included: Docusaurus only wraps it when merging it after the contextual ones.
  const facetFilters = request.facetFilters.length === 0
    ? searchParameters?.facetFilters ?? []
    : [...request.facetFilters, ...configFilters(searchParameters?.facetFilters)];
  // Spread, as DocSearch does: a configured key overrides in place, new keys follow in config order.
  return { ...own, ...searchParameters, facetFilters };
}

const sortKeys = (params: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(params).sort().map((key) => [key, params[key]]));

/** The facets the search page declares disjunctive (Docusaurus' SearchPage), sorted as the helper sends them. */
const PAGE_FACETS = ['docusaurus_tag', 'language'];

/** Refined values per facet name, as the helper keeps its disjunctive refinements. */
function refinementsOf(filters: FacetFilters): Map<string, string[]> {
  const refinements = new Map<string, string[]>();
  for (const filter of filters.flat()) {
    const facet = filter.slice(0, filter.indexOf(':'));
    refinements.set(facet, [...(refinements.get(facet) ?? []), filter]);
  }
  return refinements;
}

/**
 * The search page's requests (§12.8), as algoliasearch-helper 3.22.6 builds them: the facets
 * always declared, refinements as one OR group per facet with facet names and values sorted
 * (the helper sorts both), the facetFilters key left out when nothing is refined; then one
 * count query per refined facet in name order, `facets` being that facet's bare name.
 */
export function createPageRequests(indexName: string, request: SearchRequest): Record<string, unknown>[] {
  const refinements = refinementsOf(request.facetFilters);
  const names = [...refinements.keys()].sort();
  const groupsWithout = (skip: string | null) => names.filter((name) => name !== skip).map((name) => [...refinements.get(name)!].sort());
  const withFilters = (groups: string[][]) => (groups.length > 0 ? { facetFilters: groups } : {});
  const main = sortKeys({
    advancedSyntax: true,
    ...withFilters(groupsWithout(null)),
    facets: PAGE_FACETS,
    hitsPerPage: request.hitsPerPage,
    page: request.page ?? 0,
    query: request.query,
  });
  const extra = names.map((name) => sortKeys({
    advancedSyntax: true,
    analytics: false,
    clickAnalytics: false,
    ...withFilters(groupsWithout(name)),
    facets: name,
    hitsPerPage: 0,
    page: 0,
    query: request.query,
  }));
  return [main, ...extra].map((params) => ({ indexName, ...params }));
}

/** Agent segments after the client's own ("Algolia for JavaScript (5.17.1); Lite (5.17.1); Browser"), as the spec's requests carry them. */
const MODAL_AGENT: [string, string][] = [['docsearch', '3.8.2'], ['docsearch-react', '3.8.2'], ['docusaurus', '3.7.0']];
const PAGE_AGENT: [string, string][] = [['JS Helper', '3.22.6']];

function toHost(origin: string) {
  const url = new URL(origin);
  return { url: url.host, protocol: url.protocol === 'http:' ? 'http' as const : 'https' as const, accept: 'readWrite' as const };
}

/**
 * Creates the Algolia provider. A request with `page` set is the search page's, without it the
 * modal's. Every failure rejects; when all hosts failed the error is the client's RetryError.
 */
export function createAlgoliaSearchClient(options: AlgoliaClientOptions): SearchClient {
  const hosts = options.hosts ?? (typeof window === 'undefined' ? undefined : window.__opdocsAlgoliaHosts);
  // The modal and the search page each name themselves in the agent (behaviors §12), so each
  // has a client of its own: a segment once added stays on the client's every request.
  const clients = new Map<boolean, ReturnType<typeof liteClient>>();
  // One record of failed hosts for both clients: a host down for one is down for the other.
  const hostsCache = createHostsCache(options.appId);
  const clientFor = (isPage: boolean) => {
    let client = clients.get(isPage);
    if (!client) {
      client = liteClient(options.appId, options.apiKey, { hostsCache, ...(hosts ? { hosts: hosts.map(toHost) } : {}) });
      for (const [segment, version] of isPage ? PAGE_AGENT : MODAL_AGENT) client.addAlgoliaAgent(segment, version);
      clients.set(isPage, client);
    }
    return client;
  };
  return {
    async search(request, signal): Promise<SearchResponse> {
      const isPage = request.page !== undefined;
      // The search page's request has no place for the config's parameters (behaviors §12.8).
      const requests = isPage ? createPageRequests(options.indexName, request) : [createModalRequest(options.indexName, request, options.modal)];
      const client = clientFor(isPage);
      // The lite client cannot cancel; a caller that aborted just never sees the answer.
      const answer = await client.search({ requests } as Parameters<typeof client.search>[0]);
      signal?.throwIfAborted();
      const first = answer.results[0] as unknown as SearchResponse;
      return { hits: first.hits, nbHits: first.nbHits, page: first.page, nbPages: first.nbPages, queryID: first.queryID };
    },
  };
}
