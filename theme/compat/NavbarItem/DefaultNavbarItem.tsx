/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@theme/NavbarItem/DefaultNavbarItem`: a link of the navbar as a site's custom item kinds draw
 * one (`<DefaultNavbarItem {...props} label="API" to="/api" />`), in the bar or the mobile menu.
 */
import type { ReactNode } from 'react';
import { useLocation, useSite } from '../../../runtime/context';
import { cx } from '../../Layout/cx';
import Link from '../Link';
import { addBaseUrl } from '../base-url';

/** Props of {@link DefaultNavbarItem}: a navbar link item's config keys, and where it is drawn. */
export interface DefaultNavbarItemProps {
  label?: ReactNode;
  to?: string;
  href?: string;
  /** The link's content as the site's own markup, in place of `label`. */
  html?: string;
  className?: string;
  /** Drawn in the mobile menu (a list item) rather than the bar. */
  mobile?: boolean;
  /** Drawn as an entry of a dropdown's menu. */
  isDropdownItem?: boolean;
  /** Active on every page under this path, not only on `to`. */
  activeBasePath?: string;
  /** Active on the exact path of `to` only. */
  exact?: boolean;
  position?: 'left' | 'right';
  'aria-label'?: string;
  title?: string;
  target?: string;
  rel?: string;
  onClick?: () => void;
}

/** A navbar link drawn from config-like props, marked active while the reader is on its page. */
export default function DefaultNavbarItem(props: DefaultNavbarItemProps): ReactNode {
  const { label, to, href, html, className, mobile = false, isDropdownItem = false, activeBasePath, exact, position: _position, ...rest } = props;
  const { pathname } = useLocation();
  const site = useSite();
  const target = to === undefined ? undefined : addBaseUrl(site, to);
  const activeBase = activeBasePath === undefined ? target : addBaseUrl(site, activeBasePath);
  const active = activeBase !== undefined && (exact ? pathname === activeBase : pathname === activeBase || pathname.startsWith(activeBase.replace(/\/?$/, '/')));
  const base = mobile ? 'menu__link' : isDropdownItem ? 'dropdown__link' : 'navbar__link';
  const link = (
    <Link
      {...rest}
      {...(to !== undefined ? { to } : { href })}
      className={cx(!mobile && !isDropdownItem && 'navbar__item', base, className, active && `${base}--active`)}
      aria-current={active ? 'page' : undefined}
    >
      {html !== undefined ? <span dangerouslySetInnerHTML={{ __html: html }} /> : label}
    </Link>
  );
  return mobile || isDropdownItem ? <li className={mobile ? 'menu__list-item' : undefined}>{link}</li> : link;
}
