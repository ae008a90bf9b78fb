/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The newer and older posts under a post (Docusaurus' BlogPostPaginator). An override point in a
 * file of its own, so that a site's swizzle (a wrapper adding comments under the cards, or one
 * drawing them its own way) takes its place on every post's page.
 */
import type { ReactNode } from 'react';
import type { PageLink } from '../../runtime/types';
import { Paginator } from '../Paginator/Paginator';

type NavLink = { title: string; permalink: string };

/** Docusaurus' props: `prevItem`, the newer post, on the left, and `nextItem`, the older one. */
export interface BlogPostPaginatorProps {
  prevItem?: NavLink;
  nextItem?: NavLink;
}

const asPageLink = (item?: NavLink): PageLink | null => (item ? { title: item.title, href: item.permalink } : null);

/** See the module comment. */
export function BlogPostPaginator({ prevItem, nextItem }: BlogPostPaginatorProps): ReactNode {
  return <Paginator kind="blog-post" prev={asPageLink(prevItem)} next={asPageLink(nextItem)} />;
}

export default BlogPostPaginator;
