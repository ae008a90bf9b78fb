/** @jsxRuntime automatic @jsxImportSource react */
/**
 * One card of a paginator (docs, a post's newer/older, the blog list's pages), in Docusaurus'
 * props. Its own file so a site's swizzled `PaginatorNavLink` draws every card instead.
 */
import type { ReactNode } from 'react';
import { Link } from '../../runtime/Link';
import { hasBidiControl } from '../../runtime/bidi-controls';

/** Props of {@link PaginatorNavLink}: Docusaurus' own. */
export interface PaginatorNavLinkProps {
  /** The page, its baseUrl in front. */
  permalink: string;
  title: ReactNode;
  /** The side's text over the title ("Previous"); none on the blog list, whose title is that text. */
  subLabel?: ReactNode;
  /** The card on the right (next doc, older post or page). */
  isNext?: boolean;
}

/** See {@link PaginatorNavLinkProps}. */
export function PaginatorNavLink({ permalink, title, subLabel, isNext }: PaginatorNavLinkProps): ReactNode {
  return (
    <Link href={permalink} className={`pagination-nav__link pagination-nav__link--${isNext ? 'next' : 'prev'}`}>
      {subLabel && <div className="pagination-nav__sublabel">{subLabel}</div>}
      {/* The arrows are drawn inside the label's box, so a title holding a bidi override gets its
          own isolate: the override cannot carry an arrow to the other side or reverse it. */}
      <div className="pagination-nav__label">{typeof title === 'string' && hasBidiControl(title) ? <bdi>{title}</bdi> : title}</div>
    </Link>
  );
}

export default PaginatorNavLink;
