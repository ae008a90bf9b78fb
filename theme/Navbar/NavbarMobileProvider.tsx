/** @jsxRuntime automatic @jsxImportSource react */
/**
 * Holds the navbar's mobile menu state (behaviors §4.3) above the navbar, so the theme's Navbar and
 * a site's own (a whole swizzled Docusaurus `Navbar` or `Navbar/Layout`) open, close and read the
 * same menu, as Docusaurus' NavbarProvider lets them.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useSite } from '../../runtime/context';
import { blockHistoryPop } from '../../runtime/pop-block';
import { useLockBodyScroll } from '../hooks/useLockBodyScroll';
import { useWindowSize } from '../hooks/useWindowSize';
import { useSecondaryMenuEntry } from '../Layout/secondary-menu';
import { refocusNavbarAfterMenu } from './menu-focus';
import { NavbarMobileContext, type NavbarMobileState } from './navbar-mobile';

/** The mobile menu's state and its effects: Escape, Back, a change of page and a wide window close it. */
function useNavbarMobileState(): NavbarMobileState {
  const { items } = useSite().navbar;
  const windowSize = useWindowSize();
  const secondary = useSecondaryMenuEntry();
  const [open, setOpen] = useState(false);
  const [secondaryShown, setSecondaryShown] = useState(true);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const disabled = items.length === 0 && !secondary;
  const shown = open && windowSize === 'mobile';

  const close = useCallback((returnFocus = true) => {
    setOpen(false);
    // Reopening shows the page's own menu (e.g. the docs sidebar) first again.
    setSecondaryShown(true);
    // A site's own toggle (a swizzled Navbar/MobileSidebar/Toggle) gets no ref: its button by class.
    if (returnFocus) (toggleRef.current ?? document.querySelector<HTMLElement>('.navbar__toggle'))?.focus();
  }, []);

  // New secondary content (another page) is shown first.
  const hasSecondary = secondary !== null;
  useEffect(() => {
    if (hasSecondary) setSecondaryShown(true);
  }, [hasSecondary]);

  useEffect(() => {
    if (windowSize !== 'desktop' || !open) return;
    close(false);
    refocusNavbarAfterMenu();
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
    if (!shown) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // Escape closes the topmost layer only: a search modal opened over the menu (Ctrl+K, "/")
      // goes alone, and the menu stays as the reader left it. This document listener runs
      // before the modal's window listener, so the modal is still marked open here.
      if (event.key === 'Escape' && !document.body.classList.contains('DocSearch--active')) close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown, close]);

  // Back/Forward while the menu is open only close it, as a phone's back gesture closes an
  // overlay; the router steps history back to where it was (behaviors §4.3).
  useEffect(() => {
    if (!shown) return;
    return blockHistoryPop(() => close());
  }, [shown, close]);

  useLockBodyScroll(shown);

  const toggle = useCallback(() => (open ? close() : setOpen(true)), [open, close]);
  const hideSecondary = useCallback(() => setSecondaryShown(false), []);
  return useMemo(
    () => ({ disabled, shown, toggle, close, toggleRef, secondary, secondaryShown: secondaryShown && secondary !== null, hideSecondary }),
    [disabled, shown, toggle, close, secondary, secondaryShown, hideSecondary],
  );
}

/** Gives its children the mobile menu's state; rendered by Layout inside the secondary menu's provider. */
export function NavbarMobileProvider({ children }: { children: ReactNode }): ReactNode {
  return <NavbarMobileContext.Provider value={useNavbarMobileState()}>{children}</NavbarMobileContext.Provider>;
}
