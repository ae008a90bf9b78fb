/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The TOC column of docs, blog posts and Markdown pages, an override point (Docusaurus' TOC).
 * It takes the TOC as Docusaurus passes it, one flat list of `{ value, id, level }`, so a site's
 * wrapper may rewrite or filter the items before handing them to the original, and nests them
 * for opdocs' TOC.
 */
import { useMemo, type ReactNode } from 'react';
import type { TocItem } from '../../runtime/types';
import { TOC } from './TOC';

/** A TOC entry in Docusaurus' shape: `value` is the heading's inline HTML. */
export interface FlatTocItem {
  value: string;
  id: string;
  level: number;
}

/** Props of {@link TOCColumn}, as Docusaurus gives its TOC. */
export interface TOCColumnProps {
  toc: readonly FlatTocItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
}

/**
 * The parent each item flatToc made had in its tree (null at the top). The build drops the
 * headings outside the page's TOC levels and lifts their children (an h4 after a dropped h2
 * stays out of the previous section's h3): nesting the flat list by level alone would hang it
 * under that h3, so nestToc follows the tree an item came from. Keyed by item, which survives
 * a filter or a wrapper that passes some items on.
 */
const treeParent = new WeakMap<FlatTocItem, FlatTocItem | null>();

/** Flattens opdocs' nested TOC (the page data carries each heading's HTML on the first load too). */
export function flatToc(toc: readonly TocItem[], parent: FlatTocItem | null = null): FlatTocItem[] {
  return toc.flatMap((item) => {
    const flat: FlatTocItem = { value: item.html ?? '', id: item.id, level: item.level };
    treeParent.set(flat, parent);
    return [flat, ...flatToc(item.children, flat)];
  });
}

/**
 * Nests a flat list. An item flatToc made goes under its nearest tree ancestor in the list
 * (at the top if none is); any other item under the nearest earlier item of a lower level.
 */
export function nestToc(items: readonly FlatTocItem[]): TocItem[] {
  const root: TocItem[] = [];
  const open: TocItem[] = [];
  const made = new Map<FlatTocItem, TocItem>();
  for (const item of items) {
    const node: TocItem = { id: item.id, html: item.value, level: item.level, children: [] };
    while (open.length > 0 && open[open.length - 1].level >= item.level) open.pop();
    let under: TocItem[] = open.length > 0 ? open[open.length - 1].children : root;
    if (treeParent.has(item)) {
      let ancestor = treeParent.get(item) ?? null;
      while (ancestor && !made.has(ancestor)) ancestor = treeParent.get(ancestor) ?? null;
      under = ancestor ? made.get(ancestor)!.children : root;
    }
    under.push(node);
    made.set(item, node);
    open.push(node);
  }
  return root;
}

/** The TOC column; `minHeadingLevel`/`maxHeadingLevel` narrow it further when given. */
export function TOCColumn({ toc, minHeadingLevel, maxHeadingLevel, className }: TOCColumnProps): ReactNode {
  const nested = useMemo(
    () => nestToc(toc.filter((item) => item.level >= (minHeadingLevel ?? 1) && item.level <= (maxHeadingLevel ?? 6))),
    [toc, minHeadingLevel, maxHeadingLevel],
  );
  if (nested.length === 0) return null;
  return className ? <div className={className}><TOC toc={nested} /></div> : <TOC toc={nested} />;
}
