/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The place of a site's swizzled Docusaurus `BlogPostPage` (an override point the site's file
 * replaces), and the original a wrapper of it draws: the theme's own page of the post, whatever
 * props it is given, as they are the route's.
 */
import type { ReactNode } from 'react';
import type { BlogPostRoute } from '../../runtime/types';
import { useRouteState } from '../../runtime/context';
// The theme's page itself: theme/compat/ imports no override of it (cli/bundle/theme-overrides.ts).
import BlogPostView from '../pages/BlogPostPage';
import type { BlogPostPageProps } from './Blog/blog-post-props';

/** See the module comment. */
export function BlogPostPageSwizzle(_props: Partial<BlogPostPageProps>): ReactNode {
  return <BlogPostView route={useRouteState().route as BlogPostRoute} />;
}

export default BlogPostPageSwizzle;
