/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The mobile menu's second panel: what the page put there (the docs sidebar), under a button back
 * to the navbar's items. Its own file so a site's swizzled Docusaurus
 * `Navbar/MobileSidebar/SecondaryMenu` (no props; it reads `useNavbarSecondaryMenu()`) draws it instead.
 */
import { useContext, type ReactNode } from 'react';
import { useSite } from '../../runtime/context';
import { useThemeTexts } from '../texts/texts';
import { NavbarMobileContext } from './navbar-mobile';

/** See the module comment; nothing when the page gave no menu. */
export function MobileSidebarSecondaryMenu(): ReactNode {
  const { items } = useSite().navbar;
  const { t } = useThemeTexts();
  const mobile = useContext(NavbarMobileContext);
  if (!mobile?.secondary) return null;
  return (
    <>
      {items.length > 0 && (
        <button type="button" className="clean-btn navbar-sidebar__back" onClick={mobile.hideSecondary}>
          {t('theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel', '← Back to main menu')}
        </button>
      )}
      {mobile.secondary.content}
    </>
  );
}

export default MobileSidebarSecondaryMenu;
