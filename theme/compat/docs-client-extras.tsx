/** @jsxRuntime automatic @jsxImportSource react */
/**
 * More of `@docusaurus/plugin-content-docs/client`, for an ejected `DocSidebarItem/Category`:
 * which category of a sidebar level is open (with `docs.sidebarAutoCollapseCategories` the
 * others close, as opdocs' own categories do) and the items a level shows. The providers a
 * swizzled Layout/Provider composes are pass-throughs: opdocs' theme provides that state itself
 * (a swizzled DocSidebarItems' level state aside).
 */
import { useContext, useMemo, useState, type ReactNode } from 'react';
import { useSite } from '../../runtime/context';
import type { SidebarItem } from '../../runtime/types';
import { OpenedSibling } from '../DocSidebar/sidebar-level';
import { isItemVisible } from '../DocSidebar/sidebar-state';

/** Docusaurus' `{ expandedItem, setExpandedItem }` of the level the category is on. */
export interface ExpandedState {
  /** Index of the category opened last on this level; null when none or without auto-collapse. */
  expandedItem: number | null;
  setExpandedItem: (index: number | null) => void;
}

const NONE: ExpandedState = { expandedItem: null, setExpandedItem: () => undefined };

/** The open category of this sidebar level; without auto-collapse nothing is shared, as in Docusaurus. */
export function useDocSidebarItemsExpandedState(): ExpandedState {
  const sibling = useContext(OpenedSibling);
  return useMemo(() => (sibling ? { expandedItem: sibling.opened, setExpandedItem: (index: number | null) => sibling.open(index) } : NONE), [sibling]);
}

/** The items of a level the sidebar shows on `activePath`: unlisted ones only while they hold the page. */
export function useVisibleSidebarItems(items: readonly SidebarItem[], activePath: string): SidebarItem[] {
  return useMemo(() => items.filter((item) => isItemVisible(item, activePath)), [items, activePath]);
}

/**
 * The open category of one sidebar level, shared by its categories with auto-collapse: opdocs'
 * own DocSidebarItems shares it already; a site's swizzled one (which wraps its items in this) gets it here.
 */
export function DocSidebarItemsExpandedStateProvider({ children }: { children?: ReactNode }): ReactNode {
  const autoCollapse = useSite().docsSidebar?.autoCollapseCategories ?? false;
  const [opened, open] = useState<number | null>(null);
  const value = useMemo(() => ({ opened, open }), [opened]);
  return autoCollapse ? <OpenedSibling.Provider value={value}>{children}</OpenedSibling.Provider> : <>{children}</>;
}

/** Pass-through: opdocs remembers the preferred docs version without a provider. */
export function DocsPreferredVersionContextProvider({ children }: { children?: ReactNode }): ReactNode {
  return <>{children}</>;
}
