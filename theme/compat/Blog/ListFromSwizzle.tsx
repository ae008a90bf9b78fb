/** @jsxRuntime automatic @jsxImportSource react */
/**
 * A blog list route's page when a site swizzled Docusaurus' `BlogListPage` or `BlogTagsPostsPage`:
 * the site's component for the blog's pages or a tag's, given Docusaurus' props (blog-props.ts);
 * an author's posts stay the theme's (Docusaurus draws those with another page). PagesFromSwizzle.tsx draws it.
 */
import { useMemo, type ReactNode } from 'react';
import type { BlogListRoute } from '../../../runtime/types';
import { useSite } from '../../../runtime/context';
// The theme's page itself: theme/compat/ imports no override of it (cli/bundle/theme-overrides.ts).
import BlogListView from '../../pages/BlogListPage';
// Named and relative: the site's swizzles (overrides of these modules) draw the pages.
import { BlogListPageSwizzle } from '../BlogListPage';
import { BlogTagsPostsPageSwizzle } from '../BlogTagsPostsPage';
import { blogListPageProps } from './blog-props';

/** See the module comment. */
export default function BlogListFromSwizzle({ route }: { route: BlogListRoute }): ReactNode {
  const blog = useSite().blog;
  // Made once per route: new `items` each render would remount every post's body.
  const props = useMemo(() => blogListPageProps(route, blog), [route, blog]);
  if (route.listType === 'author') return <BlogListView route={route} />;
  const Page = route.listType === 'tag' ? BlogTagsPostsPageSwizzle : BlogListPageSwizzle;
  return <Page {...props} />;
}
