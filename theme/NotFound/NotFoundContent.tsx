/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import { Link } from '../../runtime/Link';
import { useSite } from '../../runtime/context';
import { useThemeTexts } from '../texts/texts';

/** The text of the 404 page (an override point: a site's `theme/NotFoundContent.tsx` replaces it). */
export function NotFoundContent(): ReactNode {
  const site = useSite();
  const { t } = useThemeTexts();
  return (
    <div className="not-found-page__content">
      <h1 className="hero__title">{t('theme.NotFound.title', 'Page Not Found')}</h1>
      <p>{t('theme.NotFound.p1', 'We could not find what you were looking for.')}</p>
      <p>{t('theme.NotFound.p2', 'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.')}</p>
      <p>
        <Link href={site.baseUrl}>Go to the home page</Link>
      </p>
    </div>
  );
}
