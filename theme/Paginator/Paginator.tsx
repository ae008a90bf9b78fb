/** @jsxRuntime automatic @jsxImportSource react */
import type { PageLink } from '../../runtime/types';
import { Link } from '../../runtime/Link';

/** The three paginator flavours and their fixed strings. */
export const PAGINATOR_TEXT = {
  docs: { ariaLabel: 'Docs pages', prev: 'Previous', next: 'Next' },
  'blog-post': { ariaLabel: 'Blog post page navigation', prev: 'Newer post', next: 'Older post' },
  'blog-list': { ariaLabel: 'Blog list page navigation', prev: 'Newer entries', next: 'Older entries' },
} as const;

/** Props of {@link Paginator}. */
export interface PaginatorProps {
  kind: keyof typeof PAGINATOR_TEXT;
  /** Left link (previous doc, newer post or newer page). */
  prev: PageLink | null;
  /** Right link (next doc, older post or older page). */
  next: PageLink | null;
}

/** Two-card previous/next navigation; renders nothing when both sides are empty. */
export function Paginator({ kind, prev, next }: PaginatorProps) {
  if (!prev && !next) return null;
  const text = PAGINATOR_TEXT[kind];
  return (
    <nav className="pagination-nav" aria-label={text.ariaLabel}>
      {prev && <PaginatorLink link={prev} sublabel={text.prev} side="prev" />}
      {next && <PaginatorLink link={next} sublabel={text.next} side="next" />}
    </nav>
  );
}

function PaginatorLink({ link, sublabel, side }: { link: PageLink; sublabel: string; side: 'prev' | 'next' }) {
  return (
    <Link href={link.href} className={`pagination-nav__link pagination-nav__link--${side}`}>
      <div className="pagination-nav__sublabel">{sublabel}</div>
      <div className="pagination-nav__label">{link.title}</div>
    </Link>
  );
}
