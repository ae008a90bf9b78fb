/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@theme/DocSidebar`: the docs sidebar given Docusaurus' props (`sidebar`, its items; `path`,
 * the page's; `onCollapse`, which hides it; `isHidden`). It draws `@theme/DocSidebar/Desktop` in
 * the aside on wide windows (and before the window is known, so the server markup has it) and
 * always `@theme/DocSidebar/Mobile`, which hands the sidebar to the navbar's mobile menu, as
 * opdocs' own page keeps it there for a window made narrow. Each may be the site's own.
 */
import type { ReactNode } from 'react';
import type { SidebarItem } from '../../../runtime/types';
import { useWindowSize } from '../../hooks/useWindowSize';
import { DocSidebarDesktop } from './Desktop';
import { DocSidebarMobile } from './Mobile';

/** Props as Docusaurus gives them to DocSidebar and to its Desktop and Mobile. */
export interface DocSidebarPartProps {
  sidebar: SidebarItem[];
  path: string;
  onCollapse?: () => void;
  isHidden?: boolean;
}

/** See the module comment. */
export function DocSidebarByWindow(props: DocSidebarPartProps): ReactNode {
  const windowSize = useWindowSize();
  return (
    <>
      {windowSize !== 'mobile' && <DocSidebarDesktop {...props} />}
      <DocSidebarMobile {...props} />
    </>
  );
}

export default DocSidebarByWindow;
