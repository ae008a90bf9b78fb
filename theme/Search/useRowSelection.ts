/**
 * The modal's active row and the open state of the list under the input (autocomplete's
 * panel), both driven from the input (behaviors §12.1): arrows walk all rows in screen order
 * and wrap, Escape closes the list and then clears the query, Enter opens the active row.
 * A new query scrolls the list back to its top; the active row is kept in view.
 */
import { useEffect, useState, type Dispatch, type KeyboardEvent, type RefObject, type SetStateAction } from 'react';
import type { ModalItem } from './HitRow';
import type { ModalScreen } from './modal-screen';
import type { SearchQueryState } from './useSearchQuery';

/** State and actions of useRowSelection. */
export interface RowSelection {
  /** Position of the active row among all rows of the screen; -1 for none. */
  activeIndex: number;
  setActiveIndex: Dispatch<SetStateAction<number>>;
  /** Escape closes the list; typing or arrows reopen it. */
  panelOpen: boolean;
  /** The active row while the list is open. */
  active: ModalItem | undefined;
  /** The reader changed the query: reopens the list and searches. */
  changeQuery: (query: string) => void;
  onInputKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * `onOpen` follows a row in place (plain Enter); Ctrl/Cmd+Enter opens it in a new tab and
 * Shift+Enter in a new window, both after `onOpenElsewhere` (the modal stays open); Alt+Enter
 * is left to the browser.
 */
export function useRowSelection(opts: {
  screen: ModalScreen;
  state: SearchQueryState;
  dropdownRef: RefObject<HTMLDivElement | null>;
  onOpen: (item: ModalItem) => void;
  onOpenElsewhere: (item: ModalItem) => void;
}): RowSelection {
  const { screen, state, dropdownRef } = opts;
  const [activeIndex, setActiveIndex] = useState(0);
  const [panelOpen, setPanelOpen] = useState(true);

  useEffect(() => setActiveIndex(0), [screen]);
  useEffect(() => {
    dropdownRef.current?.scrollTo?.(0, 0);
  }, [state.query]);
  const active = panelOpen ? (screen.items[activeIndex] as ModalItem | undefined) : undefined;
  useEffect(() => {
    if (active) document.getElementById(active.id)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const openItem = (item: ModalItem, event: KeyboardEvent) => {
    if (event.altKey) return;
    if (event.ctrlKey || event.metaKey || event.shiftKey) {
      opts.onOpenElsewhere(item);
      window.open(item.href.href, '_blank', event.shiftKey ? 'noopener,popup' : 'noopener')?.focus();
      return;
    }
    opts.onOpen(item);
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

  const changeQuery = (query: string) => {
    setPanelOpen(true);
    state.setQuery(query);
  };

  return { activeIndex, setActiveIndex, panelOpen, active, changeQuery, onInputKeyDown };
}
