/**
 * The navbar's part of `@docusaurus/theme-common/internal`, which swizzled Navbar/Content and
 * Navbar components use: the mobile menu's state and the split of the items into the bar's two
 * sides.
 */
import { useContext, useMemo } from 'react';
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
 * The theme navbar's mobile menu, as its bar sees it; outside the theme's Navbar (a site's own
 * whole navbar) there is no menu, so it is disabled and the toggle does nothing.
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
