/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@theme/Blog/Components/Author/Socials`: an author's social links (Docusaurus' `author.socials`,
 * platform → URL) as the theme's author cards draw them, a row of platform icons, each link named
 * "<author> on <platform>" for assistive technology, for a site's own author cards and pages.
 */
import type { ReactNode } from 'react';
import { Link } from '../../../../../runtime/Link';
import { useThemeTexts } from '../../../../texts/texts';
import { SocialIcon, socialLabel } from '../../../../Blog/SocialIcon';
import type { DocusaurusAuthor } from '../../../blog-client';

/** Props of Docusaurus' AuthorSocials. */
export interface AuthorSocialsProps {
  author: DocusaurusAuthor;
  className?: string;
}

/** See the module comment; nothing for an author without socials. */
export default function AuthorSocials({ author, className }: AuthorSocialsProps): ReactNode {
  const { t } = useThemeTexts();
  const socials = Object.entries(author.socials ?? {}).filter(([, href]) => typeof href === 'string' && href !== '');
  if (socials.length === 0) return null;
  const who = author.name || author.key || '';
  return (
    <ul className={['author-card__socials', 'author-socials', className].filter(Boolean).join(' ')}>
      {socials.map(([platform, href]) => (
        <li key={platform}>
          <Link href={href} className="author-card__social" title={socialLabel(platform)} aria-label={t('theme.blog.author.socialLinkLabel', '{author} on {platform}', { author: who, platform: socialLabel(platform) })}>
            <SocialIcon platform={platform} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
