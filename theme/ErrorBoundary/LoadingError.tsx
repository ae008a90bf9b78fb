/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import { getErrorMessage } from './error-messages';

/** Props of {@link LoadingError}. */
export interface LoadingErrorProps {
  error: unknown;
  /** Loads the failed page chunk again. */
  retry: () => void;
}

/** Shown when a page's code could not be loaded: the error and a "Retry" button (behaviors §7). */
export function LoadingError({ error, retry }: LoadingErrorProps): ReactNode {
  return (
    <main className="container margin-vert--xl loading-error" role="alert">
      <p className="loading-error__message">{getErrorMessage(error)}</p>
      <button type="button" className="button button--primary" onClick={retry}>
        Retry
      </button>
    </main>
  );
}
