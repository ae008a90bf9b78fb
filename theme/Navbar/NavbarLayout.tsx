/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The fixed top bar's frame (behaviors §4): the `<nav>` landmark around the bar's row
 * (`children`), the backdrop and the mobile menu. Its own file so a site's swizzled Docusaurus
 * `Navbar/Layout` (given `children`; it reads the menu with `useNavbarMobileSidebar()`) draws it
 * instead, and so a site's whole `Navbar` can draw this one around its own row.
 */
import { useContext, type ReactNode } from 'react';
import { useSite } from '../../runtime/context';
import { useHideableNavbar } from '../hooks/useHideableNavbar';
import { cx } from '../Layout/cx';
import { useThemeTexts } from '../texts/texts';
import { NavbarMobileContext } from './navbar-mobile';
// Named and relative: a site's swizzled Navbar/MobileSidebar (an override of its module) draws the menu.
import { NavbarMobileSidebar } from './NavbarMobileSidebar';

/** See the module comment. */
export function NavbarLayout({ children }: { children?: ReactNode }): ReactNode {
  const site = useSite();
  const { t } = useThemeTexts();
  const mobile = useContext(NavbarMobileContext);
  const { hideOnScroll } = site.navbar;
  const { navbarRef, isNavbarVisible } = useHideableNavbar(hideOnScroll);
  return (
    <nav
      ref={navbarRef}
      aria-label={t('theme.NavBar.navAriaLabel', 'Main')}
      className={cx(
        'navbar',
        'navbar--fixed-top',
        site.navbar.style === 'dark' && 'navbar--dark',
        site.navbar.style === 'primary' && 'navbar--primary',
        hideOnScroll && 'navbar--hideable',
        !isNavbarVisible && 'navbar--hidden',
        mobile?.shown && 'navbar-sidebar--show',
      )}
    >
      {children}
      <div role="presentation" className="navbar-sidebar__backdrop" onClick={() => mobile?.close()} />
      <NavbarMobileSidebar />
    </nav>
  );
}

export default NavbarLayout;
