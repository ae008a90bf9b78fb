/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import { Link } from '../../runtime/Link';
import { useSite } from '../../runtime/context';
import { useThemeTexts } from '../texts/texts';

/** Props of {@link NotFoundContent}: a swizzled 404 page may pass a class for its `<main>`. */
export interface NotFoundContentProps {
  className?: string;
}

/**
 * The main part of the 404 page, its landmark included as with Docusaurus' NotFound/Content (an
 * override point: a site's `theme/NotFoundContent.tsx` or `src/theme/NotFound/Content` replaces it).
 */
export function NotFoundContent({ className }: NotFoundContentProps): ReactNode {
  const site = useSite();
  const { t } = useThemeTexts();
  return (
    <main className={className ? `container margin-vert--xl not-found-page ${className}` : 'container margin-vert--xl not-found-page'}>
      <div className="not-found-page__content">
        <h1 className="hero__title">{t('theme.NotFound.title', 'Page Not Found')}</h1>
        <p>{t('theme.NotFound.p1', 'We could not find what you were looking for.')}</p>
        <p>{t('theme.NotFound.p2', 'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.')}</p>
        <p>
          <Link href={site.baseUrl}>{t('theme.NotFound.homeLink', 'Go to the home page')}</Link>
        </p>
      </div>
    </main>
  );
}
