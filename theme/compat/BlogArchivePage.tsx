/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The place of a site's swizzled Docusaurus `BlogArchivePage` (an override point the site's file
 * replaces), and the original a wrapper of it draws: the theme's own archive, whatever props it
 * is given, as they are the route's.
 */
import type { ReactNode } from 'react';
import type { BlogArchiveRoute } from '../../runtime/types';
import { useRouteState } from '../../runtime/context';
// The theme's page itself: theme/compat/ imports no override of it (cli/bundle/theme-overrides.ts).
import BlogArchiveView from '../pages/BlogArchivePage';
import type { BlogArchiveProps } from './Blog/ArchiveFromSwizzle';

/** See the module comment. */
export function BlogArchivePageSwizzle(_props: Partial<BlogArchiveProps>): ReactNode {
  return <BlogArchiveView route={useRouteState().route as BlogArchiveRoute} />;
}

export default BlogArchivePageSwizzle;
