/** @jsxRuntime automatic @jsxImportSource react */
/**
 * One item of the docs sidebar, drawn by its kind. Its own file so a site's swizzled Docusaurus
 * `DocSidebarItem` (props `item`, `activePath`, `level`, `index`, `onItemClick`, `tabIndex`)
 * stands in for it, usually wrapping this one to hide or restyle some items.
 */
import type { ReactNode } from 'react';
import type { SidebarItem } from '../../runtime/types';
// Named and relative: a site's swizzled DocSidebarItem/Category or /Link (an override of its module) draws those.
import { SidebarCategoryItem } from './SidebarCategoryItem';
import { SidebarHtmlItem } from './SidebarHtmlItem';
import { SidebarLinkItem } from './SidebarLinkItem';

/** Props of {@link DocSidebarItem}, Docusaurus' own. */
export interface DocSidebarItemProps {
  item: SidebarItem;
  /** Current pathname (with baseUrl). */
  activePath: string;
  /** 1 for the top level. */
  level: number;
  /** Position among the shown items of its level. */
  index: number;
  /** Called after a click on any link that navigates (the mobile menu closes on it). */
  onItemClick?: (item: SidebarItem) => void;
  /** Docusaurus gives it to keep closed branches out of the tab order; opdocs hides closed branches (display: none) instead. */
  tabIndex?: number;
}

/** See {@link DocSidebarItemProps}. */
export function DocSidebarItem({ item, activePath, level, index, onItemClick }: DocSidebarItemProps): ReactNode {
  if (item.type === 'html') return <SidebarHtmlItem item={item} level={level} />;
  if (item.type === 'category') return <SidebarCategoryItem item={item} index={index} activePath={activePath} level={level} onItemClick={onItemClick} />;
  return <SidebarLinkItem item={item} index={index} activePath={activePath} level={level} onItemClick={onItemClick} />;
}

export default DocSidebarItem;
