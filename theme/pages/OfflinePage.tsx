/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import { Link } from '../../runtime/Link';
import { useSite } from '../../runtime/context';
import type { OfflineRoute, PageProps } from '../../runtime/types';

/**
 * offline.html: the service worker shows it, at the address the reader asked for, when that
 * page (or file) is not saved on the device and the network cannot be reached.
 */
export default function OfflinePage(_props: PageProps<OfflineRoute>): ReactNode {
  const site = useSite();
  return (
    <main className="container margin-vert--xl offline-page">
      <div className="not-found-page__content">
        <h1 className="hero__title">You are offline</h1>
        <p>This page is not saved on this device, and the network cannot be reached right now.</p>
        <p>Pages you have already opened can still be read. Try again once you are back online.</p>
        <p className="offline-page__actions">
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>Try again</button>
          <Link className="button button--secondary" href={site.baseUrl}>Go to the home page</Link>
        </p>
      </div>
    </main>
  );
}
