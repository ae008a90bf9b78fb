/**
 * Files of the embedded search index (written by cli/pipeline/search/local-index.ts, read
 * by local-engine.ts). Records get ids in ranking order (own attribute, then
 * weight.level desc, weight.position asc), so a smaller id always ranks first among
 * equal matches and the best postings of any word are its first ones.
 */

/** The manifest: small, fetched first. File names are relative to the manifest URL. */
export interface IndexManifest {
  version: 2;
  /** Number of records. */
  count: number;
  /** First record id of each attribute tier: lvl0 … lvl6, content (8 entries). */
  tiers: number[];
  /** Facet combinations; a posting carries the index of its record's one. */
  combos: { language: string; docusaurus_tag: string; version?: string[] }[];
  /** Records per segment: postings are split by id range, best-ranked ids first. */
  segmentSize: number;
  /** First character of a word → term file per segment ('' when the segment has none of its words). */
  terms: Record<string, string[]>;
  /** Record shards in id order: the first id of each and its file. */
  docs: { from: number; file: string }[];
  /** Characters in all the other files (to decide whether to keep the whole index offline). */
  size: number;
}

/**
 * Term file of one first character and one id segment. Segment 0 also lists every word
 * with its record count (the dictionary used for prefixes and typos). Postings are
 * encodeUints of `(id − previous id) × combos + combo`, the first id counted from the
 * segment start.
 */
export interface TermShard {
  words?: Record<string, number>;
  postings: Record<string, string>;
}

/** Record types in index order. */
export const RECORD_TYPES = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'] as const;

/**
 * One record in a record shard: type index, URL path with anchor, hierarchy lvl0…
 * (trailing nulls cut), content (null for headings).
 */
export type StoredRecord = [type: number, url: string, hierarchy: (string | null)[], content: string | null];

export interface RecordShard {
  records: StoredRecord[];
}
