/** @jsxRuntime automatic @jsxImportSource react */
import type { BlogPostRoute, PageProps } from '../../runtime/types';
import { HtmlBlock } from '../../runtime/html-block';
import { BlogLayout } from '../Blog/BlogLayout';
import { BlogPostItem } from '../Blog/BlogPostItem';
import { UnlistedBanner } from '../Content/UnlistedBanner';
import { Paginator } from '../Paginator/Paginator';
import { PageTOC } from '../TOC/PageTOC';

/** Page component of route kind "blog-post": the full post with its TOC. */
export default function BlogPostPage({ route }: PageProps<BlogPostRoute>) {
  const { post } = route;
  const hasToc = route.toc.length > 0;
  return (
    <BlogLayout sidebar={route.sidebar} toc={hasToc ? <PageTOC toc={route.toc} /> : undefined}>
      {/* BlogPostRoute has no `unlisted`; the build marks exactly the unlisted posts noindex (blog-routes.ts). */}
      {route.head.noindex && <UnlistedBanner />}
      {/* The item reads the post from the route; a site's swizzled BlogPostItem draws it instead. */}
      <BlogPostItem><HtmlBlock html={post.html} id="post" /></BlogPostItem>
      <Paginator kind="blog-post" prev={route.newer} next={route.older} />
    </BlogLayout>
  );
}
