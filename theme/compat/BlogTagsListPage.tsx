/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The place of a site's swizzled Docusaurus `BlogTagsListPage` (an override point the site's file
 * replaces), and the original a wrapper of it draws: the theme's own tags page, whatever props it
 * is given, as they are the route's.
 */
import type { ReactNode } from 'react';
import type { BlogTagsRoute } from '../../runtime/types';
import { useRouteState } from '../../runtime/context';
// The theme's page itself: theme/compat/ imports no override of it (cli/bundle/theme-overrides.ts).
import BlogTagsView from '../pages/BlogTagsPage';
import type { DocusaurusBlogSidebar } from './Blog/blog-props';
import type { DocusaurusTag } from './TagsListByLetter';

/** See the module comment. */
export function BlogTagsListPageSwizzle(_props: { tags?: DocusaurusTag[]; sidebar?: DocusaurusBlogSidebar }): ReactNode {
  return <BlogTagsView route={useRouteState().route as BlogTagsRoute} />;
}

export default BlogTagsListPageSwizzle;
