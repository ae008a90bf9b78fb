/**
 * The TOC part of `@docusaurus/theme-common/internal`, for a swizzled TOCItems that nests and
 * highlights the headings itself: the flat `{ value, id, level }` list as a tree, and the
 * highlight of the current section's link, by class, as opdocs' own TOC decides it.
 */
import { useEffect, useMemo } from 'react';
import { useSite } from '../../runtime/context';
import type { TocItem } from '../../runtime/types';
import { findActiveAnchorIndexBy, type AnchorBox } from '../TOC/toc-highlight';
import { nestToc } from '../TOC/TOCColumn';
import { onScrollFrames } from '../TOC/scroll-frames';

/** A heading of the flat TOC list. */
export interface TOCItem { value: string; id: string; level: number }
/** A heading with the ones under it. */
export interface TOCTreeNode { value: string; id: string; level: number; children: TOCTreeNode[] }

const asTreeNode = (item: TocItem): TOCTreeNode => ({ value: item.html ?? '', id: item.id, level: item.level, children: item.children.map(asTreeNode) });

/** Nests `toc` as the theme's TOC nests it (each heading under its section in the page). */
export function treeifyTOC(toc: readonly TOCItem[]): TOCTreeNode[] {
  return nestToc(toc).map(asTreeNode);
}

/** The tree of `toc`. */
export function useTreeifiedTOC(toc: readonly TOCItem[]): readonly TOCTreeNode[] {
  return useMemo(() => treeifyTOC(toc), [toc]);
}

/**
 * The tree without the nodes outside `min`..`max`; a dropped node's children take its place.
 * Nesting comes first: an h4 after a dropped h2 belongs to that h2's section, not to the h3
 * before it, so filtering the flat list first would hang it under the wrong heading.
 */
export function filterTOCTree(tree: readonly TOCTreeNode[], min: number, max: number): TOCTreeNode[] {
  return tree.flatMap((node) => {
    const children = filterTOCTree(node.children, min, max);
    return node.level >= min && node.level <= max ? [{ ...node, children }] : children;
  });
}

/** The tree of the headings of `toc` from `minHeadingLevel` to `maxHeadingLevel`. */
export function useFilteredAndTreeifiedTOC({ toc, minHeadingLevel, maxHeadingLevel }: { toc: readonly TOCItem[]; minHeadingLevel: number; maxHeadingLevel: number }): readonly TOCTreeNode[] {
  return useMemo(() => filterTOCTree(treeifyTOC(toc), minHeadingLevel, maxHeadingLevel), [toc, minHeadingLevel, maxHeadingLevel]);
}

/** Docusaurus' highlight settings: the class of the TOC's links, and the one the current section's link gets. */
export interface TOCHighlightConfig { linkClassName: string; linkActiveClassName: string; minHeadingLevel?: number; maxHeadingLevel?: number }

function targetOf(link: HTMLAnchorElement): HTMLElement | null {
  const raw = link.hash.slice(1);
  let id = raw;
  try {
    id = decodeURIComponent(raw);
  } catch {
    // A malformed escape is the id as written.
  }
  return id ? document.getElementById(id) : null;
}

/** One heading a TOC's links lead to, with those links (a desktop and a folded TOC may share a class). */
interface Target { heading: HTMLElement; links: HTMLAnchorElement[] }

/** The headings `links` lead to, once each, in document order (which bisection needs). */
function targetsOf(links: HTMLCollectionOf<Element>): Target[] {
  const byHeading = new Map<HTMLElement, HTMLAnchorElement[]>();
  for (const link of links) {
    const heading = link instanceof HTMLAnchorElement ? targetOf(link) : null;
    if (heading) byHeading.set(heading, [...(byHeading.get(heading) ?? []), link as HTMLAnchorElement]);
  }
  return [...byHeading].map(([heading, ls]) => ({ heading, links: ls }))
    .sort((a, b) => (a.heading.compareDocumentPosition(b.heading) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

// A heading not laid out (inside a closed <details>) has an empty box at the viewport's corner.
const laidOut = (r: DOMRect) => r.width !== 0 || r.height !== 0 || r.top !== 0 || r.bottom !== 0;

/**
 * Gives the links (of class `linkClassName`) of the section the reader is in the class
 * `linkActiveClassName`, on scroll and resize; nothing without a config. Each frame measures
 * O(log n) headings, found once and again only when the links change or a heading is replaced,
 * and touches the classes only when the section changes: a long page scrolls as with the theme's TOC.
 */
export function useTOCHighlight(config: TOCHighlightConfig | undefined): void {
  const hidesOnScroll = useSite().navbar.hideOnScroll;
  const linkClassName = config?.linkClassName;
  const activeClassName = config?.linkActiveClassName;
  useEffect(() => {
    if (!linkClassName || !activeClassName) return undefined;
    const links = document.getElementsByClassName(linkClassName);
    let targets: Target[] = [];
    let seenLinks = -1;
    let active: Target | null = null;
    const collect = () => {
      targets = targetsOf(links);
      seenLinks = links.length;
      for (const link of links) link.classList.remove(activeClassName);
      active = null;
    };
    const measure = (): Target | null => {
      if (links.length !== seenLinks) collect();
      const navbar = document.querySelector<HTMLElement>('.navbar');
      const offset = hidesOnScroll ? 0 : (navbar?.getBoundingClientRect().height ?? 0);
      let stale = false;
      const boxAt = (i: number): AnchorBox | null => {
        const { heading } = targets[i]!;
        if (!heading.isConnected) stale = true;
        const rect = heading.getBoundingClientRect();
        return laidOut(rect) ? rect : null;
      };
      const index = findActiveAnchorIndexBy(targets.length, boxAt, { offset, viewportHeight: window.innerHeight });
      if (!stale) return index >= 0 ? targets[index]! : null;
      collect();
      return measure();
    };
    return onScrollFrames(() => {
      const now = measure();
      if (now === active) return;
      for (const link of active?.links ?? []) link.classList.remove(activeClassName);
      for (const link of now?.links ?? []) link.classList.add(activeClassName);
      active = now;
    });
  }, [linkClassName, activeClassName, hidesOnScroll]);
}
