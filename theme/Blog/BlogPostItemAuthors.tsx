/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The authors of the post in scope. Its own file so a site's swizzled Docusaurus
 * `BlogPostItem/Header/Authors` (prop `className`; it reads them with `useBlogPost()`) draws them.
 */
import type { ReactNode } from 'react';
import { AuthorList } from './AuthorCard';
import { usePostInScope } from './usePostInScope';

/** Props of {@link BlogPostItemAuthors}, Docusaurus' own (opdocs' list has no class of the caller's). */
export interface BlogPostItemAuthorsProps {
  className?: string;
}

/** See {@link BlogPostItemAuthorsProps}. */
export function BlogPostItemAuthors(_props: BlogPostItemAuthorsProps): ReactNode {
  const { post } = usePostInScope();
  return post ? <AuthorList authors={post.authors} /> : null;
}

export default BlogPostItemAuthors;
