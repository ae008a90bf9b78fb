/**
 * Navbar item type → the component drawing it, as Docusaurus' `NavbarItem/ComponentTypes` maps
 * them. opdocs draws its own kinds itself; the map matters for a site's `custom-<name>` types,
 * which its swizzled ComponentTypes adds to this one (spread from `@theme-original/…`).
 */
import type { ComponentType } from 'react';

/** A component a navbar item type maps to: the item's config keys (but `type`) are its props. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type NavbarItemComponent = ComponentType<any>;

// The built-in kinds are drawn by NavbarItem from resolved data (a doc item's link needs the
// build's doc ids); a site's map lists them only because it spreads this one. Kept free of
// components so every site's bundle pays nothing for the map; a custom kind wanting a plain
// link imports `@theme/NavbarItem/DefaultNavbarItem`.
const drawnByTheme: NavbarItemComponent = () => null;

/** The original map a swizzled `NavbarItem/ComponentTypes` spreads (override point NavbarItemTypes). */
export const NavbarItemTypes: Record<string, NavbarItemComponent> = Object.fromEntries(
  ['default', 'localeDropdown', 'search', 'dropdown', 'html', 'doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown'].map((type) => [type, drawnByTheme]),
);
