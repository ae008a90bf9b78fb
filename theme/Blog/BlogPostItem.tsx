/** @jsxRuntime automatic @jsxImportSource react */
import type { PostSummary } from '../../runtime/types';
import { Link } from '../../runtime/Link';
import { HtmlBlock } from '../../runtime/html-block';
import { PostContext } from '../../runtime/post-context';
import { MarkdownContent } from '../Content/MarkdownContent';
import { AuthorList } from './AuthorCard';
import { TagsRow } from './TagsRow';
import { useThemeTexts } from '../texts/texts';
import { formatReadingTime } from './blog-text';
import { MDXContent } from '../Content/MDXContent';
// Named and relative: a site's swizzled BlogPostItem/Header/Title (an override of this module) draws it.
import { BlogPostTitle } from './BlogPostTitle';

/** Props of {@link BlogPostItem}. */
export interface BlogPostItemProps {
  post: PostSummary;
  /** Position on the page; makes the excerpt's HtmlBlock id unique ("post-<index>"). */
  index: number;
}

/** One post in a blog list: title, date · reading time, authors, excerpt, tags, "Read more". */
export function BlogPostItem({ post, index }: BlogPostItemProps) {
  const { t } = useThemeTexts();
  return (
    <article className="blog-post-item" itemProp="blogPost" itemScope itemType="https://schema.org/BlogPosting">
      <header>
        {/* A swizzled title finds its post with useBlogPost(), which reads this. */}
        <PostContext.Provider value={post}>
          <BlogPostTitle post={post} />
        </PostContext.Provider>
        <BlogPostInfo post={post} />
        <AuthorList authors={post.authors} />
      </header>
      <MarkdownContent className="markdown blog-post-excerpt">
        <PostContext.Provider value={post}>
          <MDXContent><HtmlBlock html={post.html} id={`post-${index}`} /></MDXContent>
        </PostContext.Provider>
      </MarkdownContent>
      {(post.tags.length > 0 || post.hasTruncateMarker) && (
        <footer className="blog-post-footer">
          <TagsRow tags={post.tags} />
          {post.hasTruncateMarker && (
            <div className="blog-post-read-more">
              {/* The title is in the link text, not only in aria-label, so the link makes sense
                  wherever its text is read on its own (search snippets, link lists, SEO audits);
                  aria-label carries the same words, as Docusaurus' link does (behaviors §11.3). */}
              <Link href={post.href} aria-label={t('theme.blog.post.readMoreLabel', 'Read more about {title}', { title: post.title })}>
                <b>{t('theme.blog.post.readMore', 'Read more')}</b>
                <span className="visually-hidden"> about {post.title}</span>
              </Link>
            </div>
          )}
        </footer>
      )}
    </article>
  );
}

/** Props of {@link BlogPostInfo}. */
export interface BlogPostInfoProps {
  post: Pick<PostSummary, 'date' | 'formattedDate' | 'readingTimeMinutes'>;
}

/** "October 22, 2025 · 2 min read" line under a post title. */
export function BlogPostInfo({ post }: BlogPostInfoProps) {
  const texts = useThemeTexts();
  const readingTime = formatReadingTime(texts, post.readingTimeMinutes);
  return (
    <div className="blog-post-info">
      <time dateTime={post.date} itemProp="datePublished">
        {post.formattedDate}
      </time>
      {readingTime && (
        <>
          {' · '}
          <span className="blog-post-reading-time">{readingTime}</span>
        </>
      )}
    </div>
  );
}
