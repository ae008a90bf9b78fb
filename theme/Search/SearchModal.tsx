/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The search modal (behaviors §12.1–12.7), loaded lazily by SearchButton. It owns the query,
 * the active row and the recent/favorite lists; the window-wide keys (Ctrl/Cmd+K, "/",
 * Escape) stay with the button, which decides whether the modal is mounted at all.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { SearchClient, SearchHit } from '../../runtime/search/client-types';
import type { RouteData, SearchSettings, SiteData } from '../../runtime/types';
import { getContextualFacetFilters } from './facet-filters';
import { MAX_QUERY_LENGTH } from './max-query-length';
import { ErrorScreen } from './ErrorScreen';
import { getLvl0 } from './group-hits';
import { getModalScreen } from './modal-screen';
import { getSearchPageHref, hitUrlSettings, processHitUrl } from './hit-url';
import type { ModalItem } from './HitRow';
import { ModalFooter } from './ModalFooter';
import { NoResultsScreen } from './NoResultsScreen';
import { ResultsScreen } from './ResultsScreen';
import { getSearchClient, isAlgoliaSearch } from './search-client';
import { SearchBox } from './SearchBox';
import { StartScreen } from './StartScreen';
import { createSearchHistory, getRecentToSave, type CreateSlot } from './stored-searches';
import { useFocusTrap } from './useFocusTrap';
import { useSearchQuery } from './useSearchQuery';

/** Props of SearchModal. */
export interface SearchModalProps {
  site: SiteData & { search: SearchSettings };
  /** The page being read (contextual search follows its docs version). */
  route: RouteData | null;
  /** The reader's preferred docs version, if any. */
  preferredVersion: string | null;
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
  const [history] = useState(() => createSearchHistory(search.indexName ?? '', services.createSlot));
  const [stored, setStored] = useState(() => ({ recent: history.recent.getAll(), favorite: history.favorite.getAll() }));
  const refreshStored = () => setStored({ recent: history.recent.getAll(), favorite: history.favorite.getAll() });
  const state = useSearchQuery({
    getClient: services.getClient ?? (() => getSearchClient(search)),
    base: { snippetWords, hitsPerPage: 20, facetFilters: getContextualFacetFilters({ site, route: props.route, preferredVersion: props.preferredVersion }) },
    initialQuery: props.initialQuery.slice(0, MAX_QUERY_LENGTH),
  });
  const [activeIndex, setActiveIndex] = useState(0);
  // The list under the input (autocomplete's panel): Escape closes it, typing or arrows reopen it.
  const [panelOpen, setPanelOpen] = useState(true);
  const suggestions = useRef<string[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  const dropdownRef = useRef<HTMLDivElement>(null);
  const modalRef = useRef<HTMLDivElement>(null);
  useFocusTrap(modalRef);

  const urlOf = (url: string) => processHitUrl(url, { ...hitUrlSettings(search), baseUrl, origin: window.location.origin });
  const { response, answeredQuery } = state;

  const screen = useMemo(
    () => getModalScreen({ response: answeredQuery === '' ? null : response, stored, urlOf }),
    // urlOf only depends on props that do not change while the modal is open.
    [response, answeredQuery, stored],
  );

  useEffect(() => {
    if (!response) return;
    for (const hit of response.hits) {
      const name = getLvl0(hit);
      if (name && !suggestions.current.includes(name)) suggestions.current.push(name);
    }
  }, [response]);

  useEffect(() => setActiveIndex(0), [screen]);
  useEffect(() => {
    dropdownRef.current?.scrollTo?.(0, 0);
  }, [state.query]);
  const active = panelOpen ? (screen.items[activeIndex] as ModalItem | undefined) : undefined;
  useEffect(() => {
    if (active) document.getElementById(active.id)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);
  useEffect(() => {
    const setVh = () => modalRef.current?.style.setProperty('--docsearch-vh', `${window.innerHeight * 0.01}px`);
    setVh();
    window.addEventListener('resize', setVh);
    return () => window.removeEventListener('resize', setVh);
  }, []);

  const remember = (item: ModalItem) => {
    const hits = response?.hits ?? [];
    const target = getRecentToSave(item.hit as SearchHit, hits, stored.favorite);
    if (!target) return;
    history.recent.add({ ...target, url: target === item.hit ? item.href.href : urlOf(target.url).href });
  };

  const onSelectClick = (item: ModalItem, event: MouseEvent<HTMLAnchorElement>) => {
    if (isModified(event) || event.button !== 0) return;
    remember(item);
    onClose();
  };

  const openItem = (item: ModalItem, event: KeyboardEvent) => {
    if (event.altKey) return;
    if (event.ctrlKey || event.metaKey || event.shiftKey) {
      window.open(item.href.href, '_blank', event.shiftKey ? 'noopener,popup' : 'noopener')?.focus();
      return;
    }
    remember(item);
    onClose();
    if (item.href.external) window.location.assign(item.href.href);
    else services.navigate(item.href.href);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = screen.items.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setPanelOpen(true);
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index < 0 ? (step > 0 ? 0 : count - 1) : (index + step + count) % count));
    } else if (event.key === 'Escape') {
      // Autocomplete's rule (behaviors §12.1): the first Escape closes the panel, clears the
      // active row and cancels the pending search; with the panel closed, Escape clears the
      // query. The window-wide handler (useSearchShortcuts) closes the whole modal anyway.
      if (panelOpen && (state.query !== '' || count > 0)) {
        setPanelOpen(false);
        setActiveIndex(-1);
        state.stop();
      } else {
        state.setQuery('');
      }
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // With no active row (none, or the list closed), Enter only cancels the pending search.
      if (active) openItem(active, event);
      else state.stop();
    }
  };

  const setQuery = (query: string) => {
    setPanelOpen(true);
    state.setQuery(query);
    inputRef.current?.focus();
  };

  const loading = state.status === 'loading' || state.status === 'stalled';
  const seeAll = getSearchPageHref(search.searchPagePath, state.query);
  const firstList = screen.kind === 'start'
    ? (screen.recent.length ? 'docsearch-recentSearches-list' : screen.favorite.length ? 'docsearch-favoriteSearches-list' : undefined)
    : screen.sections.length ? 'docsearch-hits0-list' : undefined;

  let body: ReactNode;
  if (!panelOpen) body = null;
  else if (state.status === 'error') body = <ErrorScreen />;
  else if (screen.kind === 'start') {
    body = (
      <StartScreen
        recent={screen.recent}
        favorite={screen.favorite}
        activeIndex={activeIndex}
        onSelect={onSelectClick}
        onHover={(item) => setActiveIndex(item.index)}
        onFavorite={(item) => {
          history.favorite.add(item.hit);
          history.recent.remove(item.hit.objectID);
        }}
        onRemoveRecent={(item) => history.recent.remove(item.hit.objectID)}
        onRemoveFavorite={(item) => history.favorite.remove(item.hit.objectID)}
        onStoredChange={refreshStored}
        onFocusInput={() => inputRef.current?.focus()}
      />
    );
  } else if (screen.items.length === 0) {
    body = (
      <NoResultsScreen
        query={answeredQuery}
        suggestions={suggestions.current}
        onSuggestion={setQuery}
        missingResultsUrl={search.missingResultsUrl?.replace('{query}', encodeURIComponent(answeredQuery))}
      />
    );
  } else {
    body = (
      <ResultsScreen
        sections={screen.sections}
        activeIndex={activeIndex}
        seeAllHref={seeAll}
        count={response?.nbHits ?? 0}
        onSelect={onSelectClick}
        onHover={(item) => setActiveIndex(item.index)}
        onSeeAll={onClose}
      />
    );
  }

  const containerClass = ['DocSearch', 'DocSearch-Container', state.status === 'stalled' && 'DocSearch-Container--Stalled',
    state.status === 'error' && 'DocSearch-Container--Errored'].filter(Boolean).join(' ');
  return (
    <div
      className={containerClass}
      role="button"
      tabIndex={-1}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className="DocSearch-Modal" ref={modalRef} role="dialog" aria-modal="true" aria-label="Search">
        <header className="DocSearch-SearchBar">
          <SearchBox
            inputRef={inputRef}
            query={state.query}
            loading={loading}
            selectOnMount={props.selectInitialQuery}
            activeId={active?.id}
            listId={panelOpen ? firstList : undefined}
            enterKeyHint={active ? 'go' : 'search'}
            onChange={(query) => {
              setPanelOpen(true);
              state.setQuery(query);
            }}
            onKeyDown={onInputKeyDown}
            onClose={onClose}
          />
        </header>
        <div className="DocSearch-Dropdown" ref={dropdownRef}>{body}</div>
        <ModalFooter algolia={isAlgoliaSearch(search)} />
      </div>
    </div>
  );
}
