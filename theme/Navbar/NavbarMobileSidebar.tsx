/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The open mobile menu (behaviors §4.3–4.4), drawn from its parts: the top row, the navbar's items
 * and the page's own menu. Its own file so a site's swizzled Docusaurus `Navbar/MobileSidebar`
 * (no props; it reads `useNavbarMobileSidebar()`) draws it instead; each part is a swizzle place
 * too (`Navbar/MobileSidebar/Layout`, `/Header`, `/PrimaryMenu`, `/SecondaryMenu`).
 */
import { useContext, type ReactNode } from 'react';
import { NavbarMobileContext } from './navbar-mobile';
// Named and relative: a site's swizzled part (an override of its module) draws that part.
import { MobileSidebarHeader } from './MobileSidebarHeader';
import { MobileSidebarLayout } from './MobileSidebarLayout';
import { MobileSidebarPrimaryMenu } from './MobileSidebarPrimaryMenu';
import { MobileSidebarSecondaryMenu } from './MobileSidebarSecondaryMenu';

/** Nothing until the menu is open on a narrow window (it is drawn after hydration only). */
export function NavbarMobileSidebar(): ReactNode {
  const mobile = useContext(NavbarMobileContext);
  if (!mobile?.shown) return null;
  return <MobileSidebarLayout header={<MobileSidebarHeader />} primaryMenu={<MobileSidebarPrimaryMenu />} secondaryMenu={<MobileSidebarSecondaryMenu />} />;
}

export default NavbarMobileSidebar;
