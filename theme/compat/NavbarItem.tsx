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
import { ConfigDropdown } from './NavbarItem/config-dropdown';

/** Props: an item's config keys (`type`, `label`, `to`, `href`, `position`, …) and `mobile`. */
export type NavbarItemProps = Record<string, unknown> & { mobile?: boolean };

export default function NavbarItem(props: NavbarItemProps): ReactNode {
  const item = resolvedItemOf(props, useSite().baseUrl);
  if (item) return <ThemeNavbarItem item={item} mobile={props.mobile === true} />;
  // A site's own menu (an ejected locale or version dropdown) in Docusaurus' config form.
  return props.type === 'dropdown' && Array.isArray(props.items) ? <ConfigDropdown {...props} /> : null;
}
