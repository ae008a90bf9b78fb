/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The navbar's search button (behaviors §4.6, §12.1). It ships in the first-load bundle and
 * stays small: the modal and the search provider are imported on first open, warmed on hover,
 * focus or touch. The modal is portalled into a div that is the first child of <body>.
 */
import { useCallback, useEffect, useRef, useState, type ComponentType, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useRoute, useSite } from '../../runtime/context';
import { usePreferredVersion } from '../hooks/usePreferredVersion';
import { getContextualFacetFilters } from './hit-url';
import { ControlKeyIcon, SearchIcon } from './icons';
import { loadSearchModal } from './load-modal';
import { MAX_QUERY_LENGTH } from './max-query-length';
import type { SearchModalProps } from './SearchModal';
import { getSearchClient } from './search-client';
import { useSearchShortcuts } from './useSearchShortcuts';


interface OpenModal {
  Modal: ComponentType<SearchModalProps>;
  initialQuery: string;
  selectInitialQuery: boolean;
}

let portalHost: HTMLDivElement | null = null;
function getPortalHost(): HTMLDivElement {
  if (!portalHost) {
    portalHost = document.createElement('div');
    document.body.insertBefore(portalHost, document.body.firstChild);
  }
  return portalHost;
}

/** The search button and, once opened, the modal. */
export function SearchButton(): ReactNode {
  const site = useSite();
  const search = site.search!;
  const route = useRoute();
  const { preferred } = usePreferredVersion();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [modal, setModal] = useState<OpenModal | null>(null);
  const [apple, setApple] = useState<boolean | null>(null);
  const opening = useRef(false);
  const scrollY = useRef(0);

  useEffect(() => setApple(/Mac|iPhone|iPod|iPad/i.test(navigator.platform)), []);

  const warm = () => {
    loadSearchModal().catch(() => {});
    getSearchClient(search).then((client) => client.preload?.(), () => {});
  };

  const open = useCallback((typed?: string) => {
    if (opening.current) return;
    opening.current = true;
    const selection = typed === undefined ? (window.getSelection()?.toString() ?? '').trim() : '';
    loadSearchModal().then((Modal) => {
      scrollY.current = window.scrollY;
      document.body.classList.add('DocSearch--active');
      setModal({ Modal, initialQuery: (typed ?? selection).slice(0, MAX_QUERY_LENGTH), selectInitialQuery: selection !== '' });
    }, (error: unknown) => {
      opening.current = false;
      console.error('opdocs: the search modal failed to load', error);
    });
  }, []);

  const close = useCallback(() => {
    opening.current = false;
    setModal(null);
    document.body.classList.remove('DocSearch--active');
    window.scrollTo(0, scrollY.current);
    buttonRef.current?.focus();
  }, []);

  useSearchShortcuts({ isOpen: modal !== null, onOpen: () => open(), onClose: close });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // A letter or digit typed on the focused button starts the query (Ctrl/Cmd+F stays the browser's).
    if (event.ctrlKey || event.metaKey || event.altKey || !/^[a-z0-9]$/i.test(event.key)) return;
    event.preventDefault();
    open(event.key);
  };

  const label = apple ? 'Search (Command+K)' : 'Search (Ctrl+K)';
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="DocSearch DocSearch-Button"
        aria-label={label}
        onClick={() => open()}
        onKeyDown={onKeyDown}
        onMouseEnter={warm}
        onFocus={warm}
        onTouchStart={warm}
      >
        <span className="DocSearch-Button-Container">
          <SearchIcon size={18} />
          <span className="DocSearch-Button-Placeholder">Search</span>
        </span>
        {apple !== null && (
          <span className="DocSearch-Button-Keys">
            <kbd className="DocSearch-Button-Key">{apple ? '⌘' : <ControlKeyIcon />}</kbd>
            <kbd className="DocSearch-Button-Key">K</kbd>
          </span>
        )}
      </button>
      {modal && createPortal(
        <modal.Modal
          search={search}
          baseUrl={site.baseUrl}
          initialQuery={modal.initialQuery}
          selectInitialQuery={modal.selectInitialQuery}
          facetFilters={getContextualFacetFilters({ site, route, preferredVersion: preferred })}
          onClose={close}
        />,
        getPortalHost(),
      )}
    </>
  );
}
