/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@theme/BlogSidebar` and its `Desktop` and `Mobile` parts, with Docusaurus' `{ sidebar }`
 * (`{ title, items }`), for a site's own BlogLayout or blog pages: the theme's recent-posts aside
 * on wide screens and, on narrow ones, the same list in the navbar's mobile menu, as the
 * theme's BlogLayout draws them. Nothing when the sidebar has no posts to show.
 */
import { useMemo, type ReactNode } from 'react';
import { useLocation } from '../../runtime/context';
import { useSecondaryMenu } from '../Layout/secondary-menu';
import { requestCloseMobileMenu } from '../DocSidebar/DocSidebar';
import { BlogSidebarContent, visibleGroups } from '../Blog/BlogSidebar';
import { ownSidebar, type DocusaurusBlogSidebar } from './Blog/blog-props';

/** Props of Docusaurus' BlogSidebar and its parts. */
export interface BlogSidebarProps {
  sidebar?: DocusaurusBlogSidebar | null;
}

/** The recent-posts aside of wide screens. */
export function BlogSidebarDesktop({ sidebar }: BlogSidebarProps): ReactNode {
  const { pathname } = useLocation();
  const own = ownSidebar(sidebar);
  if (!own || visibleGroups(own, pathname).length === 0) return null;
  return (
    <aside className="col col--3 blog-sidebar">
      <BlogSidebarContent sidebar={own} activePath={pathname} variant="desktop" />
    </aside>
  );
}

/** The recent posts in the navbar's mobile menu; draws nothing in place. */
export function BlogSidebarMobile({ sidebar }: BlogSidebarProps): ReactNode {
  const { pathname } = useLocation();
  const own = ownSidebar(sidebar);
  const shown = !!own && visibleGroups(own, pathname).length > 0;
  const menu = useMemo(
    () => (shown ? <BlogSidebarContent sidebar={own!} activePath={pathname} variant="mobile" onItemClick={requestCloseMobileMenu} /> : null),
    // `own` is the same object while `sidebar` is (blog-props.ts).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [shown, sidebar, pathname],
  );
  useSecondaryMenu(menu, own?.title);
  return null;
}

/** Both: the aside, and the same posts in the mobile menu. */
export default function BlogSidebar(props: BlogSidebarProps): ReactNode {
  return (
    <>
      <BlogSidebarDesktop {...props} />
      <BlogSidebarMobile {...props} />
    </>
  );
}
