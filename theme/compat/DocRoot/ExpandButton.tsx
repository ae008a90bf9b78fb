/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@theme/DocRoot/Layout/Sidebar/ExpandButton`: the thin bar left where the reader hid the docs
 * sidebar, given Docusaurus' `toggleSidebar`. opdocs' own bar (a button by role, Enter and Space),
 * focused when it replaces the collapse button the reader used.
 */
import type { ReactNode } from 'react';
import { ExpandSidebarButton } from '../../DocSidebar/SidebarHiding';
import { noteToggle, useFocusAfterToggle } from '../DocSidebar/toggle-focus';

/** See the module comment. */
export function DocRootExpandButton({ toggleSidebar }: { toggleSidebar: () => void }): ReactNode {
  const ref = useFocusAfterToggle<HTMLDivElement>('expand');
  return <ExpandSidebarButton ref={ref} onExpand={() => { noteToggle('expand'); toggleSidebar(); }} />;
}

export default DocRootExpandButton;
