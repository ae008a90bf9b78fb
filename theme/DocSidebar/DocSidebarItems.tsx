/** @jsxRuntime automatic @jsxImportSource react */
/**
 * One level of the docs sidebar tree. Categories mount their children lazily, so a
 * site with thousands of docs only server-renders the branches that are open.
 */
import { useState, type ReactNode } from 'react';
import type { SidebarItem } from '../../runtime/types';
import { useSite } from '../../runtime/context';
import { isItemVisible } from './sidebar-state';
import { OpenedSibling, SidebarLevelPath } from './sidebar-level';
// Named and relative: a site's swizzled DocSidebarItem (an override of this module) draws each item.
import { DocSidebarItem } from './DocSidebarItem';

/** Props shared by every level of the sidebar. */
export interface DocSidebarItemsProps {
  items: SidebarItem[];
  /** Current pathname (with baseUrl). */
  activePath: string;
  /** 1 for the top level. */
  level: number;
  /** Called after a click on any link that navigates (the mobile menu closes on it). */
  onItemClick?: (item: SidebarItem) => void;
  /** Where this level sits in the tree, naming its categories in the sidebar memory; the enclosing level's when not given. */
  path?: string;
  /** Docusaurus' prop for closed branches; opdocs hides those itself. */
  tabIndex?: number;
}

/** Renders the visible items of one sidebar level as `<li>` elements. */
export function DocSidebarItems({ items, activePath, level, onItemClick, path }: DocSidebarItemsProps): ReactNode {
  const autoCollapse = useSite().docsSidebar?.autoCollapseCategories ?? false;
  const [opened, open] = useState<number | null>(null);
  const list = items
    .filter((item) => isItemVisible(item, activePath))
    .map((item, index) => (
      <DocSidebarItem key={`${index}-${item.type === 'html' ? 'html' : item.label}`} item={item} index={index} activePath={activePath} level={level} onItemClick={onItemClick} />
    ));
  const shown = autoCollapse ? <OpenedSibling.Provider value={{ opened, open }}>{list}</OpenedSibling.Provider> : <>{list}</>;
  return path === undefined ? shown : <SidebarLevelPath.Provider value={path}>{shown}</SidebarLevelPath.Provider>;
}

export default DocSidebarItems;
