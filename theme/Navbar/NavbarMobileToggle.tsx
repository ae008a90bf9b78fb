/** @jsxRuntime automatic @jsxImportSource react */
import { useContext, type ReactNode } from 'react';
import { useThemeTexts } from '../texts/texts';
import { MenuIcon } from './icons';
import { NavbarMobileContext } from './navbar-mobile';

/**
 * The hamburger button opening the mobile menu; nothing outside a layout or when the menu has
 * nothing to show. A site's swizzled Navbar/MobileSidebar/Toggle (an override of this module) draws it instead.
 */
export function NavbarMobileToggle(): ReactNode {
  const mobile = useContext(NavbarMobileContext);
  const { t } = useThemeTexts();
  if (!mobile || mobile.disabled) return null;
  return (
    <button
      ref={mobile.toggleRef}
      type="button"
      className="navbar__toggle clean-btn"
      aria-label={t('theme.docs.sidebar.toggleSidebarButtonAriaLabel', 'Toggle navigation bar')}
      aria-expanded={mobile.shown}
      onClick={mobile.toggle}
    >
      <MenuIcon />
    </button>
  );
}
