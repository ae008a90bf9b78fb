/** @jsxRuntime automatic @jsxImportSource react */
import type { TocItem } from '../../runtime/types';
import { HtmlBlock, type HtmlBlockProps } from '../../runtime/html-block';

// HtmlBlock's `as` type lists block elements only; a heading label must stay inline.
const INLINE = 'span' as unknown as HtmlBlockProps['as'];

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
 * Nested list of heading links. Heading text is trusted inline HTML; the build strips it
 * (html: null) from the first page's embedded data like every other html field, so it goes
 * through HtmlBlock, which reads it back from the server DOM. Ids are "toc-<heading id>":
 * the mobile TOC mounts later (lazily) and reuses what the desktop TOC rendered.
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
              <HtmlBlock as={INLINE} html={(item.html as string | null) ?? null} id={`toc-${item.id}`} />
            </a>
            <TOCItems toc={item.children} linkClassName={linkClassName} activeId={activeId} onLinkClick={onLinkClick} />
          </li>
        );
      })}
    </ul>
  );
}
