/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The fixed top bar (behaviors §4): hamburger, logo and left items; right items, colour
 * toggle and search (NavbarContent). Below 997 px the items move into the mobile sidebar.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useSite } from '../../runtime/context';
import { blockHistoryPop } from '../../runtime/pop-block';
import { useHideableNavbar } from '../hooks/useHideableNavbar';
import { useLockBodyScroll } from '../hooks/useLockBodyScroll';
import { useWindowSize } from '../hooks/useWindowSize';
import { cx } from '../Layout/cx';
import { useSecondaryMenuEntry } from '../Layout/secondary-menu';
import { useThemeTexts } from '../texts/texts';
import { MobileSidebar } from './MobileSidebar';
// Named and relative: a site's swizzled Navbar/Content (an override of its module) draws the bar's row.
import { NavbarContent } from './NavbarContent';
import { NavbarMobileContext } from './navbar-mobile';

/** The site navbar; rendered by Layout on every page. */
export function Navbar(): ReactNode {
  const site = useSite();
  const { t } = useThemeTexts();
  const { items, hideOnScroll } = site.navbar;
  const windowSize = useWindowSize();
  const secondary = useSecondaryMenuEntry();
  const [open, setOpen] = useState(false);
  const [secondaryShown, setSecondaryShown] = useState(true);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { navbarRef, isNavbarVisible } = useHideableNavbar(hideOnScroll);

  const mobileMenuDisabled = items.length === 0 && !secondary;
  const sidebarShown = open && windowSize === 'mobile';

  const close = useCallback((returnFocus = true) => {
    setOpen(false);
    // Reopening shows the page's own menu (e.g. the docs sidebar) first again.
    setSecondaryShown(true);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  // New secondary content (another page) is shown first.
  const hasSecondary = secondary !== null;
  useEffect(() => {
    if (hasSecondary) setSecondaryShown(true);
  }, [hasSecondary]);

  useEffect(() => {
    if (windowSize === 'desktop' && open) close(false);
  }, [windowSize, open, close]);

  // Any change of page closes the menu, also one no menu item started (a search pick, navigate()).
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (open) close(false);
  }, [pathname, open, close]);

  useEffect(() => {
    if (!sidebarShown) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [sidebarShown, close]);

  // Back/Forward while the menu is open only close it, as a phone's back gesture closes an
  // overlay; the router steps history back to where it was (behaviors §4.3).
  useEffect(() => {
    if (!sidebarShown) return;
    return blockHistoryPop(() => close());
  }, [sidebarShown, close]);

  useLockBodyScroll(sidebarShown);

  const toggle = useCallback(() => (open ? close() : setOpen(true)), [open, close]);
  const mobile = useMemo(() => ({ disabled: mobileMenuDisabled, shown: sidebarShown, toggle, toggleRef }), [mobileMenuDisabled, sidebarShown, toggle]);

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
        sidebarShown && 'navbar-sidebar--show',
      )}
    >
      <NavbarMobileContext.Provider value={mobile}>
        <NavbarContent />
        <div role="presentation" className="navbar-sidebar__backdrop" onClick={() => close()} />
        {sidebarShown && (
          <MobileSidebar
            items={items}
            secondary={secondary}
            showSecondary={secondaryShown && secondary !== null}
            onBackToMain={() => setSecondaryShown(false)}
            onClose={close}
          />
        )}
      </NavbarMobileContext.Provider>
    </nav>
  );
}
