/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The theme's BlogLayout when a site swizzled Docusaurus' `BlogLayout`: the site's component,
 * given the recent-posts sidebar in Docusaurus' shape, on every blog page the theme draws.
 * Only such a site's code carries this (cli/bundle/blog-swizzle-places.ts, BLOGLAYOUT_FROM_SWIZZLE).
 */
import type { ReactNode } from 'react';
import type { BlogLayoutProps } from '../../Blog/BlogLayout';
// Named and relative: the site's swizzled BlogLayout (an override of this module) draws the frame.
import { BlogLayoutSwizzle } from '../BlogLayout';
import { docusaurusSidebar } from './blog-props';

/** See the module comment; the theme's own BlogLayout props. */
export default function BlogLayoutFromSwizzle({ sidebar, toc, children }: BlogLayoutProps): ReactNode {
  return <BlogLayoutSwizzle sidebar={docusaurusSidebar(sidebar)} toc={toc}>{children}</BlogLayoutSwizzle>;
}
