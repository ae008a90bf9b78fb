/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The place of a site's swizzled Docusaurus `Blog/Pages/BlogAuthorsPostsPage` (an author's posts),
 * and the original a wrapper of it draws: the theme's own list of the author's posts, as
 * BlogListPage.tsx is for the blog's.
 */
import type { ReactNode } from 'react';
import type { BlogListRoute } from '../../runtime/types';
import { useRouteState } from '../../runtime/context';
// The theme's page itself: theme/compat/ imports no override of it (cli/bundle/theme-overrides.ts).
import BlogListView from '../pages/BlogListPage';
import type { AuthorPostsPageProps } from './Blog/author-props';

/** See the module comment. */
export function BlogAuthorsPostsPageSwizzle(_props: Partial<AuthorPostsPageProps>): ReactNode {
  return <BlogListView route={useRouteState().route as BlogListRoute} />;
}

export default BlogAuthorsPostsPageSwizzle;
