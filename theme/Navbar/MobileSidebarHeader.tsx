/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The top row of the open mobile menu: logo, colour toggle and close button. Its own file so a
 * site's swizzled Docusaurus `Navbar/MobileSidebar/Header` (no props; it closes the menu with
 * `useNavbarMobileSidebar().toggle()`) draws it instead.
 */
import { useContext, type ReactNode } from 'react';
import { useSite } from '../../runtime/context';
import { useThemeTexts } from '../texts/texts';
import { ColorModeSwitch } from './ColorModeSwitch';
import { CloseIcon } from './icons';
import { NavbarLogo } from './NavbarLogo';
import { NavbarMobileContext } from './navbar-mobile';

/** See the module comment; the menu focuses its close button when it opens. */
export function MobileSidebarHeader(): ReactNode {
  const { colorMode } = useSite();
  const { t } = useThemeTexts();
  const mobile = useContext(NavbarMobileContext);
  return (
    <div className="navbar-sidebar__brand">
      <NavbarLogo />
      {!colorMode.disableSwitch && <ColorModeSwitch className="navbar-sidebar__color-mode" />}
      <button type="button" className="clean-btn navbar-sidebar__close" aria-label={t('theme.docs.sidebar.closeSidebarButtonAriaLabel', 'Close navigation bar')} onClick={() => mobile?.toggle()}>
        <CloseIcon />
      </button>
    </div>
  );
}

export default MobileSidebarHeader;
