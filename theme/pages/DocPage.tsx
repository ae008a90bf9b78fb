/** @jsxRuntime automatic @jsxImportSource react */
/**
 * A docs page: sidebar aside, and the main column with the doc (DocItem, an override point: its
 * metadata, then DocItemLayout's columns around its body). Every piece of data comes from the route.
 */
import { useMemo } from 'react';
import type { DocRoute, PageProps, SidebarItem } from '../../runtime/types';
import { useDep, useLocation, useSite } from '../../runtime/context';
import { HtmlBlock } from '../../runtime/html-block';
import { useSecondaryMenu } from '../Layout/secondary-menu';
import { useWindowSize } from '../hooks/useWindowSize';
import { BackToTop } from '../BackToTop/BackToTop';
import { DocSidebar, requestCloseMobileMenu } from '../DocSidebar/DocSidebar';
import { DesktopDocSidebar } from '../DocSidebar/DesktopDocSidebar';
import { useSidebarHidden } from '../DocSidebar/SidebarHiding';
import { useThemeTexts } from '../texts/texts';
import { MDXContent } from '../Content/MDXContent';
// Named and relative: a site's swizzled DocItem (an override of its module) draws the doc here.
import { DocItem } from '../DocItem/DocItem';
// Named and relative: a site's swizzled DocRoot/Layout/Main wrapper (an override of its module) draws around it.
import { DocRootMain } from '../DocRoot/DocRootMain';

/** Page component of route kind "doc". */
export default function DocPage({ route }: PageProps<DocRoute>) {
  const site = useSite();
  const windowSize = useWindowSize();
  const [hidden] = useSidebarHidden();
  const sidebarHidden = hidden && !!site.docsSidebar?.hideable && !!route.sidebar;

  return (
    <div>
      <div className={['doc-page', sidebarHidden && 'doc-page--sidebar-hidden'].filter(Boolean).join(' ')}>
        {route.sidebar && windowSize !== 'mobile' && <DesktopDocSidebar url={route.sidebar.url} hideable={!!site.docsSidebar?.hideable} />}
        {route.sidebar && <MobileDocSidebar url={route.sidebar.url} sidebarId={route.sidebar.id} />}
        <DocRootMain hiddenSidebarContainer={sidebarHidden}>
          <DocItem>
            <MDXContent><HtmlBlock html={route.html} id="doc" className="markdown theme-doc-markdown" /></MDXContent>
          </DocItem>
        </DocRootMain>
        <BackToTop />
      </div>
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
