/** @jsxRuntime automatic @jsxImportSource react */
import type { BlogPostRoute, PageProps } from '../../runtime/types';
import { Link } from '../../runtime/Link';
import { HtmlBlock } from '../../runtime/html-block';
import { BlogLayout } from '../Blog/BlogLayout';
import { AuthorList } from '../Blog/AuthorCard';
import { BlogPostInfo } from '../Blog/BlogPostItem';
import { BlogPostTitle } from '../Blog/BlogPostTitle';
import { TagsRow } from '../Blog/TagsRow';
import { MarkdownContent } from '../Content/MarkdownContent';
import { UnlistedBanner } from '../Content/UnlistedBanner';
import { Paginator } from '../Paginator/Paginator';
import { PageTOC } from '../TOC/PageTOC';
import { TOCCollapsible } from '../TOC/TOCCollapsible';
import { LastUpdated, shownLastUpdate } from '../LastUpdated/LastUpdated';
import { useThemeTexts } from '../texts/texts';
import { MDXContent } from '../Content/MDXContent';

/** Page component of route kind "blog-post": the full post with its TOC. */
export default function BlogPostPage({ route }: PageProps<BlogPostRoute>) {
  const { post } = route;
  const { t } = useThemeTexts();
  const hasToc = route.toc.length > 0;
  const updated = shownLastUpdate(route.lastUpdate);
  return (
    <BlogLayout sidebar={route.sidebar} toc={hasToc ? <PageTOC toc={route.toc} /> : undefined}>
      {/* BlogPostRoute has no `unlisted`; the build marks exactly the unlisted posts noindex (blog-routes.ts). */}
      {route.head.noindex && <UnlistedBanner />}
      <article className="blog-post-page-article" itemScope itemType="https://schema.org/BlogPosting">
        <header>
          <BlogPostTitle post={post} />
          <BlogPostInfo post={post} />
          <AuthorList authors={post.authors} />
        </header>
        <TOCCollapsible toc={route.toc} />
        {/* The feed generator reads the post body from this exact id (behaviors §11.8). */}
        <MarkdownContent id="__blog-post-container" className="markdown">
          <MDXContent><HtmlBlock html={post.html} id="post" /></MDXContent>
        </MarkdownContent>
        {(post.tags.length > 0 || route.editUrl || updated) && (
          <footer className="blog-post-footer">
            <TagsRow tags={post.tags} />
            {route.editUrl && (
              <Link href={route.editUrl} className="theme-edit-this-page">
                {t('theme.common.editThisPage', 'Edit this page')}
              </Link>
            )}
            {updated && <LastUpdated at={updated.at} by={updated.by} className="blog-post-footer__updated" />}
          </footer>
        )}
      </article>
      <Paginator kind="blog-post" prev={route.newer} next={route.older} />
    </BlogLayout>
  );
}
