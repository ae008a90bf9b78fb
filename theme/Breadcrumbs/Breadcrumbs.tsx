/** @jsxRuntime automatic @jsxImportSource react */
import type { Crumb } from '../../runtime/types';
import { Link } from '../../runtime/Link';
import { useThemeTexts } from '../texts/texts';

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps {
  /** Category chain down to the current page; the last crumb is the page itself. */
  crumbs: Crumb[];
  /** Site root (baseUrl), shown as a home icon when the site has a home page. */
  homeHref: string | null;
}

/** schema.org ListItem microdata for one crumb's `<li>`. */
const LIST_ITEM = { itemScope: true, itemProp: 'itemListElement', itemType: 'https://schema.org/ListItem' } as const;

/**
 * Docs breadcrumbs with schema.org BreadcrumbList microdata (behaviors §9.9). The current
 * page is a list item without a link (it is this page); crumbs without a link of their own
 * are plain text and not list items. Every crumb but the home icon carries its position.
 */
export function Breadcrumbs({ crumbs, homeHref }: BreadcrumbsProps) {
  const { t } = useThemeTexts();
  if (crumbs.length === 0) return null;
  return (
    <nav className="theme-doc-breadcrumbs breadcrumbs-container" aria-label={t('theme.docs.breadcrumbs.navAriaLabel', 'Breadcrumbs')}>
      <ul className="breadcrumbs" itemScope itemType="https://schema.org/BreadcrumbList">
        {homeHref !== null && (
          <li className="breadcrumbs__item">
            <Link href={homeHref} className="breadcrumbs__link" aria-label={t('theme.docs.breadcrumbs.home', 'Home page')}>
              <HomeIcon />
            </Link>
          </li>
        )}
        {crumbs.map((crumb, index) => {
          const position = <meta itemProp="position" content={String(index + 1)} />;
          if (index === crumbs.length - 1) {
            return (
              <li key={index} className="breadcrumbs__item breadcrumbs__item--active" aria-current="page" {...LIST_ITEM}>
                <span className="breadcrumbs__link" itemProp="name">{crumb.label}</span>
                {position}
              </li>
            );
          }
          if (!crumb.href) {
            return (
              <li key={index} className="breadcrumbs__item">
                <span className="breadcrumbs__link">{crumb.label}</span>
                {position}
              </li>
            );
          }
          return (
            <li key={index} className="breadcrumbs__item" {...LIST_ITEM}>
              <Link href={crumb.href} className="breadcrumbs__link" itemProp="item">
                <span itemProp="name">{crumb.label}</span>
              </Link>
              {position}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function HomeIcon() {
  return (
    <svg viewBox="0 0 24 24" className="breadcrumbs__home-icon" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6c-.38-.34-.96-.34-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z" />
    </svg>
  );
}
