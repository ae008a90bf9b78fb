/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The bar's own row: hamburger, logo and left items; right items, colour toggle and search. Its
 * own file so a site's swizzled Docusaurus `Navbar/Content` (no props; it reads the items with
 * `useThemeConfig().navbar.items` and the menu with `useNavbarMobileSidebar()`) draws it instead.
 */
import type { ReactNode } from 'react';
import { useSite } from '../../runtime/context';
import { ColorModeSwitch } from './ColorModeSwitch';
import { NavbarItem } from './NavbarItem';
import { NavbarLogo } from './NavbarLogo';
import { NavbarMobileToggle } from './NavbarMobileToggle';
import { SearchSlot } from './SearchSlot';

/** See the module comment; rendered by Navbar inside its mobile-menu context. */
export function NavbarContent(): ReactNode {
  const site = useSite();
  const { items } = site.navbar;
  const left = items.filter((item) => item.position !== 'right');
  const right = items.filter((item) => item.position === 'right');
  // SearchSlot draws nothing without search, unless the site put its own search in its place.
  const showSearch = !items.some((item) => item.kind === 'search');
  return (
    <div className="navbar__inner">
      <div className="navbar__items">
        <NavbarMobileToggle />
        <NavbarLogo />
        {left.map((item, index) => (
          <NavbarItem key={index} item={item} mobile={false} />
        ))}
      </div>
      <div className="navbar__items navbar__items--right">
        {right.map((item, index) => (
          <NavbarItem key={index} item={item} mobile={false} />
        ))}
        {!site.colorMode.disableSwitch && <ColorModeSwitch className="navbar__color-mode" />}
        {showSearch && <SearchSlot />}
      </div>
    </div>
  );
}

export default NavbarContent;
