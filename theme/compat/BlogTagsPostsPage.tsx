/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The place of a site's swizzled Docusaurus `BlogTagsPostsPage` (a tag's posts), and the original
 * a wrapper of it draws: the theme's own list of the tag's posts, as BlogListPage.tsx is for the blog's.
 */
import type { ReactNode } from 'react';
import type { BlogListRoute } from '../../runtime/types';
import { useRouteState } from '../../runtime/context';
// The theme's page itself: theme/compat/ imports no override of it (cli/bundle/theme-overrides.ts).
import BlogListView from '../pages/BlogListPage';
import type { BlogListPageProps } from './Blog/blog-props';

/** See the module comment. */
export function BlogTagsPostsPageSwizzle(_props: Partial<BlogListPageProps>): ReactNode {
  return <BlogListView route={useRouteState().route as BlogListRoute} />;
}

export default BlogTagsPostsPageSwizzle;
