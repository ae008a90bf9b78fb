/**
 * Table of contents from the headings of one page (behaviors §9.10).
 */
import type { TocItem } from '../../../runtime/types';
import type { ParsedHeading } from './markdown';

/**
 * Builds the TOC tree. The tree is formed from every heading of level 2 and deeper first, each
 * hanging under the nearest previous shallower one; only then are levels outside
 * `minLevel..maxLevel` dropped, their children taking their place. Filtering before nesting
 * would hang an h4 that follows a dropped h2 under an earlier h3 of another section.
 */
export function buildToc(headings: ParsedHeading[], minLevel: number, maxLevel: number): TocItem[] {
  // An unchanged file's parse is the cached one: a watch rebuild hands its page the same TOC
  // objects as last time, which route-changes.ts then compares by reference.
  let byLevels = built.get(headings);
  if (!byLevels) built.set(headings, (byLevels = new Map()));
  const key = `${minLevel}-${maxLevel}`;
  let toc = byLevels.get(key);
  if (!toc) byLevels.set(key, (toc = makeToc(headings, minLevel, maxLevel)));
  return toc;
}

const built = new WeakMap<ParsedHeading[], Map<string, TocItem[]>>();

/**
 * The TOC of a doc, post or Markdown page: none with `hide_table_of_contents`, else between its
 * front matter's `toc_min_heading_level`/`toc_max_heading_level`, or the site's levels.
 */
export function pageToc(headings: ParsedHeading[], fm: Record<string, unknown>, site: { minHeadingLevel: number; maxHeadingLevel: number }): TocItem[] {
  if (fm.hide_table_of_contents === true) return [];
  const level = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
  return buildToc(headings, level(fm.toc_min_heading_level, site.minHeadingLevel), level(fm.toc_max_heading_level, site.maxHeadingLevel));
}

function makeToc(headings: ParsedHeading[], minLevel: number, maxLevel: number): TocItem[] {
  const root: TocItem[] = [];
  const path: TocItem[] = [];
  for (const h of headings) {
    // The page title (h1) is never part of the TOC, nor a parent in it.
    if (h.level < 2) continue;
    const item: TocItem = { id: h.id, html: h.html, level: h.level, children: [] };
    while (path.length > 0 && path[path.length - 1].level >= h.level) path.pop();
    (path.length > 0 ? path[path.length - 1].children : root).push(item);
    path.push(item);
  }
  return keepLevels(root, minLevel, maxLevel);
}

/** Drops the items outside the range, putting their (kept) children in their place. */
function keepLevels(items: TocItem[], minLevel: number, maxLevel: number): TocItem[] {
  return items.flatMap((item) => {
    const children = keepLevels(item.children, minLevel, maxLevel);
    if (item.level < minLevel || item.level > maxLevel) return children;
    item.children = children;
    return [item];
  });
}
