/**
 * The router's history entries: each one it writes carries a key, under which the scroll
 * position it was left at is remembered for Back/Forward, and its index in this tab's history.
 */
import { formatLocation } from './location';
import { createScrollMemory } from './scroll';
import type { RouterLocation } from './types';

/** What the router stores in history.state. */
export interface HistoryState {
  key?: string;
  /** Position in this tab's history, so a blocked Back/Forward can be undone with history.go. */
  idx?: number;
}

/** The entry the router is on, and the operations that move it. */
export interface HistoryEntries {
  /** Index of the current entry. */
  readonly idx: number;
  /** Remembers the window's scroll position under the current entry's key. */
  saveScroll(): void;
  /** The position saved under `key`, if any. */
  takeScroll(key: string): { x: number; y: number } | null;
  /** Pushes a new entry for `loc`, or replaces the current one keeping its key. */
  write(loc: RouterLocation, replace: boolean): void;
  /** Gives an entry the browser created itself (a fragment jump) a key, as the newest entry. */
  adopt(): void;
  /** Makes the entry Back/Forward arrived at, with the state it carries, the current one. */
  enter(key: string, idx: number | undefined): void;
  /** Stamps the entry the page opened on, unless it already has the key, index and URL `here`. */
  claim(here: RouterLocation): void;
}

/** The key stored in a history state; undefined on entries the router did not write. */
export function keyOf(state: unknown): string | undefined {
  return (state as HistoryState | null)?.key;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** Starts from the entry `win` is on (a reload keeps its key and index). */
export function createHistoryEntries(win: Window): HistoryEntries {
  const memory = createScrollMemory();
  let currentKey: string = (win.history.state as HistoryState | null)?.key ?? newKey();
  let currentIdx: number = (win.history.state as HistoryState | null)?.idx ?? 0;

  return {
    get idx() {
      return currentIdx;
    },
    saveScroll: () => memory.save(currentKey, win.scrollX, win.scrollY),
    takeScroll: (key) => memory.take(key),
    write(loc, replace) {
      if (!replace) {
        currentKey = newKey();
        currentIdx += 1;
      }
      const state: HistoryState = { key: currentKey, idx: currentIdx };
      if (replace) win.history.replaceState(state, '', formatLocation(loc));
      else win.history.pushState(state, '', formatLocation(loc));
    },
    adopt() {
      currentKey = newKey();
      currentIdx += 1;
      win.history.replaceState({ key: currentKey, idx: currentIdx }, '', win.location.href);
    },
    enter(key, idx) {
      currentKey = key;
      currentIdx = idx ?? currentIdx;
    },
    claim(here) {
      const raw = win.location.pathname + win.location.search + win.location.hash;
      const state = win.history.state as HistoryState | null;
      if (!state?.key || state.idx === undefined || formatLocation(here) !== raw) {
        win.history.replaceState({ key: currentKey, idx: currentIdx }, '', formatLocation(here));
      }
    },
  };
}
