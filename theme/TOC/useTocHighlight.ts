import { useEffect, useState } from 'react';
import type { TocItem } from '../../runtime/types';
import { findActiveAnchorIndex, flattenTocIds } from './toc-highlight';
import { onScrollFrames } from './scroll-frames';

/** Options of {@link useTocHighlight}. */
export interface TocHighlightOptions {
  /** True when the navbar hides on scroll: then nothing covers the top of the page. */
  navbarHidesOnScroll: boolean;
}

/**
 * Id of the heading the reader is in, recomputed on scroll and resize. Starts as null
 * (also on the server) so hydration sees the same markup.
 */
export function useTocHighlight(toc: TocItem[], { navbarHidesOnScroll }: TocHighlightOptions): string | null {
  const [activeId, setActiveId] = useState<string | null>(null);

  useEffect(() => {
    const ids = flattenTocIds(toc);
    if (ids.length === 0) return undefined;
    return onScrollFrames(() => {
      const anchors = ids
        .map((id) => document.getElementById(id))
        .filter((el): el is HTMLElement => el !== null);
      const navbar = document.querySelector<HTMLElement>('.navbar');
      const offset = navbarHidesOnScroll ? 0 : (navbar?.getBoundingClientRect().height ?? 0);
      const index = findActiveAnchorIndex(
        anchors.map((el) => el.getBoundingClientRect()),
        { offset, viewportHeight: window.innerHeight },
      );
      setActiveId(index >= 0 ? anchors[index]!.id : null);
    });
  }, [toc, navbarHidesOnScroll]);

  return activeId;
}
