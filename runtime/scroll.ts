/**
 * Scroll after a route change (behaviors §6.2): a pure decision plus a small applier, and a
 * memory of positions per history entry so back/forward returns where the reader was.
 */
import type { RouterLocation } from './types';

/** What to do with the scroll position once the new route rendered. */
export type ScrollAction =
  | { kind: 'none' }
  | { kind: 'top' }
  | { kind: 'hash'; id: string }
  | { kind: 'restore'; x: number; y: number };

/** Inputs of decideScroll. */
export interface ScrollDecisionInput {
  /** Location rendered before; null on the first load. */
  previous: RouterLocation | null;
  next: RouterLocation;
  /** Saved position of the history entry, for back/forward navigations. */
  saved?: { x: number; y: number } | null;
}

function decodeId(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Decides the scroll rule for a navigation; pure. */
export function decideScroll({ previous, next, saved }: ScrollDecisionInput): ScrollAction {
  // First load: the browser already handled the initial hash.
  if (!previous) return { kind: 'none' };
  if (saved) return { kind: 'restore', x: saved.x, y: saved.y };
  // Query-only change (e.g. a tab synced to ?lang=): keep the reader where they are.
  if (previous.pathname === next.pathname && previous.hash === next.hash && previous.search !== next.search) {
    return { kind: 'none' };
  }
  if (next.hash && next.hash !== '#') return { kind: 'hash', id: decodeId(next.hash) };
  return { kind: 'top' };
}

/** Applies a ScrollAction; a hash without a matching element does nothing. */
export function applyScroll(action: ScrollAction, win: Window = window): void {
  switch (action.kind) {
    case 'top':
      win.scrollTo(0, 0);
      break;
    case 'restore':
      win.scrollTo(action.x, action.y);
      break;
    case 'hash':
      win.document.getElementById(action.id)?.scrollIntoView();
      break;
  }
}

/** Positions keyed by the `key` the router stores in history.state. */
export interface ScrollMemory {
  save(key: string, x: number, y: number): void;
  take(key: string): { x: number; y: number } | null;
}

/** Creates an in-memory position store (lives as long as the page). */
export function createScrollMemory(): ScrollMemory {
  const positions = new Map<string, { x: number; y: number }>();
  return {
    save: (key, x, y) => void positions.set(key, { x, y }),
    take: (key) => positions.get(key) ?? null,
  };
}
