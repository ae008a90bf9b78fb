/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import { Link } from '../../runtime/Link';
import { useSite } from '../../runtime/context';
import type { OfflineRoute, PageProps } from '../../runtime/types';
import { useThemeTexts } from '../texts/texts';

/**
 * offline.html: the service worker shows it, at the address the reader asked for, when that
 * page (or file) is not saved on the device and the network cannot be reached. Its texts are
 * the locale's (code.json or the shipped ones), as each locale's worker shows its own page.
 */
export default function OfflinePage(_props: PageProps<OfflineRoute>): ReactNode {
  const site = useSite();
  const { t } = useThemeTexts();
  return (
    <main className="container margin-vert--xl offline-page">
      <div className="not-found-page__content">
        <h1 className="hero__title">{t('theme.OfflinePage.title', 'You are offline')}</h1>
        <p>{t('theme.OfflinePage.p1', 'This page is not saved on this device, and the network cannot be reached right now.')}</p>
        <p>{t('theme.OfflinePage.p2', 'Pages you have already opened can still be read. Try again once you are back online.')}</p>
        <p className="offline-page__actions">
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            {t('theme.ErrorPageContent.tryAgain', 'Try again')}
          </button>
          <Link className="button button--secondary" href={site.baseUrl}>{t('theme.OfflinePage.homeLink', 'Go to the home page')}</Link>
        </p>
      </div>
    </main>
  );
}
