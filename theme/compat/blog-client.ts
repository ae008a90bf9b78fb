/**
 * `@docusaurus/plugin-content-blog/client`: what components inside a blog post read of it, the
 * post on screen (`useBlogPost`, for comment widgets and share buttons) and the blog's own data
 * (`useBlogMetadata`).
 */
import { createElement, type ReactNode } from 'react';
import { useRouteState, useSite } from '../../runtime/context';
import type { AuthorData, BlogPostRoute, PostSummary, TocItem } from '../../runtime/types';
import { PostContext, usePostScope } from '../../runtime/post-context';
import type { PostContent } from '../Blog/post-content';
import { blogOf } from '../Blog/blog-of';

/** An author as Docusaurus' blog gives it: its page as `{ permalink }`, its socials by platform. */
export interface DocusaurusAuthor {
  key?: string; name?: string; title?: string; url?: string; imageURL?: string; email?: string; description?: string;
  page?: { permalink: string } | null;
  socials?: Record<string, string>;
}

/** `author` in Docusaurus' shape. */
export const docusaurusAuthor = (a: AuthorData): DocusaurusAuthor => ({
  key: a.key, name: a.name || undefined, title: a.title, url: a.url, imageURL: a.imageURL, email: a.email, description: a.description,
  page: a.page ? { permalink: a.page } : null,
  ...(a.socials?.length ? { socials: Object.fromEntries(a.socials.map((x) => [x.name, x.href])) } : {}),
});

/** A post's metadata, as far as opdocs' page data has it, with Docusaurus' names. */
export interface BlogPostMetadata {
  title: string;
  /** Empty when the post has none, as in Docusaurus. */
  description: string;
  permalink: string;
  /** ISO date. */
  date: string;
  formattedDate: string;
  readingTime?: number;
  authors: DocusaurusAuthor[];
  tags: { label: string; permalink: string }[];
  editUrl?: string;
  hasTruncateMarker: boolean;
  prevItem?: { title: string; permalink: string };
  nextItem?: { title: string; permalink: string };
  /** The post's front matter, as `frontMatter` beside it: on the post's own page only (see useBlogPost). */
  frontMatter: Record<string, unknown>;
}

/** `post`'s metadata; `own`, the post's own page, adds its neighbours, edit link and front matter. */
export function blogPostMetadata(post: PostSummary, own: BlogPostRoute | null): BlogPostMetadata {
  const { newer = null, older = null, editUrl = null } = own ?? {};
  // Only the post's own page carries its front matter: in lists it would be repeated on every
  // list, tag and author page for what a post's own page widgets (comments, share links) read.
  const frontMatter = own?.frontMatter ?? {};
  return {
    // A string, empty when the post has none, as in Docusaurus.
    title: post.title, description: post.description ?? '', permalink: post.href, date: post.date, formattedDate: post.formattedDate,
    readingTime: post.readingTimeMinutes,
    authors: post.authors.map(docusaurusAuthor),
    tags: post.tags.map((t) => ({ label: t.label, permalink: t.href })),
    editUrl: editUrl ?? undefined, hasTruncateMarker: post.hasTruncateMarker,
    // Docusaurus' prev is the newer post and next the older one.
    prevItem: newer ? { title: newer.title, permalink: newer.href } : undefined,
    nextItem: older ? { title: older.title, permalink: older.href } : undefined,
    frontMatter,
  };
}

/** The blog post on screen; throws outside a post page, as Docusaurus' hook does outside its provider. */
export function useBlogPost(): {
  metadata: BlogPostMetadata;
  frontMatter: Record<string, unknown>;
  /** Docusaurus' bundled images: opdocs' URLs are final already, so these are the authors' own (and no post image). */
  assets: { image?: string; authorsImageUrls: (string | undefined)[] };
  toc: TocItem[];
  isBlogPostPage: boolean;
} {
  const { route } = useRouteState();
  const scoped = usePostScope();
  const page = route.kind === 'blog-post' ? (route as BlogPostRoute) : null;
  // In a list, the post whose excerpt holds the caller; on a post's page, that post.
  const post = scoped ?? page?.post;
  if (!post) throw new Error(`useBlogPost: ${route.path} shows no blog post here`);
  const own = page && page.post.href === post.href ? page : null;
  const metadata = blogPostMetadata(post, own);
  const frontMatter = metadata.frontMatter;
  return {
    metadata,
    frontMatter,
    assets: { authorsImageUrls: post.authors.map((a) => a.imageURL) },
    toc: own?.toc ?? [],
    isBlogPostPage: own !== null,
  };
}

/** The page's blog's base path and title, and its authors page (an ejected author page links to it). */
export function useBlogMetadata(): { blogBasePath: string; blogTitle: string; authorsListPath: string } {
  const blog = blogOf(useSite(), useRouteState().route);
  return { blogBasePath: blog?.path ?? '', blogTitle: blog?.title ?? '', authorsListPath: blog?.authorsPath ?? '' };
}

/**
 * Puts a post of a list in scope for `useBlogPost()` around `children`, as a site's swizzled
 * BlogPostItems does with each of its `items`' `content`.
 */
export function BlogPostProvider({ content, children }: { content: PostContent; isBlogPostPage?: boolean; children?: ReactNode }): ReactNode {
  return createElement(PostContext.Provider, { value: content.post }, children);
}

export { useBlogPostStructuredData, useBlogListPageStructuredData } from './blog-structured-data';
