/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The date and reading time under a post's title, for the post in scope. Its own file so a
 * site's swizzled Docusaurus `BlogPostItem/Header/Info` (prop `className`) draws it instead.
 */
import type { ReactNode } from 'react';
import { BlogPostInfo } from './BlogPostInfo';
import { usePostInScope } from './usePostInScope';

/** Props of {@link BlogPostItemInfo}, Docusaurus' own (opdocs' line has no class of the caller's). */
export interface BlogPostItemInfoProps {
  className?: string;
}

/** See {@link BlogPostItemInfoProps}. */
export function BlogPostItemInfo(_props: BlogPostItemInfoProps): ReactNode {
  const { post } = usePostInScope();
  return post ? <BlogPostInfo post={post} /> : null;
}

export default BlogPostItemInfo;
