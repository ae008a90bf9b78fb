/**
 * The schema.org JSON-LD `useBlogPostStructuredData` and `useBlogListPageStructuredData` of
 * `@docusaurus/plugin-content-blog/client` give a site's own post and list pages to write: the
 * theme's own blocks (theme/Blog/structured-data.ts), made from Docusaurus' metadata.
 */
import { useSite } from '../../runtime/context';
import { blogListPageData, blogPosting, type StructuredPost } from '../Blog/structured-data';
import { useBlogPost, type BlogPostMetadata } from './blog-client';

type Post = Pick<BlogPostMetadata, 'title' | 'description' | 'permalink' | 'date' | 'authors' | 'tags'>;

/** Docusaurus' metadata of a post as the theme's structured post; its tags are its keywords. */
function structuredPost(post: Post): StructuredPost {
  return {
    title: post.title, href: post.permalink, date: post.date,
    ...(post.description ? { description: post.description } : {}),
    authors: post.authors.map((a) => ({ key: a.key ?? '', name: a.name ?? '', title: a.title, url: a.url, imageURL: a.imageURL, email: a.email })),
    keywords: post.tags.map((t) => t.label),
  };
}

/** One post as a schema.org BlogPosting; `siteUrl` makes its links absolute. */
export function blogPostingData(post: Post, siteUrl: string): Record<string, unknown> {
  return blogPosting(siteUrl, structuredPost(post));
}

/** The post on screen (`useBlogPost()`) as a BlogPosting. */
export function useBlogPostStructuredData(): Record<string, unknown> {
  const { metadata } = useBlogPost();
  return { '@context': 'https://schema.org', ...blogPostingData(metadata, useSite().url) };
}

/** A list page as a schema.org Blog of its posts, from Docusaurus' list props. */
export function useBlogListPageStructuredData(props: { metadata: { permalink: string; blogTitle: string; blogDescription: string }; items: readonly { content: { metadata: Post } }[] }): Record<string, unknown> {
  const { metadata, items } = props;
  return blogListPageData(useSite().url, { href: metadata.permalink, title: metadata.blogTitle, description: metadata.blogDescription }, items.map(({ content }) => structuredPost(content.metadata)));
}
