/**
 * What the search UI asks of a search provider. Both providers (the embedded local index and
 * Algolia DocSearch) answer in this one shape, so the modal and the search page do not care
 * which one is configured. Hits follow Algolia's answer format.
 */
export type HitLevel = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export type HitType = HitLevel | 'content';

/** Highlighted/snippeted text: escaped HTML in which only <mark>…</mark> is markup. */
export interface MarkedText {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

export interface SearchHit {
  objectID: string;
  /** Absolute URL path with baseUrl and #anchor, or a full URL. */
  url: string;
  type: HitType;
  hierarchy: Record<HitLevel, string | null>;
  content: string | null;
  _highlightResult: { hierarchy: Partial<Record<HitLevel, MarkedText>>; content?: MarkedText };
  _snippetResult?: { hierarchy?: Partial<Record<HitLevel, MarkedText>>; content?: MarkedText };
}

/** Algolia's facetFilters: every entry must match; an array entry matches when one of its filters does. */
export type FacetFilters = (string | string[])[];

export interface SearchRequest {
  /** At most 64 characters (the modal cuts longer input). */
  query: string;
  /** Words per snippet: 10, or 5 on screens up to 768 px wide. */
  snippetWords: number;
  /** 20 in the modal, 15 on the search page. */
  hitsPerPage: number;
  /** 0-based page (search page infinite loading). */
  page?: number;
  /** Contextual filters in Algolia's facetFilters form (AND of entries, an array entry is an OR),
   *  exactly as the modal sends them, e.g.
   *  ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']] */
  facetFilters: FacetFilters;
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  queryID?: string;
}

export interface SearchClient {
  /**
   * Rejects with an error named "RetryError" when no host (or index file) could be reached:
   * the modal shows its error screen for that failure only (behaviors §12.3).
   */
  search(request: SearchRequest, signal?: AbortSignal): Promise<SearchResponse>;
  /** Starts fetching whatever the first search needs (hover/focus of the search button). */
  preload?(): void;
}
