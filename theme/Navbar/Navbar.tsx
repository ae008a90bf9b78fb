/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The fixed top bar (behaviors §4): hamburger, logo and left items; right items, colour
 * toggle and search (NavbarContent), in the frame with the mobile menu (NavbarLayout). Below
 * 997 px the items move into the mobile sidebar. The menu's state is Layout's
 * (NavbarMobileProvider), so a site's own navbar shares it.
 */
import type { ReactNode } from 'react';
// Named and relative: a site's swizzled Navbar/Layout and Navbar/Content (overrides of their modules) draw these.
import { NavbarContent } from './NavbarContent';
import { NavbarLayout } from './NavbarLayout';

/** The site navbar; rendered by Layout on every page. */
export function Navbar(): ReactNode {
  return (
    <NavbarLayout>
      <NavbarContent />
    </NavbarLayout>
  );
}
