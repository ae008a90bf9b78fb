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

/** Flattens opdocs' nested TOC (the page data carries each heading's HTML on the first load too). */
export function flatToc(toc: readonly TocItem[]): FlatTocItem[] {
  return toc.flatMap((item) => [
    { value: item.html ?? '', id: item.id, level: item.level },
    ...flatToc(item.children),
  ]);
}

/** Nests a flat list: each item goes under the nearest earlier item of a lower level. */
export function nestToc(items: readonly FlatTocItem[]): TocItem[] {
  const root: TocItem[] = [];
  const open: TocItem[] = [];
  for (const { value, id, level } of items) {
    const node: TocItem = { id, html: value, level, children: [] };
    while (open.length > 0 && open[open.length - 1].level >= level) open.pop();
    (open.length > 0 ? open[open.length - 1].children : root).push(node);
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
