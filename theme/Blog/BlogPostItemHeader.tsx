/** @jsxRuntime automatic @jsxImportSource react */
/**
 * A post's header: title, date and reading time, authors. Its own file so a site's swizzled
 * Docusaurus `BlogPostItem/Header` (no props; it reads the post with `useBlogPost()`) draws it.
 */
import type { ReactNode } from 'react';
// Named and relative: a site's swizzled BlogPostItem/Header/Title, /Info or /Authors (an override of its module) draws that part.
import { BlogPostItemAuthors } from './BlogPostItemAuthors';
import { BlogPostItemInfo } from './BlogPostItemInfo';
import { BlogPostTitle } from './BlogPostTitle';
import { usePostInScope } from './usePostInScope';

/** The header of the post in scope (see usePostInScope). */
export function BlogPostItemHeader(): ReactNode {
  const { post } = usePostInScope();
  if (!post) return null;
  return (
    <header>
      <BlogPostTitle post={post} />
      <BlogPostItemInfo />
      <BlogPostItemAuthors />
    </header>
  );
}

export default BlogPostItemHeader;
