/**
 * A blog post page's head metadata as a component (Docusaurus' BlogPostPage/Metadata): opdocs
 * writes the post's title, description, keywords, image and article tags into the page's head
 * from its route already, so the theme's draws nothing. It is a place for a site's swizzle,
 * which sets them (or more) with `<PageMetadata>` or `<Head>` from `useBlogPost()`.
 */
import type { ReactNode } from 'react';

/** Nothing: see the module's comment. */
export function BlogPostPageMetadata(): ReactNode {
  return null;
}

export default BlogPostPageMetadata;
