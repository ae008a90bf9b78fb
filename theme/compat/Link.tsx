/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@docusaurus/Link`: `to` or `href`, the baseUrl added to site paths ("/docs/intro"), and
 * the nav-link props. Rendered by the theme's Link, so it prefetches and routes client-side.
 */
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useLocation, useSite } from '../../runtime/context';
import { Link as ThemeLink } from '../../runtime/Link';
import { cx } from '../Layout/cx';
import { addBaseUrl } from './base-url';

/** Props of the Docusaurus Link. */
export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
  href?: string;
  /** Add the baseUrl to paths starting with "/". Default true. */
  autoAddBaseUrl?: boolean;
  /** Add `activeClassName` while the current page is the target (or under it). */
  isNavLink?: boolean;
  activeClassName?: string;
  /** With isNavLink: active on the exact path only. */
  exact?: boolean;
  children?: ReactNode;
}

const PATHNAME_PROTOCOL = 'pathname://';

export default function Link({ to, href, autoAddBaseUrl = true, isNavLink, activeClassName = 'active', exact, className, ...rest }: LinkProps): ReactNode {
  const site = useSite();
  const { pathname } = useLocation();
  const given = to ?? href;
  if (given === undefined) return <a className={className} {...rest} />;
  // "pathname://" marks a file the router must not handle (Docusaurus' escape hatch).
  if (given.startsWith(PATHNAME_PROTOCOL)) return <a href={given.slice(PATHNAME_PROTOCOL.length)} className={className} {...rest} />;
  const target = autoAddBaseUrl && given.startsWith('/') ? addBaseUrl(site, given) : given;
  const targetPath = target.split(/[?#]/)[0].replace(/\/$/, '') || '/';
  const here = pathname.replace(/\/$/, '') || '/';
  const active = !!isNavLink && (here === targetPath || (!exact && targetPath !== '/' && here.startsWith(targetPath + '/')));
  return <ThemeLink href={target} className={cx(className, active && activeClassName) || undefined} {...rest} />;
}
