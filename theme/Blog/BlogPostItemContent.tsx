/** @jsxRuntime automatic @jsxImportSource react */
/**
 * A post's body: the excerpt in a list, the whole post on its page. Its own file so a site's
 * swizzled Docusaurus `BlogPostItem/Content` (props `children`, the body, and `className`) draws it.
 */
import type { ReactNode } from 'react';
import { MarkdownContent } from '../Content/MarkdownContent';
import { MDXContent } from '../Content/MDXContent';
import { cx } from '../Layout/cx';
import { usePostInScope } from './usePostInScope';

/** Props of {@link BlogPostItemContent}. */
export interface BlogPostItemContentProps {
  children?: ReactNode;
  className?: string;
}

/** See {@link BlogPostItemContentProps}. */
export function BlogPostItemContent({ children, className }: BlogPostItemContentProps): ReactNode {
  const { page } = usePostInScope();
  // The feed generator reads the post body from this exact id (behaviors §11.8).
  return (
    <MarkdownContent id={page ? '__blog-post-container' : undefined} className={cx('markdown', !page && 'blog-post-excerpt', className)}>
      <MDXContent>{children}</MDXContent>
    </MarkdownContent>
  );
}

export default BlogPostItemContent;
