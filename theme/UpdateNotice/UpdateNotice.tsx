/** @jsxRuntime automatic @jsxImportSource react */
import { useSyncExternalStore, type ReactNode } from 'react';
import { applyUpdate, hasWaitingUpdate, subscribeUpdate } from '../../runtime/sw-client';

/**
 * "A new version is available" with a Reload button, once a new build's service worker waits.
 * The status region is always in the page so screen readers announce the notice when it
 * appears; the page itself keeps running its own build until the reader chooses to reload.
 */
export function UpdateNotice(): ReactNode {
  const waiting = useSyncExternalStore(subscribeUpdate, hasWaitingUpdate, () => false);
  return (
    <div className="update-notice" role="status">
      {waiting && (
        <div className="update-notice__box">
          <span>A new version of this site is available.</span>
          <button type="button" className="button button--primary button--sm" onClick={() => applyUpdate()}>Reload</button>
        </div>
      )}
    </div>
  );
}
