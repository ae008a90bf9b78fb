/** @jsxRuntime automatic @jsxImportSource react */
import type { TocItem } from '../../runtime/types';

/** Props of {@link TOCItems}. */
export interface TOCItemsProps {
  toc: TocItem[];
  className?: string;
  linkClassName?: string;
  /** Id of the highlighted heading (desktop only). */
  activeId?: string | null;
  /** Called when a link is clicked (the mobile TOC closes on it). */
  onLinkClick?: () => void;
}

/**
 * Nested list of heading links. Heading text is trusted inline HTML from route data,
 * identical on server and client, so it is set as HTML.
 */
export function TOCItems({ toc, className, linkClassName, activeId, onLinkClick }: TOCItemsProps) {
  if (toc.length === 0) return null;
  return (
    <ul className={className}>
      {toc.map((item) => {
        const active = activeId != null && item.id === activeId;
        return (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className={[linkClassName, active && 'table-of-contents__link--active'].filter(Boolean).join(' ') || undefined}
              onClick={onLinkClick}
            >
              <span dangerouslySetInnerHTML={{ __html: item.html }} />
            </a>
            <TOCItems toc={item.children} linkClassName={linkClassName} activeId={activeId} onLinkClick={onLinkClick} />
          </li>
        );
      })}
    </ul>
  );
}
