/** @jsxRuntime automatic @jsxImportSource react */
import type { PostSummary } from '../../runtime/types';
import { useThemeTexts } from '../texts/texts';
import { formatReadingTime } from './blog-text';

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
