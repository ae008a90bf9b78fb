/**
 * A post's route as the props Docusaurus gives a site's swizzled BlogPostPage: `content`, the
 * post's body as a component carrying its `metadata`, `frontMatter`, `assets` and `toc` (and the
 * post, for BlogPostProvider), and the recent-posts `sidebar`.
 */
import { createElement, type ComponentType, type ReactNode } from 'react';
import type { BlogPostRoute, PostSummary, TocItem } from '../../../runtime/types';
import { HtmlBlock } from '../../../runtime/html-block';
import { blogPostMetadata, type BlogPostMetadata } from '../blog-client';
import { docusaurusSidebar, type DocusaurusBlogSidebar } from './blog-props';

/** The post's body, with what Docusaurus' content module carries beside it. */
export type BlogPostContent = ComponentType & {
  metadata: BlogPostMetadata;
  frontMatter: Record<string, unknown>;
  assets: { image?: string; authorsImageUrls: (string | undefined)[] };
  toc: TocItem[];
  /** opdocs' own: the post, for BlogPostProvider. */
  post: PostSummary;
};

/** What Docusaurus gives BlogPostPage. */
export interface BlogPostPageProps {
  content: BlogPostContent;
  sidebar: DocusaurusBlogSidebar;
}

/** The props of `route`'s page; the body is the one the theme's own page draws. */
export function blogPostPageProps(route: BlogPostRoute): BlogPostPageProps {
  const Body = (): ReactNode => createElement(HtmlBlock, { html: route.post.html, id: 'post' });
  const metadata = blogPostMetadata(route.post, route);
  const content = Object.assign(Body, {
    metadata, frontMatter: metadata.frontMatter, toc: route.toc, post: route.post,
    assets: { authorsImageUrls: route.post.authors.map((a) => a.imageURL) },
  });
  return { content, sidebar: docusaurusSidebar(route.sidebar) };
}
