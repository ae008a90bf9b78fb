/**
 * The mobile menu's state, held above whatever draws the navbar (NavbarMobileProvider) and read by
 * opdocs' navbar parts and a site's swizzled Docusaurus ones (`Navbar`, `Navbar/Layout`,
 * `Navbar/Content`, `Navbar/MobileSidebar/*`) through `useNavbarMobileSidebar()` and
 * `useNavbarSecondaryMenu()`.
 */
import { createContext, type RefObject } from 'react';
import type { SecondaryMenuEntry } from '../Layout/secondary-menu';

/** What the navbar's parts know of the mobile menu. */
export interface NavbarMobileState {
  /** No items and no page menu: there is nothing for the menu to show, so no button opens it. */
  disabled: boolean;
  /** The menu is open on a narrow window. */
  shown: boolean;
  /** Opens the menu, or closes it (focus back on the button). */
  toggle: () => void;
  /** Closes the menu; focus goes back to the button unless `returnFocus` is false. */
  close: (returnFocus?: boolean) => void;
  /** The button opening the menu, where focus returns when it closes. */
  toggleRef: RefObject<HTMLButtonElement | null>;
  /** What the page put into the menu's second panel (the docs sidebar), if anything. */
  secondary: SecondaryMenuEntry | null;
  /** The second panel is the one on screen (a page gave one and the reader did not go back). */
  secondaryShown: boolean;
  /** Goes back from the page's panel to the navbar's items. */
  hideSecondary: () => void;
}

/** Null outside the layout (a component rendered on its own). */
export const NavbarMobileContext = createContext<NavbarMobileState | null>(null);
