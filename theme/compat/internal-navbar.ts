/**
 * The navbar's part of `@docusaurus/theme-common/internal`, which swizzled Navbar/Content and
 * Navbar components use: the mobile menu's state and the split of the items into the bar's two
 * sides.
 */
import { useContext, useMemo, type ReactNode } from 'react';
import { useWindowSize } from '../hooks/useWindowSize';
import { NavbarMobileContext } from '../Navbar/navbar-mobile';

export { useHideableNavbar } from '../hooks/useHideableNavbar';
export { useLockBodyScroll } from '../hooks/useLockBodyScroll';

/** Docusaurus' mobile-menu state: whether it can open, should be drawn, is open, and how to open or close it. */
export interface NavbarMobileSidebar {
  disabled: boolean;
  shouldRender: boolean;
  shown: boolean;
  toggle: () => void;
}

const noop = (): void => undefined;

/**
 * The navbar's mobile menu, the same for the theme's navbar and a site's own (a swizzled whole
 * `Navbar` or `Navbar/Layout`): Layout holds it. Outside a layout there is no menu, so it is
 * disabled and the toggle does nothing.
 */
export function useNavbarMobileSidebar(): NavbarMobileSidebar {
  const mobile = useContext(NavbarMobileContext);
  const windowSize = useWindowSize();
  return useMemo(() => (mobile
    ? { disabled: mobile.disabled, shouldRender: !mobile.disabled && windowSize === 'mobile', shown: mobile.shown, toggle: mobile.toggle }
    : { disabled: true, shouldRender: false, shown: false, toggle: noop }), [mobile, windowSize]);
}

/** The items of the bar's left side and of its right side, in their order (no `position` is left). */
export function splitNavbarItems<T extends { position?: string }>(items: readonly T[]): [T[], T[]] {
  const left = items.filter((item) => item.position !== 'right');
  const right = items.filter((item) => item.position === 'right');
  return [left, right];
}

/** Docusaurus' secondary-menu state: whether the page's panel is the one on screen, going back, and what it holds. */
export interface NavbarSecondaryMenu {
  shown: boolean;
  hide: () => void;
  content: ReactNode;
}

/** The mobile menu's second panel (the docs sidebar on a doc page): empty and never shown when the page gave none. */
export function useNavbarSecondaryMenu(): NavbarSecondaryMenu {
  const mobile = useContext(NavbarMobileContext);
  return useMemo(() => ({ shown: mobile?.secondaryShown ?? false, hide: mobile?.hideSecondary ?? noop, content: mobile?.secondary?.content ?? null }), [mobile]);
}
