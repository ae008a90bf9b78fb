/**
 * The modal's code is its own chunk, imported on first open or warmed on hover/focus of the
 * search button, so it never weighs on a page's first load. A failed import is retried.
 */
type ModalModule = typeof import('./SearchModal');

let loading: Promise<ModalModule> | null = null;

/** Loads (once) the modal's module. */
export function loadSearchModal(): Promise<ModalModule> {
  loading ??= import('./SearchModal');
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
