/** @jsxRuntime automatic @jsxImportSource react */
import type { PageLink } from '../../runtime/types';
import { PaginatorNavLink } from './PaginatorNavLink';
import { useThemeTexts } from '../texts/texts';

/**
 * The three paginator flavours and their texts (id, English). Docs and post paginators show
 * the text as a sublabel above the page title; the blog list has no titles to show, so there
 * the text is the whole label (behaviors §9.6, §11.4, §11.5).
 */
export const PAGINATOR_TEXT = {
  docs: {
    ariaLabel: ['theme.docs.paginator.navAriaLabel', 'Docs pages'],
    prev: ['theme.docs.paginator.previous', 'Previous'],
    next: ['theme.docs.paginator.next', 'Next'],
    labelOnly: false,
  },
  'blog-post': {
    ariaLabel: ['theme.blog.post.paginator.navAriaLabel', 'Blog post page navigation'],
    prev: ['theme.blog.post.paginator.newerPost', 'Newer post'],
    next: ['theme.blog.post.paginator.olderPost', 'Older post'],
    labelOnly: false,
  },
  'blog-list': {
    ariaLabel: ['theme.blog.paginator.navAriaLabel', 'Blog list page navigation'],
    prev: ['theme.blog.paginator.newerEntries', 'Newer entries'],
    next: ['theme.blog.paginator.olderEntries', 'Older entries'],
    labelOnly: true,
  },
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
  const { t } = useThemeTexts();
  if (!prev && !next) return null;
  const text = PAGINATOR_TEXT[kind];
  const say = ([id, english]: readonly [string, string]) => t(id, english);
  // Named and relative, so a site's swizzled PaginatorNavLink draws each card.
  const link = (page: PageLink, fixed: string, side: 'prev' | 'next') =>
    text.labelOnly ? (
      <PaginatorNavLink permalink={page.href} title={fixed} isNext={side === 'next'} />
    ) : (
      <PaginatorNavLink permalink={page.href} subLabel={fixed} title={page.title} isNext={side === 'next'} />
    );
  return (
    <nav className="pagination-nav" aria-label={say(text.ariaLabel)}>
      {prev && link(prev, say(text.prev), 'prev')}
      {next && link(next, say(text.next), 'next')}
    </nav>
  );
}
