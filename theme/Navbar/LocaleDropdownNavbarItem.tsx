/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The navbar's language menu in Docusaurus' props. Its own file so a site's swizzled
 * `NavbarItem/LocaleDropdownNavbarItem` draws it instead (usually through
 * `@theme/NavbarItem/DropdownNavbarItem` with one entry per locale).
 */
import type { ReactNode } from 'react';
import type { NavHtmlItem, NavLinkItem } from '../../runtime/types';
import { LocaleDropdown } from './LocaleDropdown';

/** Props of {@link LocaleDropdownNavbarItem}: Docusaurus' names; the entries are the theme's resolved items. */
export interface LocaleDropdownNavbarItemProps {
  position: 'left' | 'right';
  mobile: boolean;
  dropdownItemsBefore: (NavLinkItem | NavHtmlItem)[];
  dropdownItemsAfter: (NavLinkItem | NavHtmlItem)[];
}

/** See {@link LocaleDropdownNavbarItemProps}. */
export function LocaleDropdownNavbarItem({ position, mobile, dropdownItemsBefore, dropdownItemsAfter }: LocaleDropdownNavbarItemProps): ReactNode {
  return <LocaleDropdown position={position} mobile={mobile} itemsBefore={dropdownItemsBefore} itemsAfter={dropdownItemsAfter} />;
}

export default LocaleDropdownNavbarItem;
