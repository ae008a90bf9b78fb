/** @jsxRuntime automatic @jsxImportSource react */
import type { AuthorData } from '../../runtime/types';
import { Link } from '../../runtime/Link';
import { useThemeTexts } from '../texts/texts';
import { formatPostCount } from './blog-text';

/** Props of {@link AuthorCard}. */
export interface AuthorCardProps {
  author: AuthorData;
  /** Post count, shown on the authors page. */
  count?: number;
  /** Where the name links: the author's own url (posts) or their author page (authors list). */
  linkTo?: 'url' | 'page';
  /** Heading element for the name on pages that list authors. */
  as?: 'div' | 'h2';
  size?: 'small' | 'large';
}

/** Avatar, name, title, socials and description of one author. */
export function AuthorCard({ author, count, linkTo = 'url', as: NameTag = 'div', size = 'small' }: AuthorCardProps) {
  const texts = useThemeTexts();
  const href = linkTo === 'page' ? author.page : author.url;
  const name = href ? (
    <Link href={href} className="avatar__name-link">
      {author.name}
    </Link>
  ) : (
    author.name
  );
  return (
    <div className={`avatar author-card author-card--${size}`} itemProp="author" itemScope itemType="https://schema.org/Person">
      {author.imageURL && (
        <img className="avatar__photo" src={author.imageURL} alt={author.name} width={size === 'large' ? 64 : 40} height={size === 'large' ? 64 : 40} loading="lazy" itemProp="image" />
      )}
      <div className="avatar__intro">
        <NameTag className="avatar__name" itemProp="name">
          {name}
          {count !== undefined && <span className="author-card__count"> ({formatPostCount(texts, count)})</span>}
        </NameTag>
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
                <Link href={social.href} className="author-card__social" aria-label={`${author.name} on ${social.name}`}>
                  {social.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
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
