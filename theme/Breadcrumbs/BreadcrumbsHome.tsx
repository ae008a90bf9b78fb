/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The breadcrumbs' first item: a home icon linking to the site's root. Its own file so a site's
 * swizzled Docusaurus `DocBreadcrumbs/Items/Home` (no props; it finds the root itself) can draw it.
 */
import type { ReactNode } from 'react';
import { Link } from '../../runtime/Link';
import { useSite } from '../../runtime/context';
import { useThemeTexts } from '../texts/texts';

/** Props of {@link BreadcrumbsHome}: where the icon leads (the site's root when not given). */
export interface BreadcrumbsHomeProps {
  href?: string;
}

/** See {@link BreadcrumbsHomeProps}. */
export function BreadcrumbsHome({ href }: BreadcrumbsHomeProps): ReactNode {
  const { t } = useThemeTexts();
  const root = useSite().baseUrl;
  return (
    <li className="breadcrumbs__item">
      <Link href={href ?? root} className="breadcrumbs__link" aria-label={t('theme.docs.breadcrumbs.home', 'Home page')}>
        <HomeIcon />
      </Link>
    </li>
  );
}

function HomeIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" className="breadcrumbs__home-icon" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6c-.38-.34-.96-.34-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z" />
    </svg>
  );
}

export default BreadcrumbsHome;
