/** @jsxRuntime automatic @jsxImportSource react */
/**
 * A post's page when a site swizzled Docusaurus' `BlogPostPage`: the site's component, given
 * Docusaurus' props (blog-post-props.ts); it puts the post in scope itself with BlogPostProvider,
 * as Docusaurus' page does. PagesFromSwizzle.tsx draws it.
 */
import { useMemo, type ReactNode } from 'react';
import type { BlogPostRoute } from '../../../runtime/types';
// Named and relative: the site's swizzle (an override of this module) draws the page.
import { BlogPostPageSwizzle } from '../BlogPostPage';
import { blogPostPageProps } from './blog-post-props';

/** See the module comment. */
export default function BlogPostFromSwizzle({ route }: { route: BlogPostRoute }): ReactNode {
  // One body component per route: a new one each render would remount the post (and its islands).
  const props = useMemo(() => blogPostPageProps(route), [route]);
  return <BlogPostPageSwizzle {...props} />;
}
