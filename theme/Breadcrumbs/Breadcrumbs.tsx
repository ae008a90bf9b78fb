/** @jsxRuntime automatic @jsxImportSource react */
import type { Crumb } from '../../runtime/types';
import { Link } from '../../runtime/Link';

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps {
  /** Category chain down to the current page; the last crumb is the page itself. */
  crumbs: Crumb[];
  /** Site root (baseUrl), shown as a home icon when the site has a home page. */
  homeHref: string | null;
}

/**
 * Docs breadcrumbs with schema.org BreadcrumbList microdata (behaviors §9.9). Crumbs
 * without a link are plain text and carry no microdata.
 */
export function Breadcrumbs({ crumbs, homeHref }: BreadcrumbsProps) {
  if (crumbs.length === 0) return null;
  return (
    <nav className="theme-doc-breadcrumbs breadcrumbs-container" aria-label="Breadcrumbs">
      <ul className="breadcrumbs" itemScope itemType="https://schema.org/BreadcrumbList">
        {homeHref !== null && (
          <li className="breadcrumbs__item">
            <Link href={homeHref} className="breadcrumbs__link" aria-label="Home page">
              <HomeIcon />
            </Link>
          </li>
        )}
        {crumbs.map((crumb, index) => {
          const isLast = index === crumbs.length - 1;
          const className = ['breadcrumbs__item', isLast && 'breadcrumbs__item--active'].filter(Boolean).join(' ');
          if (!crumb.href || isLast) {
            return (
              <li key={index} className={className} aria-current={isLast ? 'page' : undefined}>
                <span className="breadcrumbs__link">{crumb.label}</span>
              </li>
            );
          }
          return (
            <li key={index} className={className} itemScope itemProp="itemListElement" itemType="https://schema.org/ListItem">
              <Link href={crumb.href} className="breadcrumbs__link" itemProp="item">
                <span itemProp="name">{crumb.label}</span>
              </Link>
              <meta itemProp="position" content={String(index + 1)} />
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
