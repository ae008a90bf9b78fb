/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The navbar's version menu in Docusaurus' props. Its own file so a site's swizzled
 * `NavbarItem/DocsVersionDropdownNavbarItem` draws it instead (a wrapper hiding it off the docs,
 * or an ejected one drawing `@theme/NavbarItem/DropdownNavbarItem` with one entry per version).
 */
import type { ReactNode } from 'react';
import type { NavHtmlItem, NavLinkItem } from '../../runtime/types';
import { VersionDropdown } from './VersionDropdown';

/** Props of {@link DocsVersionDropdownNavbarItem}: Docusaurus' names; the entries are the theme's resolved items. */
export interface DocsVersionDropdownNavbarItemProps {
  position: 'left' | 'right';
  mobile: boolean;
  /** Which docs (an id of `docsInstances`); absent for the `docs` section. */
  docsPluginId?: string;
  dropdownItemsBefore: (NavLinkItem | NavHtmlItem)[];
  dropdownItemsAfter: (NavLinkItem | NavHtmlItem)[];
  /** Where the item came from in the config, for error messages (opdocs' own). */
  source?: string;
}

/** See {@link DocsVersionDropdownNavbarItemProps}. */
export function DocsVersionDropdownNavbarItem({ position, mobile, docsPluginId, dropdownItemsBefore, dropdownItemsAfter, source = 'navbar.items' }: DocsVersionDropdownNavbarItemProps): ReactNode {
  return <VersionDropdown position={position} mobile={mobile} source={source} pluginId={docsPluginId} itemsBefore={dropdownItemsBefore} itemsAfter={dropdownItemsAfter} />;
}

export default DocsVersionDropdownNavbarItem;
