import { useEffect, useState } from 'react';
import type { TocItem } from '../../runtime/types';
import { findActiveAnchorIndexBy, flattenTocIds, type AnchorBox } from './toc-highlight';
import { onScrollFrames } from './scroll-frames';

/** Options of {@link useTocHighlight}. */
export interface TocHighlightOptions {
  /** True when the navbar hides on scroll: then nothing covers the top of the page. */
  navbarHidesOnScroll: boolean;
}

/**
 * The heading elements of `ids`, looked up once and again only when one is missing or was
 * replaced (content rendered after the TOC, a page swapped in place): a page with thousands of
 * headings would otherwise search the document for each one on every scroll frame.
 */
function createAnchorList(ids: string[]) {
  let elements: HTMLElement[] = [];
  let complete = false;
  const refresh = () => {
    elements = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null);
    complete = elements.length === ids.length;
  };
  return {
    get(): HTMLElement[] {
      if (!complete) refresh();
      return elements;
    },
    /** Drops the list when a measured element has left the document. */
    check(el: HTMLElement): boolean {
      if (el.isConnected) return true;
      complete = false;
      return false;
    },
  };
}

// A heading not laid out (inside a closed <details>) has an empty box at the viewport's corner.
const laidOut = (rect: DOMRect) => rect.width !== 0 || rect.height !== 0 || rect.top !== 0 || rect.bottom !== 0;

/**
 * Id of the heading the reader is in, recomputed on scroll and resize (at most once a frame).
 * Each frame measures O(log n) headings (findActiveAnchorIndexBy), not all of them, and the
 * state changes only when the section does, so the TOC re-renders only then. Starts as null
 * (also on the server) so hydration sees the same markup.
 */
export function useTocHighlight(toc: TocItem[], { navbarHidesOnScroll }: TocHighlightOptions): string | null {
  const [activeId, setActiveId] = useState<string | null>(null);

  useEffect(() => {
    const ids = flattenTocIds(toc);
    if (ids.length === 0) return undefined;
    const list = createAnchorList(ids);
    const measure = (): string | null => {
      const anchors = list.get();
      const navbar = document.querySelector<HTMLElement>('.navbar');
      const offset = navbarHidesOnScroll ? 0 : (navbar?.getBoundingClientRect().height ?? 0);
      let stale = false;
      const boxAt = (i: number): AnchorBox | null => {
        const el = anchors[i]!;
        if (!list.check(el)) stale = true;
        const rect = el.getBoundingClientRect();
        return laidOut(rect) ? rect : null;
      };
      const index = findActiveAnchorIndexBy(anchors.length, boxAt, { offset, viewportHeight: window.innerHeight });
      // A heading was replaced under the list: measure the new ones once more.
      if (stale) return measure();
      return index >= 0 ? anchors[index]!.id : null;
    };
    return onScrollFrames(() => setActiveId(measure()));
  }, [toc, navbarHidesOnScroll]);

  return activeId;
}
