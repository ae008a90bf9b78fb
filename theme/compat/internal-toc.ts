/**
 * The TOC part of `@docusaurus/theme-common/internal`, for a swizzled TOCItems that nests and
 * highlights the headings itself: the flat `{ value, id, level }` list as a tree, and the
 * highlight of the current section's link, by class, as opdocs' own TOC decides it.
 */
import { useEffect, useMemo } from 'react';
import { useSite } from '../../runtime/context';
import type { TocItem } from '../../runtime/types';
import { findActiveAnchorIndex } from '../TOC/toc-highlight';
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

/**
 * Gives the link (of class `linkClassName`) of the section the reader is in the class
 * `linkActiveClassName`, on scroll and resize; nothing without a config.
 */
export function useTOCHighlight(config: TOCHighlightConfig | undefined): void {
  const hidesOnScroll = useSite().navbar.hideOnScroll;
  const linkClassName = config?.linkClassName;
  const activeClassName = config?.linkActiveClassName;
  useEffect(() => {
    if (!linkClassName || !activeClassName) return undefined;
    return onScrollFrames(() => {
      const links = [...document.getElementsByClassName(linkClassName)].filter((el): el is HTMLAnchorElement => el instanceof HTMLAnchorElement);
      const targets = links.map((link) => ({ link, heading: targetOf(link) })).filter((t): t is { link: HTMLAnchorElement; heading: HTMLElement } => t.heading !== null);
      const navbar = document.querySelector<HTMLElement>('.navbar');
      const offset = hidesOnScroll ? 0 : (navbar?.getBoundingClientRect().height ?? 0);
      const index = findActiveAnchorIndex(targets.map((t) => t.heading.getBoundingClientRect()), { offset, viewportHeight: window.innerHeight });
      const active = index >= 0 ? targets[index].link : null;
      for (const link of links) link.classList.toggle(activeClassName, link === active);
    });
  }, [linkClassName, activeClassName, hidesOnScroll]);
}
