/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The logo where the navbar draws it, in the bar and the mobile menu's header. Its own file so
 * a site's swizzled Docusaurus `Navbar/Logo` (no props) draws it instead.
 */
import type { ReactNode } from 'react';
import { cx } from '../Layout/cx';
// Named and relative: a site's swizzled Logo (an override of its module) draws the logo itself.
import { SiteLogo } from './SiteLogo';

/** Props of {@link NavbarLogo}; Docusaurus gives none. */
export interface NavbarLogoProps {
  className?: string;
}

/** Site logo and title, linking home (nothing when the site has neither); the image has explicit size so nothing shifts. */
export function NavbarLogo({ className }: NavbarLogoProps = {}): ReactNode {
  return <SiteLogo className={cx('navbar__brand', className)} imageClassName="navbar__logo" titleClassName="navbar__title text--truncate" />;
}

export default NavbarLogo;
