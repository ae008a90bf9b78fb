/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The mobile menu's first panel: the navbar's items, as a menu list. Its own file so a site's
 * swizzled Docusaurus `Navbar/MobileSidebar/PrimaryMenu` (no props; it reads the items with
 * `useThemeConfig().navbar.items` and closes the menu with `useNavbarMobileSidebar().toggle()`)
 * draws it instead.
 */
import type { ReactNode } from 'react';
import { useSite } from '../../runtime/context';
import { NavbarItem } from './NavbarItem';

/** See the module comment; a link followed from the panel closes the menu (MobileSidebarLayout). */
export function MobileSidebarPrimaryMenu(): ReactNode {
  const { items } = useSite().navbar;
  return (
    <ul className="menu__list">
      {items.map((item, index) => (
        <NavbarItem key={index} item={item} mobile />
      ))}
    </ul>
  );
}

export default MobileSidebarPrimaryMenu;
