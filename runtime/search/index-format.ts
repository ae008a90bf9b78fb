/**
 * Files of the embedded search index (written by cli/pipeline/search/local-index.ts, read
 * by local-engine.ts). Records get ids in ranking order (own attribute, then
 * weight.level desc, weight.position asc), so a smaller id always ranks first among
 * equal matches and the best postings of any word are its first ones.
 */

/** The manifest: small, fetched first. File names are relative to the manifest URL. */
export interface IndexManifest {
  version: 3;
  /** Number of records. */
  count: number;
  /** First record id of each attribute tier: lvl0 … lvl6, content (8 entries). */
  tiers: number[];
  /** Facet combinations; a posting carries the index of its record's one. */
  combos: { language: string; docusaurus_tag: string; version?: string[] }[];
  /** Records per segment: postings are split by id range, best-ranked ids first. */
  segmentSize: number;
  /**
   * First character of a word → its WordList file (the dictionary for prefixes and typos).
   * Neighbouring characters with few words share one file.
   */
  words: Record<string, string>;
  /**
   * Postings group → PostingsFile per segment ('' when the segment has none). A group is a
   * word's first two characters, or only its first one when all its words are rare.
   * Neighbouring groups with few postings in a segment share that segment's file.
   */
  postings: Record<string, string[]>;
  /** Record shards in id order: the first id of each and its file. */
  docs: { from: number; file: string }[];
  /** Characters in all the other files (to decide whether to keep the whole index offline). */
  size: number;
}

/** Every word starting with one character (or a few neighbouring ones), with how many records hold it. */
export type WordList = Record<string, number>;

/**
 * Postings of one group in one id segment: word → encodeUints of
 * `(id − previous id) × combos + combo`, the first id counted from the segment start.
 */
export type PostingsFile = Record<string, string>;

/** The postings group of a word: its first two characters when that group exists, else its first one. */
export function getPostingsGroup(word: string, groups: Record<string, unknown>): string {
  const chars = [...word];
  const two = chars.slice(0, 2).join('');
  return two in groups ? two : chars[0];
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
