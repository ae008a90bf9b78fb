/**
 * schema.org JSON-LD of blog pages, as Docusaurus writes it: a `BlogPosting` on each post's page
 * and a `Blog` of the page's posts on the blog's list pages. Search engines read these blocks
 * rather than the microdata, so the facts (dates, authors, image) must be in them. The build
 * writes the block into the page's head (cli/render/document.ts), as Docusaurus' Head does: no
 * code of it reaches the browser, whose first load holds every page kind.
 */
import type { AuthorData, PostSummary, RouteData, SiteData } from '../../runtime/types';
import { blogOf } from './blog-of';

/** What a post contributes; `image` and `keywords` are known on its own page only. */
export interface StructuredPost extends Pick<PostSummary, 'title' | 'href' | 'date' | 'description' | 'authors'> {
  image?: string;
  keywords?: string[];
  /** Milliseconds, when the post shows a last update. */
  lastUpdatedAt?: number;
}

/** Makes a site path absolute; full URLs pass through. */
function absolute(siteUrl: string, href: string): string {
  return href.startsWith('/') && !href.startsWith('//') ? siteUrl.replace(/\/$/, '') + href : href;
}

function person(siteUrl: string, a: AuthorData): Record<string, unknown> {
  return {
    '@type': 'Person',
    ...(a.name ? { name: a.name } : {}),
    ...(a.title ? { description: a.title } : {}),
    ...(a.url ? { url: a.url } : {}),
    ...(a.email ? { email: a.email } : {}),
    ...(a.imageURL ? { image: absolute(siteUrl, a.imageURL) } : {}),
  };
}

/** One post as a schema.org BlogPosting (without `@context`). */
export function blogPosting(siteUrl: string, post: StructuredPost): Record<string, unknown> {
  const url = absolute(siteUrl, post.href);
  const people = post.authors.map((a) => person(siteUrl, a));
  const image = post.image && absolute(siteUrl, post.image);
  return {
    '@type': 'BlogPosting',
    '@id': url, mainEntityOfPage: url, url,
    headline: post.title, name: post.title,
    ...(post.description ? { description: post.description } : {}),
    datePublished: post.date,
    ...(post.lastUpdatedAt ? { dateModified: new Date(post.lastUpdatedAt).toISOString() } : {}),
    // One author is an object, several an array, as Google's examples and Docusaurus write them.
    author: people.length === 1 ? people[0] : people,
    ...(image ? { image: { '@type': 'ImageObject', '@id': image, url: image, contentUrl: image, caption: `title image for the blog post: ${post.title}` } } : {}),
    keywords: post.keywords ?? [],
  };
}

/** A post page's data: its BlogPosting, part of the blog. */
export function blogPostPageData(siteUrl: string, post: StructuredPost, blog: { path: string; title: string }): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    ...blogPosting(siteUrl, post),
    isPartOf: { '@type': 'Blog', '@id': absolute(siteUrl, blog.path), name: blog.title },
  };
}

/** A list page's data: the Blog with the posts it shows. */
export function blogListPageData(siteUrl: string, list: { href: string; title: string; description?: string }, posts: StructuredPost[]): Record<string, unknown> {
  const url = absolute(siteUrl, list.href);
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    '@id': url, mainEntityOfPage: url,
    headline: list.title,
    ...(list.description ? { description: list.description } : {}),
    blogPost: posts.map((p) => blogPosting(siteUrl, p)),
  };
}

/** The JSON-LD of a page: a post's BlogPosting, the blog's own list pages' Blog; null for other pages (tag and author lists too, as in Docusaurus). */
export function routeStructuredData(site: Pick<SiteData, 'url' | 'blog' | 'blogInstances'>, route: RouteData): Record<string, unknown> | null {
  const blog = blogOf(site, route);
  if (!blog) return null;
  if (route.kind === 'blog-post') {
    const { post, head } = route;
    return blogPostPageData(site.url, { ...post, description: post.description ?? head.description, image: head.image, keywords: head.keywords, lastUpdatedAt: route.lastUpdate?.at }, blog);
  }
  if (route.kind === 'blog-list' && route.listType === 'all') {
    return blogListPageData(site.url, { href: route.path, title: blog.title, description: route.description ?? route.head.description }, route.posts);
  }
  return null;
}

/** A `<script type="application/ld+json">` element of `data`; `<` is escaped so no text can close the element early. */
export function jsonLdScript(data: object): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
