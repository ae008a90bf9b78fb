/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The fixed top bar (behaviors §4): hamburger, logo and left items; right items, colour
 * toggle and search. Below 997 px the items move into the mobile sidebar.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useSite } from '../../runtime/context';
import { blockHistoryPop } from '../../runtime/pop-block';
import { ColorModeSwitch } from './ColorModeSwitch';
import { useHideableNavbar } from '../hooks/useHideableNavbar';
import { useLockBodyScroll } from '../hooks/useLockBodyScroll';
import { useWindowSize } from '../hooks/useWindowSize';
import { cx } from '../Layout/cx';
import { useSecondaryMenuEntry } from '../Layout/secondary-menu';
import { useThemeTexts } from '../texts/texts';
import { MenuIcon } from './icons';
import { MobileSidebar } from './MobileSidebar';
import { NavbarItem } from './NavbarItem';
import { NavbarLogo } from './NavbarLogo';
import { SearchSlot } from './SearchSlot';

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

  const left = items.filter((item) => item.position !== 'right');
  const right = items.filter((item) => item.position === 'right');
  // SearchSlot draws nothing without search, unless the site put its own search in its place.
  const showSearch = !items.some((item) => item.kind === 'search');

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
      <div className="navbar__inner">
        <div className="navbar__items">
          {!mobileMenuDisabled && (
            <button
              ref={toggleRef}
              type="button"
              className="navbar__toggle clean-btn"
              aria-label={t('theme.docs.sidebar.toggleSidebarButtonAriaLabel', 'Toggle navigation bar')}
              aria-expanded={sidebarShown}
              onClick={() => (open ? close() : setOpen(true))}
            >
              <MenuIcon />
            </button>
          )}
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
    </nav>
  );
}
