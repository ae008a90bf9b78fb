/**
 * Groups the modal's hits as DocSearch shows them (behaviors §12.4): by lvl0 in first-seen
 * order, then by lvl1 inside each, at most 5 per group, and marks children of a page hit.
 */
import type { SearchHit } from '../../runtime/search/client-types';
import type { ProcessedUrl } from './hit-url';
import { getMarkedPlainText } from './marked-text';

/** Hits kept per group. */
export const MAX_PER_GROUP = 5;

/** A hit as one row of the results list. */
export interface HitRow {
  hit: SearchHit;
  /** Its url after site processing (see hit-url.ts). */
  url: ProcessedUrl;
  /** Shown under a page (lvl1) hit of the same group. */
  isChild: boolean;
  /** That page hit (what selecting a content hit saves as a recent search); null when none. */
  parent: SearchHit | null;
  /** The last child of its parent (shorter tree line). */
  isLastChild: boolean;
}

/** One titled section of the results list. */
export interface HitGroup {
  title: string;
  rows: HitRow[];
}

function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key) ?? [];
    if (!groups.has(key)) groups.set(key, group);
    if (group.length < MAX_PER_GROUP) group.push(item);
  }
  return groups;
}

/** The lvl0 of a hit, highlight marks removed. */
export function getLvl0(hit: SearchHit): string {
  const highlighted = hit._highlightResult?.hierarchy?.lvl0?.value;
  return highlighted ? getMarkedPlainText(highlighted) : hit.hierarchy.lvl0 ?? '';
}

/** Groups `hits`; `urlOf` turns a hit's url into the one the row links to. */
export function groupHits(hits: SearchHit[], urlOf: (url: string) => ProcessedUrl): HitGroup[] {
  return [...groupBy(hits, getLvl0)].map(([title, lvl0Hits]) => {
    const byPage = [...groupBy(lvl0Hits, (hit) => hit.hierarchy.lvl1 ?? '').values()];
    const rows: HitRow[] = [];
    for (const pageHits of byPage) {
      // Every hit of this group shares its lvl1, so the group's first page hit is their parent.
      const page = pageHits.find((hit) => hit.type === 'lvl1') ?? null;
      pageHits.forEach((hit, index) => {
        const parent = hit.type !== 'lvl1' ? page : null;
        const next = pageHits[index + 1];
        const nextIsChild = next !== undefined && next.type !== 'lvl1' && page !== null;
        rows.push({ hit, url: urlOf(hit.url), isChild: parent !== null, parent, isLastChild: parent !== null && !nextIsChild });
      });
    }
    return { title, rows };
  });
}
