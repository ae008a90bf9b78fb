/** @jsxRuntime automatic @jsxImportSource react */
/**
 * One post, in a blog list (its excerpt) or on its own page (the whole post), drawn from its
 * parts as Docusaurus' is: container, header, (the page's folded TOC), content, footer. The post
 * comes from the scope (see usePostInScope), so a site's swizzled Docusaurus `BlogPostItem`
 * (props `children`, the body, and `className`) draws it instead, building on `@theme/BlogPostItem/*`.
 */
import type { ReactNode } from 'react';
import { TOCCollapsible } from '../TOC/TOCCollapsible';
// Named and relative: each part may be a site's swizzled one (an override of its module).
import { BlogPostItemContainer } from './BlogPostItemContainer';
import { BlogPostItemContent } from './BlogPostItemContent';
import { BlogPostItemFooter } from './BlogPostItemFooter';
import { BlogPostItemHeader } from './BlogPostItemHeader';
import { usePostInScope } from './usePostInScope';

export { BlogPostInfo, type BlogPostInfoProps } from './BlogPostInfo';

/** Props of {@link BlogPostItem}, Docusaurus' own. */
export interface BlogPostItemProps {
  /** The post's body (an HtmlBlock of its HTML). */
  children?: ReactNode;
  className?: string;
}

/** See {@link BlogPostItemProps}. */
export function BlogPostItem({ children, className }: BlogPostItemProps): ReactNode {
  const { page } = usePostInScope();
  return (
    <BlogPostItemContainer className={className}>
      <BlogPostItemHeader />
      {page && <TOCCollapsible toc={page.toc} />}
      <BlogPostItemContent>{children}</BlogPostItemContent>
      <BlogPostItemFooter />
    </BlogPostItemContainer>
  );
}

export default BlogPostItem;
