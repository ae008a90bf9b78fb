/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@theme/Blog/Components/Author` (and `@theme/BlogPostItem/Header/Author`, its older name): one
 * author drawn as the theme draws them, from Docusaurus' author (`useBlogPost().metadata.authors`),
 * for a site's own post header or author pages. `as` makes the name a heading, as on author lists.
 */
import type { ReactNode } from 'react';
import type { AuthorData } from '../../../../runtime/types';
import { AuthorCard } from '../../../Blog/AuthorCard';
import type { DocusaurusAuthor } from '../../blog-client';

/** Props of Docusaurus' Author. */
export interface AuthorProps {
  author: DocusaurusAuthor;
  className?: string;
  /** Post count, on author lists. */
  count?: number;
  /** The name a heading: `h1` on an author's own page, `h2` on the authors list. */
  as?: 'h1' | 'h2';
}

/** `author` as opdocs' data; its key is its name when it has none (an author written in front matter). */
export function ownAuthor(author: DocusaurusAuthor): AuthorData {
  return {
    key: author.key ?? author.name ?? '', name: author.name ?? '',
    ...(author.title ? { title: author.title } : {}), ...(author.url ? { url: author.url } : {}),
    ...(author.imageURL ? { imageURL: author.imageURL } : {}), ...(author.email ? { email: author.email } : {}),
    ...(author.description ? { description: author.description } : {}),
    ...(author.page?.permalink ? { page: author.page.permalink } : {}),
    ...(author.socials ? { socials: Object.entries(author.socials).map(([name, href]) => ({ name, href })) } : {}),
  };
}

/** See the module comment. */
export default function Author({ author, className, count, as }: AuthorProps): ReactNode {
  // An author's own page needs its one h1 (Docusaurus' BlogAuthorsPostsPage has no other).
  const card = <AuthorCard author={ownAuthor(author)} count={count} as={as ?? 'div'} size={as ? 'large' : 'small'} />;
  return className ? <div className={className}>{card}</div> : card;
}
