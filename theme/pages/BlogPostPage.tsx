/** @jsxRuntime automatic @jsxImportSource react */
import type { BlogPostRoute, PageLink, PageProps } from '../../runtime/types';
import { HtmlBlock } from '../../runtime/html-block';
import { BlogLayout } from '../Blog/BlogLayout';
import { BlogPostItem } from '../Blog/BlogPostItem';
import { DraftBanner, UnlistedBanner } from '../Content/UnlistedBanner';
// Named and relative: a site's swizzled BlogPostPaginator (an override of its module) draws the cards.
import { BlogPostPaginator } from '../Blog/BlogPostPaginator';
import { PageTOC } from '../TOC/PageTOC';
// Named and relative: a site's swizzled BlogPostPage/Metadata (an override of its module) sets the head.
import { BlogPostPageMetadata } from '../Blog/BlogPostPageMetadata';

const asNavLink = (page: PageLink | null) => (page ? { title: page.title, permalink: page.href } : undefined);

/** Page component of route kind "blog-post": the full post with its TOC. */
export default function BlogPostPage({ route }: PageProps<BlogPostRoute>) {
  const { post } = route;
  const hasToc = route.toc.length > 0;
  return (
    <BlogLayout sidebar={route.sidebar} toc={hasToc ? <PageTOC toc={route.toc} /> : undefined}>
      <BlogPostPageMetadata />
      {/* BlogPostRoute has no `unlisted`; the build marks exactly the unlisted posts noindex (blog-routes.ts). */}
      {route.head.noindex && <UnlistedBanner />}
      {/* Only a dev build (`serve --watch`) has draft posts. */}
      {route.frontMatter?.draft === true && <DraftBanner />}
      {/* The item reads the post from the route; a site's swizzled BlogPostItem draws it instead. */}
      <BlogPostItem><HtmlBlock html={post.html} id="post" /></BlogPostItem>
      <BlogPostPaginator prevItem={asNavLink(route.newer)} nextItem={asNavLink(route.older)} />
    </BlogLayout>
  );
}
