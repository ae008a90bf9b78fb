/**
 * The modal's code is its own chunk, imported on first open or warmed on hover/focus of the
 * search button, so it never weighs on a page's first load. A failed import is retried.
 */
import type { SearchModalProps } from './SearchModal';
import type { ComponentType } from 'react';

let loading: Promise<ComponentType<SearchModalProps>> | null = null;

/** Loads (once) and returns the modal component. */
export function loadSearchModal(): Promise<ComponentType<SearchModalProps>> {
  loading ??= import('./SearchModal').then((module) => module.SearchModal);
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
