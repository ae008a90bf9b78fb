/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import { Link } from '../../runtime/Link';
import { useRouteState } from '../../runtime/context';
import type { NavLinkItem } from '../../runtime/types';
import { cx } from '../Layout/cx';
import { ExternalLinkIcon } from './icons';
import { getNavLinkCurrent } from './nav-active';

/** Props of {@link NavbarLink}. */
export interface NavbarLinkProps {
  item: NavLinkItem;
  mobile: boolean;
}

/**
 * A plain navbar link. Icon-only links (empty label, e.g. the GitHub mark drawn by CSS via
 * `className`) take their accessible name from `ariaLabel`.
 */
export function NavbarLink({ item, mobile }: NavbarLinkProps): ReactNode {
  const { route, location } = useRouteState();
  const current = getNavLinkCurrent(item, location.pathname, route);
  const active = current !== undefined;
  const base = mobile ? 'menu__link' : 'navbar__link';
  const link = (
    <Link
      href={item.href}
      className={cx(!mobile && 'navbar__item', base, item.className, active && `${base}--active`)}
      aria-label={item.ariaLabel}
      title={item.title}
      target={item.target}
      rel={item.rel}
      aria-current={current}
    >
      {item.html ? <span dangerouslySetInnerHTML={{ __html: item.html }} /> : item.label}
      {item.external && item.label && !item.html && <ExternalLinkIcon />}
    </Link>
  );
  return mobile ? <li className="menu__list-item">{link}</li> : link;
}
