/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The search modal (behaviors §12.1–12.7), loaded lazily by SearchButton. It owns the query,
 * the active row and the recent/favorite lists; the window-wide keys (Ctrl/Cmd+K, "/",
 * Escape) stay with the button, which decides whether the modal is mounted at all.
 */
import { useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { SearchClient } from '../../runtime/search/client-types';
import type { RouteData, SearchSettings, SiteData } from '../../runtime/types';
import type { ThemeTexts } from '../texts/texts';
import { getContextualFacetFilters } from './facet-filters';
import { MAX_QUERY_LENGTH } from './max-query-length';
import { getLvl0 } from './group-hits';
import { getModalScreen } from './modal-screen';
import { getRootBaseUrl, getSearchPageHref, hitUrlSettings, processHitUrl, processStoredUrl } from './hit-url';
import type { ModalItem } from './HitRow';
import { listIds, ModalDropdown } from './ModalDropdown';
import { ModalFooter } from './ModalFooter';
import { ModalStatus } from './ModalStatus';
import { getSearchClient, isAlgoliaSearch } from './search-client';
import { SearchBox } from './SearchBox';
import { storedInLocale, type CreateSlot } from './stored-searches';
import { useFocusTrap } from './useFocusTrap';
import { useRowSelection } from './useRowSelection';
import { useSearchHistory } from './useSearchHistory';
import { useSearchQuery } from './useSearchQuery';

/** Props of SearchModal. */
export interface SearchModalProps {
  site: SiteData & { search: SearchSettings };
  /** The page being read (contextual search follows its docs version). */
  route: RouteData | null;
  /** The reader's preferred docs version, if any. */
  preferredVersion: string | null;
  /** The preferred version of every set of docs, by plugin id (usePreferredVersions). */
  preferredVersions?: Readonly<Record<string, string | null>>;
  /** A typed character or the text selection (cut to 64 characters here). */
  initialQuery: string;
  /** Select the initial query in the input (it came from the page's text selection). */
  selectInitialQuery: boolean;
  onClose: () => void;
  /**
   * What the modal needs from first-load code, handed in by the button so that the modal's
   * chunk shares no module with the entry (a shared module would become one more file to load).
   */
  services: SearchModalServices;
}

/** See SearchModalProps.services. */
export interface SearchModalServices {
  /** Client-side navigation (the router's navigate). */
  navigate: (href: string) => void;
  createSlot: CreateSlot;
  /** The theme's texts in the site's language. */
  texts: ThemeTexts;
  /** Tests hand in their own provider; default: the site's (getSearchClient). */
  getClient?: () => Promise<SearchClient>;
}

/** Warms the site's search provider (hover or focus of the search button). */
export function preloadSearch(search: SearchSettings): void {
  getSearchClient(search).then((client) => client.preload?.(), () => {});
}

const isModified = (event: { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }) =>
  event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;

/** The modal: search box, the screen for the current state, footer. */
export function SearchModal(props: SearchModalProps): ReactNode {
  const { site, onClose } = props;
  const { search, baseUrl } = site;
  const { services } = props;
  const [snippetWords] = useState(() => (window.matchMedia?.('(max-width: 768px)').matches ? 5 : 10));
  const { history, stored, refreshStored, remember } = useSearchHistory(search.indexName ?? '', services.createSlot, storedInLocale(site.locale?.href ?? baseUrl, site.locales ?? []));
  const state = useSearchQuery({
    getClient: services.getClient ?? (() => getSearchClient(search)),
    base: { snippetWords, hitsPerPage: 20, facetFilters: getContextualFacetFilters({ site, route: props.route, preferredVersion: props.preferredVersion, preferredVersions: props.preferredVersions }) },
    initialQuery: props.initialQuery.slice(0, MAX_QUERY_LENGTH),
  });
  const suggestions = useRef<string[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  const dropdownRef = useRef<HTMLDivElement>(null);
  const modalRef = useRef<HTMLDivElement>(null);
  useFocusTrap(modalRef);

  const urlOf = (url: string) => processHitUrl(url, { ...hitUrlSettings(search), baseUrl, origin: window.location.origin });
  const storedUrlOf = (url: string) =>
    processStoredUrl(url, { ...hitUrlSettings(search), baseUrl, origin: window.location.origin, rootBaseUrl: getRootBaseUrl(baseUrl, site.locales ?? []) });
  const { response, answeredQuery } = state;

  const screen = useMemo(
    () => getModalScreen({ response: answeredQuery === '' ? null : response, stored, urlOf, storedUrlOf }),
    // urlOf only depends on props that do not change while the modal is open.
    [response, answeredQuery, stored],
  );

  // The no-results screen suggests the lvl0 names of the answer with the most groups so far
  // (DocSearch keeps an answer's names only when it has more groups than the kept ones).
  useEffect(() => {
    if (!response) return;
    const names = [...new Set(response.hits.map(getLvl0).filter(Boolean))];
    if (names.length > suggestions.current.length) suggestions.current = names;
  }, [response]);

  const { activeIndex, setActiveIndex, panelOpen, active, changeQuery, onInputKeyDown } = useRowSelection({
    screen,
    state,
    dropdownRef,
    onOpenElsewhere: (item) => remember(item, urlOf),
    onOpen: (item) => {
      remember(item, urlOf);
      onClose();
      if (item.href.external) window.location.assign(item.href.href);
      else services.navigate(item.href.href);
    },
  });
  useEffect(() => {
    const setVh = () => modalRef.current?.style.setProperty('--docsearch-vh', `${window.innerHeight * 0.01}px`);
    setVh();
    window.addEventListener('resize', setVh);
    return () => window.removeEventListener('resize', setVh);
  }, []);

  // Every selection counts as a recent search, with a modifier too (behaviors §12.7); only a
  // plain one closes the modal, a modified one is the browser's (new tab, window, download).
  const onSelectClick = (item: ModalItem, event: MouseEvent<HTMLAnchorElement>) => {
    remember(item, urlOf);
    if (isModified(event) || event.button !== 0) return;
    onClose();
  };

  const setQuery = (query: string) => {
    changeQuery(query);
    inputRef.current?.focus();
  };

  const loading = state.status === 'loading' || state.status === 'stalled';
  const seeAll = getSearchPageHref(search.searchPagePath, state.query);
  const lists = listIds(screen);

  const containerClass = ['DocSearch', 'DocSearch-Container', state.status === 'stalled' && 'DocSearch-Container--Stalled',
    state.status === 'error' && 'DocSearch-Container--Errored'].filter(Boolean).join(' ');
  return (
    // No role: a mouse-down on the backdrop closes, and Escape or Cancel do so from the keyboard.
    // As role="button" it would be a control wrapping the whole dialog (axe nested-interactive).
    // The press's default is prevented: it would move focus to the page after onClose put it
    // back on the search button (behaviors §12.1).
    <div
      className={containerClass}
      tabIndex={-1}
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
    >
      <div className="DocSearch-Modal" ref={modalRef} role="dialog" aria-modal="true" aria-label={services.texts.t('theme.SearchBar.label', 'Search')}>
        {/* A div, not <header>: at the top level of the page a header is a banner landmark,
            a second one beside the announcement bar's (axe landmark-no-duplicate-banner). */}
        <div className="DocSearch-SearchBar">
          <SearchBox
            inputRef={inputRef}
            query={state.query}
            loading={loading}
            selectOnMount={props.selectInitialQuery}
            activeId={active?.id}
            listIds={panelOpen && !state.failed ? lists : undefined}
            enterKeyHint={active ? 'go' : 'search'}
            onChange={changeQuery}
            onKeyDown={onInputKeyDown}
            onClose={onClose}
            texts={services.texts}
          />
        </div>
        <ModalStatus answeredQuery={answeredQuery} count={response?.nbHits ?? 0} errored={state.failed} panelOpen={panelOpen} texts={services.texts} />
        <ModalDropdown
          dropdownRef={dropdownRef}
          screen={screen}
          panelOpen={panelOpen}
          errored={state.failed}
          activeIndex={activeIndex}
          answeredQuery={answeredQuery}
          suggestions={suggestions.current}
          missingResultsUrl={search.missingResultsUrl}
          seeAllHref={seeAll}
          count={response?.nbHits ?? 0}
          history={history}
          onSelect={onSelectClick}
          onHover={(item) => setActiveIndex(item.index)}
          onStoredChange={refreshStored}
          onFocusInput={() => inputRef.current?.focus()}
          onSuggestion={setQuery}
          onSeeAll={onClose}
          texts={services.texts}
        />
        <ModalFooter algolia={isAlgoliaSearch(search)} texts={services.texts} />
      </div>
    </div>
  );
}
