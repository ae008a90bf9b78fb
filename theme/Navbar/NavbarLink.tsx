/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import { useRouteState } from '../../runtime/context';
import type { NavLinkItem } from '../../runtime/types';
import { cx } from '../Layout/cx';
import { getNavLinkCurrent } from './nav-active';
// Named and relative: a site's swizzled NavbarItem/NavbarNavLink (an override of this module) draws the anchor.
import { NavbarNavLink } from './NavbarNavLink';

/** Props of {@link NavbarLink}. */
export interface NavbarLinkProps {
  item: NavLinkItem;
  mobile: boolean;
}

/**
 * A plain navbar link. Icon-only links (empty label, e.g. the GitHub mark drawn by CSS via
 * `className`) take their accessible name from `ariaLabel`. Whether it is the current section
 * is decided here (a doc sidebar's link knows its sidebar, which Docusaurus' props cannot say),
 * so the anchor gets its active class and `aria-current` ready-made.
 */
export function NavbarLink({ item, mobile }: NavbarLinkProps): ReactNode {
  const { route, location } = useRouteState();
  const current = getNavLinkCurrent(item, location.pathname, route);
  const base = mobile ? 'menu__link' : 'navbar__link';
  const link = (
    <NavbarNavLink
      {...(item.external ? { href: item.href } : { to: item.href })}
      label={item.label}
      html={item.html}
      className={cx(!mobile && 'navbar__item', base, item.className, current !== undefined && `${base}--active`)}
      activeClassName={`${base}--active`}
      activeBasePath={item.activeBasePath}
      activeBaseRegex={item.activeBaseRegex}
      aria-label={item.ariaLabel}
      title={item.title}
      target={item.target}
      rel={item.rel}
      aria-current={current}
    />
  );
  return mobile ? <li className="menu__list-item">{link}</li> : link;
}
