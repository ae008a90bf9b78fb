/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@docusaurus/Link`: `to` or `href`, the baseUrl added to site paths ("/docs/intro"), and
 * the nav-link props. Rendered by the theme's Link, so it prefetches and routes client-side.
 */
import { createElement, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { useLocation, useSite } from '../../runtime/context';
import { Link as ThemeLink, type LinkProps as ThemeLinkProps } from '../../runtime/Link';
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
  /**
   * With isNavLink: decides activeness in place of the path rule, given the rule's match (or
   * null) and the location, as react-router's NavLink does (a swizzled NavbarNavLink's
   * activeBasePath/activeBaseRegex test).
   */
  isActive?: (match: { url: string } | null, location: { pathname: string }) => boolean;
  children?: ReactNode;
}

const PATHNAME_PROTOCOL = 'pathname://';

/** The props this Link reads; the others reach the anchor as given. */
const OWN = new Set(['to', 'href', 'autoAddBaseUrl', 'isNavLink', 'activeClassName', 'exact', 'isActive', 'className']);

/**
 * `first`, then every prop not in OWN. Copied by hand rather than with `...rest` and a JSX
 * spread, which V8 runs slowly (megamorphic) on props of many shapes; see runtime/Link.tsx.
 */
function anchorProps(first: Record<string, unknown>, props: LinkProps): Record<string, unknown> {
  for (const key in props) if (!OWN.has(key)) first[key] = props[key as keyof LinkProps];
  return first;
}

export default function Link(props: LinkProps): ReactNode {
  const { to, href, autoAddBaseUrl = true, isNavLink, activeClassName = 'active', exact, isActive, className } = props;
  const site = useSite();
  const { pathname } = useLocation();
  const given = to ?? href;
  if (given === undefined) return createElement('a', anchorProps({ className }, props));
  // "pathname://" marks a file the router must not handle (Docusaurus' escape hatch).
  if (given.startsWith(PATHNAME_PROTOCOL)) return createElement('a', anchorProps({ href: given.slice(PATHNAME_PROTOCOL.length), className }, props));
  const target = autoAddBaseUrl && given.startsWith('/') ? addBaseUrl(site, given) : given;
  const targetPath = target.split(/[?#]/)[0].replace(/\/$/, '') || '/';
  const here = pathname.replace(/\/$/, '') || '/';
  const matched = here === targetPath || (!exact && targetPath !== '/' && here.startsWith(targetPath + '/'));
  const active = !!isNavLink && (isActive ? isActive(matched ? { url: targetPath } : null, { pathname }) : matched);
  return createElement(ThemeLink, anchorProps({ href: target, className: cx(className, active && activeClassName) || undefined }, props) as unknown as ThemeLinkProps);
}
