/** @jsxRuntime automatic @jsxImportSource react */
/**
 * A blog list route's page when a site swizzled Docusaurus' `BlogListPage`, `BlogTagsPostsPage` or
 * `Blog/Pages/BlogAuthorsPostsPage`: the site's component for the blog's pages, a tag's or an
 * author's, given Docusaurus' props (blog-props.ts, author-props.ts); a kind the site left alone
 * is the theme's own (its place's original).
 */
import { useMemo, type ReactNode } from 'react';
import type { BlogListRoute } from '../../../runtime/types';
import { useSite } from '../../../runtime/context';
// The theme's page itself: theme/compat/ imports no override of it (cli/bundle/theme-overrides.ts).
import BlogListView from '../../pages/BlogListPage';
import { blogOf } from '../../Blog/blog-of';
// Named and relative: the site's swizzles (overrides of these modules) draw the pages.
import { BlogListPageSwizzle } from '../BlogListPage';
import { BlogTagsPostsPageSwizzle } from '../BlogTagsPostsPage';
import { BlogAuthorsPostsPageSwizzle } from '../BlogAuthorsPostsPage';
import { blogListPageProps } from './blog-props';
import { authorPostsPageProps } from './author-props';

/** See the module comment. */
export default function BlogListFromSwizzle({ route }: { route: BlogListRoute }): ReactNode {
  const blog = blogOf(useSite(), route);
  // Made once per route: new `items` each render would remount every post's body.
  const props = useMemo(() => (route.listType === 'author' ? null : blogListPageProps(route, blog)), [route, blog]);
  const authorProps = useMemo(() => (route.listType === 'author' && route.author ? authorPostsPageProps(route, blog) : null), [route, blog]);
  if (authorProps) return <BlogAuthorsPostsPageSwizzle {...authorProps} />;
  if (!props) return <BlogListView route={route} />;
  const Page = route.listType === 'tag' ? BlogTagsPostsPageSwizzle : BlogListPageSwizzle;
  return <Page {...props} />;
}
