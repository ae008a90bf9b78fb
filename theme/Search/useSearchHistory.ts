/**
 * The modal's recent and favorite searches (behaviors §12.7). The lists are read at mount
 * and again on `refreshStored`: a start-screen row that leaves is written at once but only
 * re-read once its animation ends (useRowExit).
 */
import { useState } from 'react';
import type { ProcessedUrl } from './hit-url';
import type { ModalItem } from './HitRow';
import { createSearchHistory, getRecentToSave, type CreateSlot, type StoredFilter, type StoredHit } from './stored-searches';

/** Both stored lists of one index. */
export type SearchHistory = ReturnType<typeof createSearchHistory>;

/** State and actions of useSearchHistory. */
export interface SearchHistoryState {
  history: SearchHistory;
  /** The lists as last read. */
  stored: { recent: StoredHit[]; favorite: StoredHit[] };
  refreshStored: () => void;
  /** Adds what selecting `item` saves to the recents. */
  remember: (item: ModalItem, urlOf: (url: string) => ProcessedUrl) => void;
}

/** The stored searches of `indexName` (those `mine` keeps: the page's locale's), for the modal's lifetime. */
export function useSearchHistory(indexName: string, createSlot: CreateSlot, mine?: StoredFilter): SearchHistoryState {
  const [history] = useState(() => createSearchHistory(indexName, createSlot, mine));
  const [stored, setStored] = useState(() => ({ recent: history.recent.getAll(), favorite: history.favorite.getAll() }));
  const refreshStored = () => setStored({ recent: history.recent.getAll(), favorite: history.favorite.getAll() });

  const remember = (item: ModalItem, urlOf: (url: string) => ProcessedUrl) => {
    // The favorites as stored now: one saved a moment ago may still be animating into the list.
    const target = getRecentToSave(item.hit, item.parent, history.favorite.getAll());
    if (!target) return;
    history.recent.add({ ...target, url: target === item.hit ? item.href.href : urlOf(target.url).href });
  };

  return { history, stored, refreshStored, remember };
}
