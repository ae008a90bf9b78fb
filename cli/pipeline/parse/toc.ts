/**
 * Table of contents from the headings of one page (behaviors §9.10).
 */
import type { TocItem } from '../../../runtime/types';
import type { ParsedHeading } from './markdown';

/**
 * Builds the TOC tree. Headings outside `minLevel..maxLevel` are dropped and their
 * children lifted; each kept heading hangs under the nearest previous shallower one.
 */
export function buildToc(headings: ParsedHeading[], minLevel: number, maxLevel: number): TocItem[] {
  const root: TocItem[] = [];
  const path: TocItem[] = [];
  for (const h of headings) {
    if (h.level < minLevel || h.level > maxLevel) continue;
    const item: TocItem = { id: h.id, html: h.html, level: h.level, children: [] };
    while (path.length > 0 && path[path.length - 1].level >= h.level) path.pop();
    (path.length > 0 ? path[path.length - 1].children : root).push(item);
    path.push(item);
  }
  return root;
}
