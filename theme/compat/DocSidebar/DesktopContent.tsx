/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@theme/DocSidebar/Desktop/Content`: the sidebar's menu, given Docusaurus' `sidebar` (its
 * items), `path` (the page's) and `className`: opdocs' own `nav` ("Docs sidebar") with its
 * items, whose keyboard, ARIA and collapse behaviour a swizzled DocSidebarItem keeps or replaces.
 */
import type { ReactNode } from 'react';
import type { SidebarItem } from '../../../runtime/types';
import { DocSidebar } from '../../DocSidebar/DocSidebar';

/** See the module comment. */
export function DocSidebarDesktopContent({ sidebar, path, className }: { sidebar: SidebarItem[]; path: string; className?: string }): ReactNode {
  return <DocSidebar items={sidebar} activePath={path} className={className} />;
}

export default DocSidebarDesktopContent;
