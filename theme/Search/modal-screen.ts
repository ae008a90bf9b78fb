/**
 * What the modal lists for its current answer: the start screen's recent and favorite
 * searches, or the hits grouped into sections. Every row gets its DocSearch element id and
 * its position among all rows (arrow keys walk that order).
 */
import type { SearchHit, SearchResponse } from '../../runtime/search/client-types';
import { groupHits } from './group-hits';
import type { ProcessedUrl } from './hit-url';
import type { ModalItem } from './HitRow';
import type { ModalSection } from './ResultsScreen';
import type { StoredHit } from './stored-searches';

/** The rows of one modal screen. */
export type ModalScreen =
  | { kind: 'start'; recent: ModalItem[]; favorite: ModalItem[]; items: ModalItem[] }
  | { kind: 'results'; sections: ModalSection[]; items: ModalItem[] };

type Row = { hit: SearchHit | StoredHit; href: ProcessedUrl; isChild?: boolean; isLastChild?: boolean; parent?: SearchHit | null };

function toItems(sourceId: string, start: number, rows: Row[]): ModalItem[] {
  return rows.map((row, i) => ({
    id: `docsearch-${sourceId}-item-${start + i}`, index: start + i, hit: row.hit, href: row.href,
    isChild: row.isChild ?? false, isLastChild: row.isLastChild ?? false, parent: row.parent ?? null,
  }));
}

/** The start screen when `response` is null (empty query), else the results screen. */
export function getModalScreen(opts: {
  response: SearchResponse | null;
  stored: { recent: StoredHit[]; favorite: StoredHit[] };
  urlOf: (url: string) => ProcessedUrl;
  /** Where a stored search leads (processStoredUrl); default: urlOf. */
  storedUrlOf?: (url: string) => ProcessedUrl;
}): ModalScreen {
  const { response, stored, urlOf } = opts;
  if (!response) {
    const storedUrlOf = opts.storedUrlOf ?? urlOf;
    const recent = toItems('recentSearches', 0, stored.recent.map((hit) => ({ hit, href: storedUrlOf(hit.url) })));
    const favorite = toItems('favoriteSearches', recent.length, stored.favorite.map((hit) => ({ hit, href: storedUrlOf(hit.url) })));
    return { kind: 'start', recent, favorite, items: [...recent, ...favorite] };
  }
  let start = 0;
  const sections = groupHits(response.hits, urlOf).map((group, i) => {
    const items = toItems(`hits${i}`, start, group.rows.map((row) => ({ ...row, href: row.url })));
    start += items.length;
    return { sourceId: `hits${i}`, title: group.title, items };
  });
  return { kind: 'results', sections, items: sections.flatMap((section) => section.items) };
}
