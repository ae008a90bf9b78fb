/**
 * Which post a part of a blog post item draws, and whether it is on that post's own page: the
 * parts (Docusaurus' `BlogPostItem/*`) take no post prop, so a site's swizzled one can stand in
 * for ours with the props Docusaurus gives it.
 */
import { useRouteState } from '../../runtime/context';
import { usePostScope } from '../../runtime/post-context';
import type { BlogPostRoute, PostSummary } from '../../runtime/types';

/** The post around the caller (a list's item, else the page's post) and the page's route when it is that post's. */
export function usePostInScope(): { post: PostSummary | null; page: BlogPostRoute | null } {
  const { route } = useRouteState();
  const scoped = usePostScope();
  const pagePost = route.kind === 'blog-post' ? (route as BlogPostRoute) : null;
  const post = scoped ?? pagePost?.post ?? null;
  const page = pagePost && post && pagePost.post.href === post.href ? pagePost : null;
  return { post, page };
}
