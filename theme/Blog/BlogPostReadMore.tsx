/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The "Read more" link under a truncated post in a list. Its own file so a site's swizzled
 * Docusaurus `BlogPostItem/Footer/ReadMoreLink` (props `blogPostTitle`, `to`) draws it.
 */
import type { ReactNode } from 'react';
import { Link } from '../../runtime/Link';
import { useThemeTexts } from '../texts/texts';

/** Props of {@link BlogPostReadMore}, with Docusaurus' names. */
export interface BlogPostReadMoreProps {
  blogPostTitle: string;
  to: string;
}

/** See {@link BlogPostReadMoreProps}. */
export function BlogPostReadMore({ blogPostTitle, to }: BlogPostReadMoreProps): ReactNode {
  const { t } = useThemeTexts();
  // The title is in the link text, not only in aria-label, so the link makes sense wherever its
  // text is read on its own (search snippets, link lists, SEO audits); aria-label carries the
  // same words, as Docusaurus' link does (behaviors §11.3).
  return (
    <Link href={to} aria-label={t('theme.blog.post.readMoreLabel', 'Read more about {title}', { title: blogPostTitle })}>
      <b>{t('theme.blog.post.readMore', 'Read more')}</b>
      <span className="visually-hidden"> about {blogPostTitle}</span>
    </Link>
  );
}

export default BlogPostReadMore;
