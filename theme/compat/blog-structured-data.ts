/**
 * The schema.org JSON-LD `useBlogPostStructuredData` and `useBlogListPageStructuredData` of
 * `@docusaurus/plugin-content-blog/client` give a site's own post and list pages to write.
 */
import { useSite } from '../../runtime/context';
import { useBlogPost, type BlogPostMetadata } from './blog-client';

type Post = Pick<BlogPostMetadata, 'title' | 'description' | 'permalink' | 'date' | 'authors' | 'tags'>;

/** One post as a schema.org BlogPosting; `siteUrl` makes its links absolute. */
export function blogPostingData(post: Post, siteUrl: string): Record<string, unknown> {
  const url = siteUrl + post.permalink;
  return {
    '@type': 'BlogPosting',
    '@id': url, mainEntityOfPage: url, url,
    headline: post.title, name: post.title,
    ...(post.description ? { description: post.description } : {}),
    datePublished: post.date,
    author: post.authors.filter((a) => a.name).map((a) => ({ '@type': 'Person', name: a.name, ...(a.url ? { url: a.url } : {}), ...(a.imageURL ? { image: a.imageURL } : {}) })),
    ...(post.tags.length ? { keywords: post.tags.map((t) => t.label) } : {}),
  };
}

/** The post on screen (`useBlogPost()`) as a BlogPosting. */
export function useBlogPostStructuredData(): Record<string, unknown> {
  const { metadata } = useBlogPost();
  return { '@context': 'https://schema.org', ...blogPostingData(metadata, useSite().url) };
}

/** A list page as a schema.org Blog of its posts, from Docusaurus' list props. */
export function useBlogListPageStructuredData(props: { metadata: { permalink: string; blogTitle: string; blogDescription: string }; items: readonly { content: { metadata: Post } }[] }): Record<string, unknown> {
  const siteUrl = useSite().url;
  const { metadata, items } = props;
  return {
    '@context': 'https://schema.org', '@type': 'Blog',
    '@id': siteUrl + metadata.permalink, mainEntityOfPage: siteUrl + metadata.permalink,
    headline: metadata.blogTitle, description: metadata.blogDescription,
    blogPost: items.map(({ content }) => blogPostingData(content.metadata, siteUrl)),
  };
}
