/** @jsxRuntime automatic @jsxImportSource react */
/**
 * A docs page: sidebar aside, main column (banners, breadcrumbs, content, footer,
 * prev/next) and the TOC column. Every piece of data comes from the route.
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
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs';
import { DocVersionBadge } from '../DocVersion/DocVersionBadge';
import { DocVersionBanner } from '../DocVersion/DocVersionBanner';
import { Paginator } from '../Paginator/Paginator';
import { TOC } from '../TOC/TOC';
import { TOCCollapsible } from '../TOC/TOCCollapsible';
import { MarkdownContent } from '../Content/MarkdownContent';
import { DocFooter } from '../DocFooter/DocFooter';
import { UnlistedBanner } from '../Content/UnlistedBanner';
import { docsOf } from '../hooks/usePreferredVersion';
import { useThemeTexts } from '../texts/texts';
import { MDXContent } from '../Content/MDXContent';

/** Page component of route kind "doc". */
export default function DocPage({ route }: PageProps<DocRoute>) {
  const site = useSite();
  // The docs this doc belongs to: the `docs` section, or one of `docsInstances`.
  const docs = docsOf(site, route.version.pluginId);
  const latest = docs?.versions.find((version) => version.isLast) ?? null;
  const windowSize = useWindowSize();
  const hasToc = route.toc.length > 0;
  const [hidden] = useSidebarHidden();
  const sidebarHidden = hidden && !!site.docsSidebar?.hideable && !!route.sidebar;

  return (
    <div>
      <div className={['doc-page', sidebarHidden && 'doc-page--sidebar-hidden'].filter(Boolean).join(' ')}>
        {route.sidebar && windowSize !== 'mobile' && <DesktopDocSidebar url={route.sidebar.url} hideable={!!site.docsSidebar?.hideable} />}
        {route.sidebar && <MobileDocSidebar url={route.sidebar.url} sidebarId={route.sidebar.id} />}
        <main className="doc-main">
          <div className={['doc-main__row', hasToc && 'doc-main__row--with-toc'].filter(Boolean).join(' ')}>
            <div className="doc-main__content">
              {route.unlisted && <UnlistedBanner />}
              {route.version.banner && docs && (
                <DocVersionBanner
                  kind={route.version.banner}
                  siteTitle={site.title}
                  versionLabel={route.version.label}
                  latest={latest}
                  latestDocPath={latest ? route.versionPaths?.[latest.name] : undefined}
                  pluginId={docs.pluginId}
                  persist={docs.versionPersistence === 'localStorage'}
                />
              )}
              <Breadcrumbs crumbs={route.breadcrumbs} homeHref={site.hasHomePage ? site.baseUrl : null} />
              {route.version.badge && <DocVersionBadge label={route.version.label} />}
              <TOCCollapsible toc={route.toc} />
              <MarkdownContent as="article" className="doc-article">
                {route.showTitle && (
                  <header>
                    <h1>{route.title}</h1>
                  </header>
                )}
                <MDXContent><HtmlBlock html={route.html} id="doc" className="markdown theme-doc-markdown" /></MDXContent>
              </MarkdownContent>
              <DocFooter route={route} />
              <Paginator kind="docs" prev={route.prev} next={route.next} />
            </div>
            {hasToc && (
              <div className="doc-main__toc">
                <TOC toc={route.toc} />
              </div>
            )}
          </div>
        </main>
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
