/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@theme/DocRoot/Layout/Sidebar`: the docs sidebar's aside, given Docusaurus' props (`sidebar`,
 * its items; `hiddenSidebarContainer` and its setter, which the frame holds). It draws
 * `@theme/DocSidebar` and, while the reader has hidden the sidebar (`docs.sidebar.hideable`),
 * `@theme/DocRoot/Layout/Sidebar/ExpandButton`; each may be the site's own. Focus follows the
 * reader's toggle to the control that undoes it, as on opdocs' own sidebar (DocSidebar/toggle-focus.ts).
 */
import { Fragment, useRef, type ReactNode, type SetStateAction } from 'react';
import { useLocation, useSite } from '../../../runtime/context';
import type { SidebarItem } from '../../../runtime/types';
import { useAnnouncementBarRoom } from '../../AnnouncementBar/useAnnouncementBarRoom';
import { cx } from '../../Layout/cx';
import { useDocsSidebar } from '../docs-client';
import { DocSidebarByWindow } from '../DocSidebar/DocSidebar';
import { DocRootExpandButton } from './ExpandButton';

/** Props as Docusaurus gives them. */
export interface DocRootLayoutSidebarProps {
  sidebar: SidebarItem[];
  hiddenSidebarContainer?: boolean;
  setHiddenSidebarContainer?: (value: SetStateAction<boolean>) => void;
}

/** See the module comment. */
export function DocRootLayoutSidebar({ sidebar, hiddenSidebarContainer, setHiddenSidebarContainer }: DocRootLayoutSidebarProps): ReactNode {
  const { pathname } = useLocation();
  const site = useSite();
  const hideable = !!site.docsSidebar?.hideable;
  const hidden = hideable && !!hiddenSidebarContainer;
  const name = useDocsSidebar()?.name ?? 'none';
  const asideRef = useRef<HTMLElement>(null);
  useAnnouncementBarRoom(asideRef);
  const toggle = () => setHiddenSidebarContainer?.((value) => !value);
  return (
    <aside
      ref={asideRef}
      className={cx('theme-doc-sidebar-container', 'doc-sidebar', 'doc-sidebar--parts', hideable && 'doc-sidebar--hideable', hidden && 'doc-sidebar--hidden', site.navbar.hideOnScroll && 'doc-sidebar--navbar-hideable')}
    >
      {/* Docusaurus' geometry (docs.css): an ejected DocSidebar/Desktop's stylesheet counts on it. */}
      <div className="doc-sidebar__viewport">
        {/* A new sidebar starts with its own open branches (behaviors §9.5). */}
        <Fragment key={name}>
          <DocSidebarByWindow sidebar={sidebar} path={pathname} onCollapse={toggle} isHidden={hidden} />
          {hidden && <DocRootExpandButton toggleSidebar={toggle} />}
        </Fragment>
      </div>
    </aside>
  );
}

export default DocRootLayoutSidebar;
