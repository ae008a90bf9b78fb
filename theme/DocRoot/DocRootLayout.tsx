/** @jsxRuntime automatic @jsxImportSource react */
/**
 * A docs page's frame around the doc: the sidebar's aside (and its copy in the navbar's mobile
 * menu), the main column, the back-to-top button. Its own file so a site's swizzled Docusaurus
 * `DocRoot/Layout` (given `children`, the doc) takes its place; one that swizzled only the
 * sidebar's parts gets compat/DocRoot/LayoutFromParts.tsx here instead.
 */
import { useMemo, type ReactNode } from 'react';
import type { DocRoute, SidebarItem } from '../../runtime/types';
import { useDep, useLocation, useRouteState, useSite } from '../../runtime/context';
import { useSecondaryMenu } from '../Layout/secondary-menu';
import { useWindowSize } from '../hooks/useWindowSize';
import { BackToTop } from '../BackToTop/BackToTop';
import { DocSidebar, requestCloseMobileMenu } from '../DocSidebar/DocSidebar';
import { DesktopDocSidebar } from '../DocSidebar/DesktopDocSidebar';
import { useSidebarHidden } from '../DocSidebar/SidebarHiding';
import { useThemeTexts } from '../texts/texts';
import { cx } from '../Layout/cx';
// Named and relative: a site's swizzled DocRoot/Layout/Main wrapper (an override of its module) draws around it.
import { DocRootMain } from './DocRootMain';

/** Props as Docusaurus gives them. */
export interface DocRootLayoutProps {
  /** The doc. */
  children?: ReactNode;
}

/** See the module comment. */
export function DocRootLayout({ children }: DocRootLayoutProps): ReactNode {
  const site = useSite();
  // Drawn by the doc page only.
  const { sidebar } = useRouteState().route as DocRoute;
  const windowSize = useWindowSize();
  const [hidden] = useSidebarHidden();
  const sidebarHidden = hidden && !!site.docsSidebar?.hideable && !!sidebar;
  return (
    <div className={cx('doc-page', sidebarHidden && 'doc-page--sidebar-hidden')}>
      {sidebar && windowSize !== 'mobile' && <DesktopDocSidebar url={sidebar.url} hideable={!!site.docsSidebar?.hideable} />}
      {sidebar && <MobileDocSidebar url={sidebar.url} sidebarId={sidebar.id} />}
      <DocRootMain hiddenSidebarContainer={sidebarHidden}>{children}</DocRootMain>
      <BackToTop />
    </div>
  );
}

/** Hands the sidebar to the navbar's mobile panel; rendered output is nothing. */
function MobileDocSidebar({ url, sidebarId }: { url: string; sidebarId: string }) {
  const items = useDep<SidebarItem[]>(url) ?? [];
  const { pathname } = useLocation();
  const { t } = useThemeTexts();
  // Keyed by sidebar id so switching sidebars resets open branches (behaviors §9.5).
  const content = useMemo(
    () => <DocSidebar key={sidebarId} items={items} activePath={pathname} onItemClick={closeOnNavigation} />,
    [items, pathname, sidebarId],
  );
  useSecondaryMenu(content, t('theme.docs.sidebar.navAriaLabel', 'Docs sidebar'));
  return null;
}

function closeOnNavigation(item: SidebarItem): void {
  if (item.type === 'link' && item.external) return;
  requestCloseMobileMenu();
}

export default DocRootLayout;
