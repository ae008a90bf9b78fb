/** @jsxRuntime automatic @jsxImportSource react */
import type { PageLink } from '../../runtime/types';
import { Link } from '../../runtime/Link';

/**
 * The three paginator flavours and their fixed strings. Docs and post paginators show the
 * string as a sublabel above the page title; the blog list has no titles to show, so there
 * the string is the whole label (behaviors §9.6, §11.4, §11.5).
 */
export const PAGINATOR_TEXT = {
  docs: { ariaLabel: 'Docs pages', prev: 'Previous', next: 'Next', labelOnly: false },
  'blog-post': { ariaLabel: 'Blog post page navigation', prev: 'Newer post', next: 'Older post', labelOnly: false },
  'blog-list': { ariaLabel: 'Blog list page navigation', prev: 'Newer entries', next: 'Older entries', labelOnly: true },
} as const;

/** Props of {@link Paginator}. */
export interface PaginatorProps {
  kind: keyof typeof PAGINATOR_TEXT;
  /** Left link (previous doc, newer post or newer page); `title` is unused for the blog list. */
  prev: PageLink | null;
  /** Right link (next doc, older post or older page). */
  next: PageLink | null;
}

/** Two-card previous/next navigation; renders nothing when both sides are empty. */
export function Paginator({ kind, prev, next }: PaginatorProps) {
  if (!prev && !next) return null;
  const text = PAGINATOR_TEXT[kind];
  const link = (page: PageLink, fixed: string, side: 'prev' | 'next') =>
    text.labelOnly ? (
      <PaginatorLink href={page.href} label={fixed} side={side} />
    ) : (
      <PaginatorLink href={page.href} sublabel={fixed} label={page.title} side={side} />
    );
  return (
    <nav className="pagination-nav" aria-label={text.ariaLabel}>
      {prev && link(prev, text.prev, 'prev')}
      {next && link(next, text.next, 'next')}
    </nav>
  );
}

interface PaginatorLinkProps {
  href: string;
  sublabel?: string;
  label: string;
  side: 'prev' | 'next';
}

function PaginatorLink({ href, sublabel, label, side }: PaginatorLinkProps) {
  return (
    <Link href={href} className={`pagination-nav__link pagination-nav__link--${side}`}>
      {sublabel && <div className="pagination-nav__sublabel">{sublabel}</div>}
      <div className="pagination-nav__label">{label}</div>
    </Link>
  );
}
