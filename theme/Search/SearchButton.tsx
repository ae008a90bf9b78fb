/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The navbar's search button (behaviors §4.6, §12.1). It ships in the first-load bundle and
 * stays small: the modal and the search provider are imported on first open, warmed on hover,
 * focus or touch. The modal is portalled into a div that is the first child of <body>.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { useRoute, useSite } from '../../runtime/context';
import { usePreferredVersions } from '../hooks/usePreferredVersion';
import { navigate } from '../../runtime/router';
import { createStorageSlot } from '../../runtime/storage';
import { useThemeTexts } from '../texts/texts';
import { catchEarlyKeys } from './early-keys';
import { loadSearchModal } from './load-modal';
import type { SearchModalProps, SearchModalServices } from './SearchModal';
import { useKeyHintsPressed } from './useKeyHintsPressed';
import { useSearchShortcuts } from './useSearchShortcuts';


interface OpenModal {
  Modal: ComponentType<SearchModalProps>;
  initialQuery: string;
  selectInitialQuery: boolean;
}

let portalHost: HTMLDivElement | null = null;
function getPortalHost(): HTMLDivElement {
  // Made again if something replaced the body's content since (a host detached shows nothing).
  if (!portalHost?.isConnected) {
    portalHost = document.createElement('div');
    document.body.insertBefore(portalHost, document.body.firstChild);
  }
  return portalHost;
}

const keyClass = (pressed: boolean) => (pressed ? 'DocSearch-Button-Key DocSearch-Button-Key--pressed' : 'DocSearch-Button-Key');

/** The search button and, once opened, the modal; `opensOnKeys` false leaves Ctrl/Cmd+K and "/" to the navbar's. */
export function SearchButton({ opensOnKeys = true }: { opensOnKeys?: boolean }): ReactNode {
  const site = useSite();
  const search = site.search!;
  const route = useRoute();
  // Each set of docs has its preferred version; `preferred` is the `docs` section's.
  const { preferred: preferredVersions } = usePreferredVersions();
  const preferred = site.docs ? preferredVersions[site.docs.pluginId] ?? null : null;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [modal, setModal] = useState<OpenModal | null>(null);
  const [apple, setApple] = useState<boolean | null>(null);
  const opening = useRef(false);
  const scrollY = useRef(0);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => setApple(/Mac|iPhone|iPod|iPad/i.test(navigator.platform)), []);
  const pressed = useKeyHintsPressed(apple);

  const texts = useThemeTexts();
  const services = useMemo<SearchModalServices>(() => ({
    navigate: (href) => void navigate(href),
    createSlot: (key) => createStorageSlot(key),
    texts,
  }), [texts]);

  const warm = () => {
    loadSearchModal().then((module) => module.preloadSearch(search), () => {});
  };

  const open = useCallback((typed?: string) => {
    if (opening.current) return;
    opening.current = true;
    const selection = typed === undefined ? (window.getSelection()?.toString() ?? '').trim() : '';
    const early = catchEarlyKeys();
    loadSearchModal().then(({ SearchModal: Modal }) => {
      // Typing replaces a selected prefill, as it would in the input.
      const more = early.stop();
      scrollY.current = window.scrollY;
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      document.body.classList.add('DocSearch--active');
      // Synchronous, effects included, so the modal's input has the focus before the next key.
      flushSync(() => setModal({ Modal, initialQuery: (typed ?? (more ? '' : selection)) + more, selectInitialQuery: !more && selection !== '' }));
    }, (error: unknown) => {
      early.stop();
      opening.current = false;
      console.error('opdocs: the search modal failed to load', error);
    });
  }, []);

  const close = useCallback(() => {
    opening.current = false;
    setModal(null);
    document.body.classList.remove('DocSearch--active');
    window.scrollTo(0, scrollY.current);
    // Opened by a key from inside another dialog (the open mobile menu): focus goes back
    // there, not to this button behind the dialog's backdrop.
    const back = opener.current;
    opener.current = null;
    if (back?.isConnected && back.closest('[aria-modal="true"]')) back.focus({ preventScroll: true });
    // Without preventScroll, a button in a navbar that hideOnScroll moved above the window
    // made the browser scroll the page up hundreds of pixels to show it.
    if (document.activeElement !== back) buttonRef.current?.focus({ preventScroll: true });
  }, []);

  useSearchShortcuts({ isOpen: modal !== null, onOpen: () => open(), onClose: close, opensOnKeys });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // A letter or digit typed on the focused button starts the query (Ctrl/Cmd+F stays the browser's).
    if (event.ctrlKey || event.metaKey || event.altKey || !/^[a-z0-9]$/i.test(event.key)) return;
    event.preventDefault();
    open(event.key);
  };

  const searchLabel = texts.t('theme.SearchBar.label', 'Search');
  const label = `${searchLabel} (${apple ? 'Command' : 'Ctrl'}+K)`;
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
          <svg className="DocSearch-Search-Icon" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
            <path fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" d="M8.5 15a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13ZM13.3 13.3 18 18" />
          </svg>
          <span className="DocSearch-Button-Placeholder">{searchLabel}</span>
        </span>
        {/* Hints only: the label names the shortcut, so the key faces are CSS content (text
            here would be visible text missing from the name). The box is kept on the server
            render so the navbar does not shift when the platform's keys appear after mount. */}
        <span className="DocSearch-Button-Keys" aria-hidden="true">
          {apple !== null && (
            <>
              <kbd className={keyClass(pressed.modifier)} data-key={apple ? '⌘' : '⌃'} />
              <kbd className={keyClass(pressed.k)} data-key="K" />
            </>
          )}
        </span>
      </button>
      {modal && createPortal(
        <modal.Modal
          site={{ ...site, search }}
          route={route}
          preferredVersion={preferred}
          preferredVersions={preferredVersions}
          initialQuery={modal.initialQuery}
          selectInitialQuery={modal.selectInitialQuery}
          onClose={close}
          services={services}
        />,
        getPortalHost(),
      )}
    </>
  );
}
