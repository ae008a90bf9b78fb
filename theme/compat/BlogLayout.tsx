/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@theme/BlogLayout` with Docusaurus' props (`sidebar` as `{ title, items }`, `toc`, `children`):
 * the theme's blog frame, for a site's own blog pages, and the original a site's swizzled
 * BlogLayout wraps (the BlogLayoutSwizzle override point). The title and description Docusaurus
 * hands on to its Layout are the route's head already.
 */
import type { ReactNode } from 'react';
// The theme's frame under its second name: BlogLayout itself is the site's swizzle when it has one.
import { ThemeBlogLayout } from '../Blog/BlogLayout';
import { ownSidebar, type DocusaurusBlogSidebar } from './Blog/blog-props';

/** Docusaurus' BlogLayout props. */
export interface BlogLayoutSwizzleProps {
  sidebar?: DocusaurusBlogSidebar | null;
  toc?: ReactNode;
  children?: ReactNode;
  title?: string;
  description?: string;
}

/** See the module comment. */
export function BlogLayoutSwizzle({ sidebar, toc, children }: BlogLayoutSwizzleProps): ReactNode {
  return <ThemeBlogLayout sidebar={ownSidebar(sidebar)} toc={toc}>{children}</ThemeBlogLayout>;
}

export default BlogLayoutSwizzle;
