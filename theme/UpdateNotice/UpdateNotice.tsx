/** @jsxRuntime automatic @jsxImportSource react */
import { useSyncExternalStore, type ReactNode } from 'react';
import { applyUpdate, hasWaitingUpdate, subscribeUpdate } from '../../runtime/sw-client';
import { useThemeTexts } from '../texts/texts';

/**
 * "A new version is available" with a Reload button, once a new build's service worker waits.
 * The status region is always in the page so screen readers announce the notice when it
 * appears; the page itself keeps running its own build until the reader chooses to reload.
 * Its texts are those of Docusaurus' PWA reload popup, which does the same.
 */
export function UpdateNotice(): ReactNode {
  const waiting = useSyncExternalStore(subscribeUpdate, hasWaitingUpdate, () => false);
  const { t } = useThemeTexts();
  return (
    <div className="update-notice" role="status">
      {waiting && (
        <div className="update-notice__box">
          <span>{t('theme.PwaReloadPopup.info', 'A new version of this site is available.')}</span>
          <button type="button" className="button button--primary button--sm" onClick={() => applyUpdate()}>
            {t('theme.PwaReloadPopup.refreshButtonText', 'Reload')}
          </button>
        </div>
      )}
    </div>
  );
}
