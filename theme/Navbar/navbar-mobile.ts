/**
 * The mobile menu's state, given by the Navbar to what draws its bar: opdocs' NavbarContent and a
 * site's swizzled Docusaurus `Navbar/Content`, which reaches it with `useNavbarMobileSidebar()`.
 */
import { createContext, type RefObject } from 'react';

/** What the navbar's bar knows of the mobile menu. */
export interface NavbarMobileState {
  /** No items and no page menu: there is nothing for the menu to show, so no button opens it. */
  disabled: boolean;
  /** The menu is open on a narrow window. */
  shown: boolean;
  /** Opens the menu, or closes it (focus back on the button). */
  toggle: () => void;
  /** The button opening the menu, where focus returns when it closes. */
  toggleRef: RefObject<HTMLButtonElement | null>;
}

/** Null outside the theme's Navbar (a site's own navbar component, a page's content). */
export const NavbarMobileContext = createContext<NavbarMobileState | null>(null);
