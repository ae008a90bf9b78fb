/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The place of a site's swizzled Docusaurus `BlogListPage` (an override point the site's file
 * replaces), and the original a wrapper of it draws: the theme's own list, whatever props it is
 * given, as they are the route's. `@theme/BlogListPage` in a site's code is this too.
 */
import type { ReactNode } from 'react';
import type { BlogListRoute } from '../../runtime/types';
import { useRouteState } from '../../runtime/context';
// The theme's page itself: theme/compat/ imports no override of it (cli/bundle/theme-overrides.ts).
import BlogListView from '../pages/BlogListPage';
import type { BlogListPageProps } from './Blog/blog-props';

/** See the module comment. */
export function BlogListPageSwizzle(_props: Partial<BlogListPageProps>): ReactNode {
  return <BlogListView route={useRouteState().route as BlogListRoute} />;
}

export default BlogListPageSwizzle;
