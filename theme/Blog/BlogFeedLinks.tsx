/** @jsxRuntime automatic @jsxImportSource react */
import type { BlogData } from '../../runtime/types';
import { useThemeTexts } from '../texts/texts';

const FEED_NAMES = { rss: 'RSS', atom: 'Atom', json: 'JSON' } as const;

/**
 * Links to a blog's feed files. Plain anchors on purpose: feeds are files, not
 * routes, so the client router must not try to render them.
 */
export function BlogFeedLinks({ blog }: { blog: BlogData | null }) {
  const feeds = blog?.feeds ?? [];
  const { t } = useThemeTexts();
  if (feeds.length === 0) return null;
  return (
    <p className="blog-feed-links">
      <span className="blog-feed-links__label">{t('theme.blog.feeds.label', 'Subscribe:')}</span>
      {feeds.map((feed) => (
        <a key={feed.href} className="blog-feed-links__link" href={feed.href} type={FEED_MIME[feed.type]} title={feed.title}>
          {t('theme.blog.feeds.link', '{format} feed', { format: FEED_NAMES[feed.type] })}
        </a>
      ))}
    </p>
  );
}

const FEED_MIME = { rss: 'application/rss+xml', atom: 'application/atom+xml', json: 'application/feed+json' } as const;
