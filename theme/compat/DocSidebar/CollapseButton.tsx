/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@theme/DocSidebar/Desktop/CollapseButton`: the button at the sidebar's foot that hides it,
 * given Docusaurus' `onClick`; focused when the sidebar comes back by the reader's expand bar.
 */
import type { ReactNode } from 'react';
import { CollapseSidebarButton } from '../../DocSidebar/SidebarHiding';
import { noteToggle, useFocusAfterToggle } from './toggle-focus';

/** See the module comment. */
export function DocSidebarCollapseButton({ onClick }: { onClick: () => void }): ReactNode {
  const ref = useFocusAfterToggle<HTMLButtonElement>('collapse');
  return <CollapseSidebarButton ref={ref} onCollapse={() => { noteToggle('collapse'); onClick(); }} />;
}

export default DocSidebarCollapseButton;
