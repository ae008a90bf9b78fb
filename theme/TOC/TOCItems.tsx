/** @jsxRuntime automatic @jsxImportSource react */
import { memo } from 'react';
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

// Each item's own ids, itself and its descendants, made once per TOC tree.
const subtreeIds = new WeakMap<TocItem, Set<string>>();
function idsUnder(item: TocItem): Set<string> {
  let ids = subtreeIds.get(item);
  if (!ids) {
    ids = new Set([item.id]);
    for (const child of item.children) for (const id of idsUnder(child)) ids.add(id);
    subtreeIds.set(item, ids);
  }
  return ids;
}

interface ItemProps { item: TocItem; linkClassName?: string; activeId: string | null; onLinkClick?: () => void }

/**
 * One heading link and its sub-list. An item is handed the active id only when that id is in
 * its own subtree (else null), so when the highlight moves, memo skips every item but those on
 * the path to the old and to the new heading: a page with thousands of headings re-renders a few.
 */
const TOCItem = memo(function TOCItem({ item, linkClassName, activeId, onLinkClick }: ItemProps) {
  const active = activeId !== null && item.id === activeId;
  return (
    <li>
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
});

/**
 * Nested list of heading links. Heading text is trusted inline HTML; the build strips it
 * (html: null) from the first page's embedded data like every other html field, so it goes
 * through HtmlBlock, which reads it back from the server DOM. Ids are "toc-<heading id>":
 * the mobile TOC mounts later (lazily) and reuses what the desktop TOC rendered.
 */
export function TOCItems({ toc, className, linkClassName, activeId, onLinkClick }: TOCItemsProps) {
  if (toc.length === 0) return null;
  const current = activeId ?? null;
  return (
    <ul className={className}>
      {toc.map((item) => (
        <TOCItem key={item.id} item={item} linkClassName={linkClassName} onLinkClick={onLinkClick}
          activeId={current !== null && idsUnder(item).has(current) ? current : null} />
      ))}
    </ul>
  );
}
