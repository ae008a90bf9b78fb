/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@theme/DocSidebar/Desktop`: the sidebar's column inside its aside, given Docusaurus' props:
 * the site logo on top with `navbar.hideOnScroll` (seen only; the navbar holds the link for
 * keyboards and screen readers), `@theme/DocSidebar/Desktop/Content` (the menu), and
 * `@theme/DocSidebar/Desktop/CollapseButton` at the foot with `docs.sidebar.hideable`. Nothing
 * while the reader has hidden it: the aside shows the bar that brings it back.
 */
import type { ReactNode } from 'react';
import { useSite } from '../../../runtime/context';
import { SiteLogo } from '../../Navbar/SiteLogo';
import type { DocSidebarPartProps } from './DocSidebar';
import { DocSidebarDesktopContent } from './DesktopContent';
import { DocSidebarCollapseButton } from './CollapseButton';

/** See the module comment. */
export function DocSidebarDesktop({ sidebar, path, onCollapse, isHidden }: DocSidebarPartProps): ReactNode {
  const site = useSite();
  if (isHidden) return null;
  return (
    <div className="doc-sidebar__sticky">
      {site.navbar.hideOnScroll && <SiteLogo className="navbar__brand doc-sidebar__logo" imageClassName="navbar__logo" titleClassName="navbar__title text--truncate" tabIndex={-1} aria-hidden />}
      <DocSidebarDesktopContent sidebar={sidebar} path={path} />
      {site.docsSidebar?.hideable && onCollapse && <DocSidebarCollapseButton onClick={onCollapse} />}
    </div>
  );
}

export default DocSidebarDesktop;
