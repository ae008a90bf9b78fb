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

/**
 * findActiveAnchorIndex for anchors measured on demand, in O(log n) measurements: headings
 * follow document order, so their tops only grow and the first one at or below the offset is
 * found by bisection. `boxAt(i)` is null for an anchor that is not laid out (inside a closed
 * `<details>`): it counts as the empty box at the viewport's top it measures as, so it is
 * never the first one below a navbar, as in the linear rule, and is skipped over in the search.
 */
export function findActiveAnchorIndexBy(count: number, measure: (index: number) => AnchorBox | null, viewport: HighlightViewport): number {
  const boxAt = (i: number) => measure(i) ?? (viewport.offset <= 0 ? NOT_LAID_OUT : null);
  let lo = 0;
  let hi = count;
  let next = -1;
  let nextBox: AnchorBox | null = null;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    let at = mid;
    let box = boxAt(at);
    while (box === null && at + 1 < hi) box = boxAt(++at);
    if (box === null) hi = mid;
    else if (box.top >= viewport.offset) {
      next = at;
      nextBox = box;
      hi = mid;
    } else lo = at + 1;
  }
  if (next === -1 || nextBox === null) return count - 1;
  const inTopHalf = nextBox.top > 0 && nextBox.bottom < viewport.viewportHeight / 2;
  return inTopHalf ? next : next - 1;
}

const NOT_LAID_OUT: AnchorBox = { top: 0, bottom: 0 };

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
