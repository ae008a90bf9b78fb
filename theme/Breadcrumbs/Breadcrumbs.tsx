/** @jsxRuntime automatic @jsxImportSource react */
import type { Crumb } from '../../runtime/types';
import { Link } from '../../runtime/Link';
import { useThemeTexts } from '../texts/texts';
// Named and relative: a site's swizzled DocBreadcrumbs/Items/Home (an override of this module) draws it.
import { BreadcrumbsHome } from './BreadcrumbsHome';

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps {
  /** Category chain down to the current page; the last crumb is the page itself. */
  crumbs: Crumb[];
  /** Site root (baseUrl), shown as a home icon when the site has a home page. */
  homeHref: string | null;
  /** With no crumbs, draw the nav with the home link alone (a doc its displayed sidebar omits). */
  homeOnly?: boolean;
}

/** schema.org ListItem microdata for one crumb's `<li>`. */
const LIST_ITEM = { itemScope: true, itemProp: 'itemListElement', itemType: 'https://schema.org/ListItem' } as const;

/**
 * Docs breadcrumbs with schema.org BreadcrumbList microdata (behaviors §9.9). The current
 * page is a list item without a link (it is this page); crumbs without a link of their own
 * are plain text and not list items. Every crumb but the home icon carries its position.
 */
export function Breadcrumbs({ crumbs, homeHref, homeOnly = false }: BreadcrumbsProps) {
  const { t } = useThemeTexts();
  // An empty list is no navigation: without a home page such a doc draws none.
  if (crumbs.length === 0 && !(homeOnly && homeHref !== null)) return null;
  return (
    <nav className="theme-doc-breadcrumbs breadcrumbs-container" aria-label={t('theme.docs.breadcrumbs.navAriaLabel', 'Breadcrumbs')}>
      <ul className="breadcrumbs" itemScope itemType="https://schema.org/BreadcrumbList">
        {homeHref !== null && (
          <BreadcrumbsHome href={homeHref} />
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
