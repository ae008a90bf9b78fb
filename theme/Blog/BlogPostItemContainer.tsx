/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The `<article>` around one post, in a list or on its page. Its own file so a site's swizzled
 * Docusaurus `BlogPostItem/Container` (props `children`, `className`) draws it instead.
 */
import type { ReactNode } from 'react';
import { cx } from '../Layout/cx';
import { usePostInScope } from './usePostInScope';

/** Props of {@link BlogPostItemContainer}. */
export interface BlogPostItemContainerProps {
  children?: ReactNode;
  className?: string;
}

/** See {@link BlogPostItemContainerProps}. */
export function BlogPostItemContainer({ children, className }: BlogPostItemContainerProps): ReactNode {
  const { page } = usePostInScope();
  // In a list each post is a blogPost of the blog; on its page the article is the page's subject.
  return (
    <article
      className={cx(page ? 'blog-post-page-article' : 'blog-post-item', className)}
      itemProp={page ? undefined : 'blogPost'}
      itemScope
      itemType="https://schema.org/BlogPosting"
    >
      {children}
    </article>
  );
}

export default BlogPostItemContainer;
