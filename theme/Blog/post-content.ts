/**
 * A blog list's posts in Docusaurus' shape: each post's body as a component carrying the post's
 * `metadata`, `frontMatter` and `assets`, as `BlogPostItems` gets them, and the post itself for
 * `BlogPostProvider`, which puts it in scope for `useBlogPost()`.
 */
import { createElement, type ComponentType, type ReactNode } from 'react';
import { HtmlBlock } from '../../runtime/html-block';
import type { PostSummary } from '../../runtime/types';

/** A post's body as a component, with what Docusaurus' content modules carry beside it. */
export type PostContent = ComponentType & {
  metadata: { permalink: string; title: string; date: string; description?: string };
  frontMatter: Record<string, unknown>;
  assets: { authorsImageUrls: (string | undefined)[] };
  /** opdocs' own: the post, for BlogPostProvider. */
  post: PostSummary;
};

/** The body component of each post of a list; `index` makes each excerpt's HtmlBlock id unique on the page. */
export function postContents(posts: PostSummary[]): { content: PostContent }[] {
  return posts.map((post, index) => {
    const Body = (): ReactNode => createElement(HtmlBlock, { html: post.html, id: `post-${index}` });
    const content = Object.assign(Body, {
      metadata: { permalink: post.href, title: post.title, date: post.date, description: post.description },
      frontMatter: {},
      assets: { authorsImageUrls: post.authors.map((a) => a.imageURL) },
      post,
    });
    return { content };
  });
}
