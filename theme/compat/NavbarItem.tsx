/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@theme/NavbarItem`: one navbar item given its config keys as props (a swizzled Navbar/Content
 * spreads each of `useThemeConfig().navbar.items` into it), drawn by the theme's own item, in
 * the bar or, with `mobile`, the mobile menu.
 */
import type { ReactNode } from 'react';
import { useSite } from '../../runtime/context';
import { NavbarItem as ThemeNavbarItem } from '../Navbar/NavbarItem';
import { resolvedItemOf } from './navbar-config';

/** Props: an item's config keys (`type`, `label`, `to`, `href`, `position`, …) and `mobile`. */
export type NavbarItemProps = Record<string, unknown> & { mobile?: boolean };

export default function NavbarItem(props: NavbarItemProps): ReactNode {
  const item = resolvedItemOf(props, useSite().baseUrl);
  return item ? <ThemeNavbarItem item={item} mobile={props.mobile === true} /> : null;
}
