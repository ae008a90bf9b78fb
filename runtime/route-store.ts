/**
 * The one piece of mutable state the router owns: which route is rendered. React reads it
 * with useSyncExternalStore (see context.tsx), so every subscriber sees the same snapshot.
 */
import type { ComponentType } from 'react';
import type { PageProps, RouteData, RouterLocation } from './types';

/** Everything the App needs to render the current page. */
export interface RouteState {
  route: RouteData;
  location: RouterLocation;
  Page: ComponentType<PageProps>;
  /** Parsed shared JSON files of `route.deps`, keyed by URL. */
  deps: Record<string, unknown>;
}

/** A minimal external store; `setState` replaces the whole state and notifies listeners. */
export interface RouteStore {
  getState(): RouteState;
  subscribe(listener: () => void): () => void;
  setState(s: RouteState): void;
}

/** Creates a store holding `initial`. */
export function createRouteStore(initial: RouteState): RouteStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setState(next) {
      state = next;
      for (const listener of [...listeners]) listener();
    },
  };
}
