/**
 * Files of the embedded search index (written by cli/pipeline/search/local-index.ts, read
 * by local-engine.ts). Records get ids in ranking order (own attribute, then
 * weight.level desc, weight.position asc), so a smaller id always ranks first among
 * equal matches and the best postings of any word are its first ones.
 */

/** The manifest: small, fetched first. File names are relative to the manifest URL. */
export interface IndexManifest {
  version: 1;
  /** Number of records. */
  count: number;
  /** First record id of each attribute tier: lvl0 … lvl6, content (8 entries). */
  tiers: number[];
  /** Facet combinations; a posting carries the index of its record's one. */
  combos: { language: string; docusaurus_tag: string; version?: string[] }[];
  /** First character of a word → its term shard file. */
  terms: Record<string, string>;
  /** Record shards in id order: the first id of each and its file. */
  docs: { from: number; file: string }[];
}

/**
 * A term shard: every word starting with one character. Per word: how many records hold
 * it, its best postings (encodeUints of `delta id × combos + combo`), and the file of the
 * remaining postings when there are more than fit in the head.
 */
export interface TermShard {
  [word: string]: [count: number, head: string, rest?: string];
}

/** The rest of one word's postings, same encoding, continuing the head's deltas. */
export interface RestFile {
  postings: string;
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
