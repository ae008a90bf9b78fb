/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The place of a site's swizzled Docusaurus `Blog/Pages/BlogAuthorsListPage` (an override point
 * the site's file replaces), and the original a wrapper of it draws: the theme's own authors
 * page, whatever props it is given, as they are the route's.
 */
import type { ReactNode } from 'react';
import type { BlogAuthorsRoute } from '../../runtime/types';
import { useRouteState } from '../../runtime/context';
// The theme's page itself: theme/compat/ imports no override of it (cli/bundle/theme-overrides.ts).
import BlogAuthorsView from '../pages/BlogAuthorsPage';
import type { DocusaurusBlogSidebar } from './Blog/blog-props';
import type { DocusaurusAuthorItem } from './Blog/author-props';

/** See the module comment. */
export function BlogAuthorsListPageSwizzle(_props: { authors?: DocusaurusAuthorItem[]; sidebar?: DocusaurusBlogSidebar }): ReactNode {
  return <BlogAuthorsView route={useRouteState().route as BlogAuthorsRoute} />;
}

export default BlogAuthorsListPageSwizzle;
