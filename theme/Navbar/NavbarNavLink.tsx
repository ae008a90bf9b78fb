/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The anchor of a navbar link, in the bar and in the mobile menu, given Docusaurus' props. Its
 * own file so a site's swizzled Docusaurus `NavbarItem/NavbarNavLink` draws it instead (often a
 * wrapper changing the label, or an ejected copy computing its own active state).
 */
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from '../../runtime/Link';
import { ExternalLinkIcon } from './icons';

/** Props of {@link NavbarNavLink}, Docusaurus' names; the rest reach the anchor. */
export interface NavbarNavLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A page of the site (with the baseUrl already in front). */
  to?: string;
  /** A link leaving the site. */
  href?: string;
  label?: string;
  /** The link's content as the site's own HTML, in place of `label`. */
  html?: string;
  /** The class the theme adds while the link is the current section (already in `className` then). */
  activeClassName?: string;
  /** The config's own active rules (with the baseUrl); the theme has applied them already. */
  activeBasePath?: string;
  activeBaseRegex?: string;
  isDropdownLink?: boolean;
  prependBaseUrlToHref?: boolean;
}

/** See {@link NavbarNavLinkProps}. */
export function NavbarNavLink(props: NavbarNavLinkProps): ReactNode {
  // Docusaurus' routing props stay off the anchor.
  const { to, href, label, html, activeClassName: _a, activeBasePath: _b, activeBaseRegex: _r, isDropdownLink: _d, prependBaseUrlToHref: _p, ...anchor } = props;
  return (
    <Link href={href ?? to ?? '#'} {...anchor}>
      {html ? <span dangerouslySetInnerHTML={{ __html: html }} /> : label}
      {href !== undefined && label && !html && <ExternalLinkIcon />}
    </Link>
  );
}

export default NavbarNavLink;
