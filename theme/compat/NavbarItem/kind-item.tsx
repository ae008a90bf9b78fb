/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The built-in navbar item kinds as Docusaurus names their components
 * (`@theme/NavbarItem/DropdownNavbarItem`, …), which an ejected NavbarItem/ComponentTypes lists
 * beside its own kinds. opdocs draws those kinds itself, so in the map they draw nothing; called
 * with an item of `useThemeConfig().navbar.items` they draw it as the theme's bar does.
 */
import type { ReactNode } from 'react';
import NavbarItem, { type NavbarItemProps } from '../NavbarItem';

/** The component of the item kind `type`: `@theme/NavbarItem` with that type. */
export function kindItem(type: string): (props: NavbarItemProps) => ReactNode {
  const Item = (props: NavbarItemProps): ReactNode => <NavbarItem {...props} type={type} />;
  Item.displayName = `NavbarItem(${type})`;
  return Item;
}
