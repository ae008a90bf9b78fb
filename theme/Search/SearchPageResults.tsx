/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The search page's results (behaviors §12.8), loaded lazily by the page: searches 300 ms
 * after the query stops changing, 15 results a page, the next page when the "Fetching new
 * results..." line comes fully into view while scrolling down. Answers to an old query are
 * dropped.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { FacetFilters, SearchClient, SearchHit } from '../../runtime/search/client-types';
import type { SearchSettings, SiteData } from '../../runtime/types';
import type { ThemeTexts } from '../texts/texts';
import { getSearchPageFacetFilters } from './facet-filters';
import { hitUrlSettings, processHitUrl } from './hit-url';
import { SearchPageResult } from './SearchPageResult';
import { getSearchClient, isAlgoliaSearch } from './search-client';

/** Results asked for per page. */
export const PAGE_HITS = 15;
/** Quiet time after typing before searching. */
export const PAGE_DEBOUNCE_MS = 300;

/** Props of SearchPageResults. */
export interface SearchPageResultsProps {
  query: string;
  site: SiteData & { search: SearchSettings };
  /** Docs version chosen on the page per docs set (pluginId → version name); default: its first listed. */
  versions?: Readonly<Record<string, string>>;
  /** Tests hand in their own provider; default: the site's (getSearchClient). */
  getClient?: () => Promise<SearchClient>;
  /** The theme's texts, handed in by the page: this chunk imports nothing of the first load. */
  texts: ThemeTexts;
}

interface ResultsState {
  query: string;
  hits: SearchHit[];
  nbHits: number;
  page: number;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
}

const empty = (query: string, loading: boolean): ResultsState =>
  ({ query, hits: [], nbHits: 0, page: -1, hasMore: false, loading, failed: false });

/** What is being searched; a new object on each change, so answers to an older one are told apart. */
interface Target {
  query: string;
  facetFilters: FacetFilters;
}

/** Count line, results and the infinite-loading sentinel. */
export function SearchPageResults(props: SearchPageResultsProps): ReactNode {
  const { query, texts: { t, plural } } = props;
  const [state, setState] = useState<ResultsState>(() => empty(query, query !== ''));
  const facetFilters = getSearchPageFacetFilters(props.site, props.versions ?? {});
  // A version change searches again like a query change (same reset and delay).
  const filtersKey = JSON.stringify(facetFilters);
  const current = useRef<Target>({ query, facetFilters });
  const loaderRef = useRef<HTMLDivElement>(null);
  /** Where the loader line was last seen (viewport y), across pages. */
  const loaderY = useRef(0);
  const propsRef = useRef(props);
  propsRef.current = props;

  const fetchPage = (target: Target, page: number) => {
    const { site, getClient = () => getSearchClient(site.search) } = propsRef.current;
    setState((now) => ({ ...now, loading: true }));
    getClient()
      .then((client) => client.search({ query: target.query, page, hitsPerPage: PAGE_HITS, snippetWords: 10, facetFilters: target.facetFilters }))
      .then((answer) => {
        if (current.current !== target) return;
        setState((now) => ({
          query: target.query,
          hits: page === 0 ? answer.hits : [...now.hits, ...answer.hits],
          nbHits: answer.nbHits,
          page,
          hasMore: answer.nbPages > page + 1,
          loading: false,
          failed: false,
        }));
      }, (error: unknown) => {
        if (current.current !== target) return;
        console.error('opdocs: search failed', error);
        setState((now) => ({ ...now, loading: false, failed: true }));
      });
  };

  useEffect(() => {
    const target = { query, facetFilters };
    current.current = target;
    setState(empty(query, query !== ''));
    if (!query) return;
    const timer = setTimeout(() => fetchPage(target, 0), PAGE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, filtersKey]);

  const { hasMore, loading, page } = state;
  useEffect(() => {
    const el = loaderRef.current;
    if (!el || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      const y = entry!.boundingClientRect.y;
      // Only while the line moves up the viewport, i.e. the reader scrolls down towards it. The
      // last position outlives each page and starts at 0, as in Docusaurus: a line already in
      // view when results show (a tall window) waits for a scroll instead of loading every page.
      if (entry!.isIntersecting && loaderY.current > y) fetchPage(current.current, page + 1);
      loaderY.current = y;
    }, { threshold: 1 });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, loading, page]);

  if (!query) return null;
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  const answered = state.page >= 0;
  return (
    <div className="search-page__results">
      <p className="search-page__status" role="status">
        {state.failed
          ? t('theme.SearchModal.errorScreen.titleText', 'Unable to fetch results')
          : answered && state.nbHits > 0
            ? plural('theme.SearchPage.documentsFound.plurals', 'One document found|{count} documents found', state.nbHits)
            : !state.loading && answered ? t('theme.SearchPage.noResultsText', 'No results were found') : ''}
      </p>
      {isAlgoliaSearch(props.site.search) && (
        <a className="search-page__credit" href="https://www.algolia.com/" target="_blank" rel="noopener noreferrer" aria-label={t('theme.SearchPage.algoliaLabel', 'Search by Algolia')}>
          Algolia
        </a>
      )}
      {state.hits.map((hit) => (
        <SearchPageResult
          key={hit.objectID}
          hit={hit}
          href={processHitUrl(hit.url, { ...hitUrlSettings(props.site.search), baseUrl: props.site.baseUrl, origin })}
        />
      ))}
      {/* An indeterminate progressbar: a plain div may not carry a name (axe aria-prohibited-attr). */}
      {state.loading && !answered && <div className="search-page__spinner" role="progressbar" aria-label={t('theme.SearchPage.loadingAriaLabel', 'Loading results')} />}
      {state.hasMore && (
        <div className="search-page__loader" ref={loaderRef}>
          {t('theme.SearchPage.fetchingNewResults', 'Fetching new results...')}
        </div>
      )}
    </div>
  );
}
