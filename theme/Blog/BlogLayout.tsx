/** @jsxRuntime automatic @jsxImportSource react */
import { useMemo, type ReactNode } from 'react';
import type { BlogSidebarData } from '../../runtime/types';
import { useLocation } from '../../runtime/context';
import { useSecondaryMenu } from '../Layout/secondary-menu';
import { requestCloseMobileMenu } from '../DocSidebar/DocSidebar';
import { BlogSidebarContent } from './BlogSidebar';

/** Props of {@link BlogLayout}. */
export interface BlogLayoutProps {
  /** Recent-posts sidebar; the archive page has none. */
  sidebar?: BlogSidebarData | null;
  /** Right column (the post TOC), hidden on mobile by CSS. */
  toc?: ReactNode;
  children: ReactNode;
}

/**
 * Blog page frame: recent-posts aside, `<main>`, optional TOC column. On mobile the
 * sidebar moves into the navbar's secondary menu.
 */
export function BlogLayout({ sidebar, toc, children }: BlogLayoutProps) {
  const { pathname } = useLocation();
  const hasSidebar = !!sidebar && sidebar.groups.some((group) => group.posts.length > 0);
  const mobileSidebar = useMemo(
    () =>
      hasSidebar ? (
        <BlogSidebarContent sidebar={sidebar!} activePath={pathname} variant="mobile" onItemClick={requestCloseMobileMenu} />
      ) : null,
    [hasSidebar, sidebar, pathname],
  );
  useSecondaryMenu(mobileSidebar, sidebar?.title);

  return (
    <div>
      <div className={['blog-layout', hasSidebar && 'blog-layout--with-sidebar', toc && 'blog-layout--with-toc'].filter(Boolean).join(' ')}>
        {hasSidebar && (
          <aside className="col col--3 blog-sidebar">
            <BlogSidebarContent sidebar={sidebar!} activePath={pathname} variant="desktop" />
          </aside>
        )}
        <main className="blog-main" itemScope itemType="https://schema.org/Blog">
          {children}
        </main>
        {toc && <div className="blog-toc">{toc}</div>}
      </div>
    </div>
  );
}

// Under a second name, which an override of BlogLayout (a site's swizzled one) leaves to the
// theme's: `@theme-original/BlogLayout` draws this, not the override again.
export { BlogLayout as ThemeBlogLayout };
