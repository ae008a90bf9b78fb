/** @jsxRuntime automatic @jsxImportSource react */
import type { AuthorData } from '../../runtime/types';
import { Link } from '../../runtime/Link';
import { useThemeTexts } from '../texts/texts';
import { formatPostCount } from './blog-text';
import { SocialIcon, socialLabel } from './SocialIcon';

/** Props of {@link AuthorCard}. */
export interface AuthorCardProps {
  author: AuthorData;
  /** Post count, shown on the authors page. */
  count?: number;
  /**
   * Where the name links. Unset: the author page when there is one, else the url, else a mail
   * link, the order Docusaurus' author component follows on posts, lists and author pages alike.
   */
  linkTo?: 'url' | 'page';
  /** Heading element for the name on pages that list authors. */
  as?: 'div' | 'h1' | 'h2';
  size?: 'small' | 'large';
}

/** Avatar, name, title, socials and description of one author. */
export function AuthorCard({ author, count, linkTo, as: NameTag = 'div', size = 'small' }: AuthorCardProps) {
  const texts = useThemeTexts();
  const href = linkTo === 'page' ? author.page : linkTo === 'url' ? author.url : authorHref(author);
  // An author known by the picture alone (authors.yml with only image_url) shows no name text, as in
  // Docusaurus; its key still names it to assistive technology, in the picture's alt and the heading.
  const label = author.name || author.key;
  const name = href && author.name ? (
    <Link href={href} className="avatar__name-link">
      {author.name}
    </Link>
  ) : (
    author.name || <span className="visually-hidden">{label}</span>
  );
  const side = size === 'large' ? 64 : 40;
  const photo = author.imageURL && (
    <img className="avatar__photo" src={author.imageURL} alt={label} width={side} height={side} loading="lazy" itemProp="image" />
  );
  const hasNameLine = Boolean(author.name) || count !== undefined || NameTag !== 'div';
  return (
    <div className={`avatar author-card author-card--${size}`} itemProp="author" itemScope itemType="https://schema.org/Person">
      {photo && href && !author.name ? (
        <Link href={href} className="avatar__photo-link">
          {photo}
        </Link>
      ) : (
        photo
      )}
      <div className="avatar__intro">
        {hasNameLine && (
          <NameTag className="avatar__name" itemProp="name">
            {name}
            {count !== undefined && <span className="author-card__count"> ({formatPostCount(texts, count)})</span>}
          </NameTag>
        )}
        {author.title && (
          <small className="avatar__subtitle" itemProp="description">
            {author.title}
          </small>
        )}
        {author.description && <p className="author-card__description">{author.description}</p>}
        {author.socials && author.socials.length > 0 && (
          <ul className="author-card__socials">
            {author.socials.map((social) => (
              <li key={social.href}>
                <Link href={social.href} className="author-card__social" title={socialLabel(social.name)} aria-label={texts.t('theme.blog.author.socialLinkLabel', '{author} on {platform}', { author: label, platform: socialLabel(social.name) })}>
                  <SocialIcon platform={social.name} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** The address an author's name leads to when the caller does not choose: page, url, then e-mail. */
export function authorHref(author: AuthorData): string | undefined {
  return author.page || author.url || (author.email ? `mailto:${author.email}` : undefined);
}

/** Props of {@link AuthorList}. */
export interface AuthorListProps {
  authors: AuthorData[];
}

/** Authors of one post, side by side on wide screens. */
export function AuthorList({ authors }: AuthorListProps) {
  if (authors.length === 0) return null;
  return (
    <div className="blog-post-authors">
      {authors.map((author) => (
        <AuthorCard key={author.key} author={author} />
      ))}
    </div>
  );
}
