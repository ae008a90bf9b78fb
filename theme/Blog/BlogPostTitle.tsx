/** @jsxRuntime automatic @jsxImportSource react */
/**
 * A post's title: the page's heading on the post's page, a link to it in a list. Its own file so
 * a site's swizzled Docusaurus `BlogPostItem/Header/Title` (which reads the post with
 * `useBlogPost()`, as the list provides it around each post) draws it.
 */
import type { ReactNode } from 'react';
import { Link } from '../../runtime/Link';
import { useRouteState } from '../../runtime/context';
import { usePostScope } from '../../runtime/post-context';
import type { PostSummary } from '../../runtime/types';

/** Props of {@link BlogPostTitle}: Docusaurus' `className`; the post when the caller has it at hand. */
export interface BlogPostTitleProps {
  className?: string;
  post?: PostSummary;
}

/** See {@link BlogPostTitleProps}. */
export function BlogPostTitle({ className, post }: BlogPostTitleProps): ReactNode {
  const { route } = useRouteState();
  const scoped = usePostScope();
  const shown = post ?? scoped ?? (route.kind === 'blog-post' ? route.post : null);
  if (!shown) return null;
  const onItsPage = route.kind === 'blog-post' && route.post.href === shown.href;
  const classes = className ? `blog-post-title ${className}` : 'blog-post-title';
  return onItsPage
    ? <h1 className={classes} itemProp="headline">{shown.title}</h1>
    : <h2 className={classes} itemProp="headline"><Link href={shown.href} itemProp="url">{shown.title}</Link></h2>;
}

export default BlogPostTitle;
