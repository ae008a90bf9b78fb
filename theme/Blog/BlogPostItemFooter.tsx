/** @jsxRuntime automatic @jsxImportSource react */
/**
 * Under a post: its tags, and "Read more" in a list, or the edit link and last update on its
 * page. Its own file so a site's swizzled Docusaurus `BlogPostItem/Footer` (no props; it reads
 * the post with `useBlogPost()`) draws it.
 */
import type { ReactNode } from 'react';
import { Link } from '../../runtime/Link';
import { LastUpdated, shownLastUpdate } from '../LastUpdated/LastUpdated';
import { useThemeTexts } from '../texts/texts';
// Named and relative: a site's swizzled BlogPostItem/Footer/ReadMoreLink (an override of this module) draws it.
import { BlogPostReadMore } from './BlogPostReadMore';
import { TagsRow } from './TagsRow';
import { usePostInScope } from './usePostInScope';

/** The footer of the post in scope (see usePostInScope); nothing when it would be empty. */
export function BlogPostItemFooter(): ReactNode {
  const { t } = useThemeTexts();
  const { post, page } = usePostInScope();
  if (!post) return null;
  if (!page) {
    if (post.tags.length === 0 && !post.hasTruncateMarker) return null;
    return (
      <footer className="blog-post-footer">
        <TagsRow tags={post.tags} />
        {post.hasTruncateMarker && (
          <div className="blog-post-read-more">
            <BlogPostReadMore blogPostTitle={post.title} to={post.href} />
          </div>
        )}
      </footer>
    );
  }
  const updated = shownLastUpdate(page.lastUpdate);
  if (post.tags.length === 0 && !page.editUrl && !updated) return null;
  return (
    <footer className="blog-post-footer">
      <TagsRow tags={post.tags} />
      {page.editUrl && (
        <Link href={page.editUrl} className="theme-edit-this-page">
          {t('theme.common.editThisPage', 'Edit this page')}
        </Link>
      )}
      {updated && <LastUpdated at={updated.at} by={updated.by} className="blog-post-footer__updated" />}
    </footer>
  );
}

export default BlogPostItemFooter;
