/**
 * Pure part of the TOC scroll highlight (behaviors §9.10): given where the heading
 * anchors sit in the viewport, which one is "current".
 */
import type { TocItem } from '../../runtime/types';

/** Viewport box of one heading anchor. */
export interface AnchorBox {
  top: number;
  bottom: number;
}

/** Viewport facts the rule needs. */
export interface HighlightViewport {
  /** Pixels hidden under the fixed navbar (0 when the navbar hides on scroll). */
  offset: number;
  viewportHeight: number;
}

/**
 * Index of the active anchor, or -1 for none. The first anchor at or below the offset
 * wins when it sits in the top half of the viewport; otherwise the one before it does
 * (the reader is still inside that section). With every anchor scrolled past, the last
 * one is active.
 */
export function findActiveAnchorIndex(anchors: AnchorBox[], viewport: HighlightViewport): number {
  const next = anchors.findIndex((box) => box.top >= viewport.offset);
  if (next === -1) return anchors.length - 1;
  const box = anchors[next]!;
  const inTopHalf = box.top > 0 && box.bottom < viewport.viewportHeight / 2;
  return inTopHalf ? next : next - 1;
}

/** Heading ids of a TOC tree in document order. */
export function flattenTocIds(toc: TocItem[]): string[] {
  const ids: string[] = [];
  const visit = (items: TocItem[]) => {
    for (const item of items) {
      ids.push(item.id);
      visit(item.children);
    }
  };
  visit(toc);
  return ids;
}
