/**
 * What one page adds to the embedded index: its records as stored in the record shards
 * (JSON, ready to join), their types, and the ids of the words in each, cut once per page.
 * A cache keeps the entries of the last build, so `serve --watch` (where an unchanged file
 * keeps its parse) and repeated builds redo only the pages that changed.
 */
import type { RouteData } from '../../../runtime/types.js';
import type { StoredRecord } from '../../../runtime/search/index-format.js';
import { forEachToken } from '../../../runtime/search/text.js';
import type { SearchBlock } from '../parse/search-blocks.js';
import { createWordDictionary, type WordDictionary } from './word-dictionary.js';
import { pageFacets, titleOf, walkPage, type PageFacets, type PageRecord } from './page-records.js';

export interface IndexEntry {
  /** Number of records. */
  count: number;
  /** RECORD_TYPES index of each record. */
  types: Uint8Array;
  /** Rank of each record among its page's equals (weight.position; default: its index). */
  positions?: Uint32Array;
  /** The records' StoredRecord JSON, UTF-8, one after the other (made once, copied into shards as bytes). */
  stored: Buffer;
  /** Where record i's JSON ends in `stored` (it starts where record i − 1's ends). */
  storedEnds: Uint32Array;
  /** Word ids of record i: words[starts[i]] … words[starts[i + 1] − 1], each once. */
  words: Uint32Array;
  starts: Uint32Array;
  facets: PageFacets;
}

export { createWordDictionary, type WordDictionary } from './word-dictionary.js';

let seen = new Uint32Array(1024);
let stamp = 0;

/** The entry of records sharing `facets`; `urlOf` gives each record's URL as stored. */
export function createIndexEntry(records: PageRecord[], facets: PageFacets, urlOf: (r: PageRecord) => string, dict: WordDictionary): IndexEntry {
  const types = new Uint8Array(records.length);
  const json: string[] = [];
  const starts = new Uint32Array(records.length + 1);
  let words = new Uint32Array(64);
  let at = 0;
  let text = '';
  const addId = (id: number) => {
    if (id >= seen.length) {
      const grown = new Uint32Array(Math.max(seen.length * 2, id + 1));
      grown.set(seen);
      seen = grown;
    }
    // A word repeated in one record is one posting.
    if (seen[id] === stamp) return;
    seen[id] = stamp;
    if (at === words.length) {
      const grown = new Uint32Array(words.length * 2);
      grown.set(words);
      words = grown;
    }
    words[at++] = id;
  };
  const add = (word: string) => addId(dict.idOf(word));
  const addSpan = (start: number, end: number, hash: number, lower: boolean) => addId(dict.idOfSpan(text, start, end, hash, lower));
  records.forEach((r, i) => {
    types[i] = r.typeIndex;
    const h = r.hierarchy.slice();
    while (h.length && h[h.length - 1] === null) h.pop();
    const record: StoredRecord = [r.typeIndex, urlOf(r), h, r.content];
    json.push(JSON.stringify(record));
    // Stamps only grow; wrapping around after 4 billion records is not a concern here.
    stamp++;
    text = (r.typeIndex === 7 ? r.content : r.hierarchy[r.typeIndex]) ?? '';
    forEachToken(text, add, addSpan);
    starts[i + 1] = at;
  });
  const storedEnds = new Uint32Array(records.length);
  const joined = json.join('');
  const stored = Buffer.from(joined);
  // All ASCII (the usual case): byte offsets are character offsets.
  const ascii = stored.length === joined.length;
  let size = 0;
  json.forEach((j, i) => (storedEnds[i] = size += ascii ? j.length : Buffer.byteLength(j)));
  return { count: records.length, types, stored, storedEnds, words: words.slice(0, at), starts, facets };
}

interface Cached {
  blocks: SearchBlock[];
  key: string;
  entry: IndexEntry;
}

export interface IndexEntryCache {
  dict: WordDictionary;
  /** The entry of a page; reused when its blocks (same parse) and everything else it shows are unchanged. */
  get(route: RouteData, blocks: SearchBlock[], lvl0: string, siteUrl: string, defaultLanguage: string): IndexEntry;
  /** Drops the entries of pages not asked for since the last call. */
  prune(): void;
}

export function createIndexEntryCache(): IndexEntryCache {
  const dict = createWordDictionary();
  let entries = new Map<string, Cached>();
  let used = new Map<string, Cached>();
  return {
    dict,
    get(route, blocks, lvl0, siteUrl, defaultLanguage) {
      const facets = pageFacets(route, defaultLanguage);
      const key = [siteUrl, lvl0, titleOf(route), facets.language, facets.docusaurus_tag, facets.version ?? ''].join('\0');
      const hit = entries.get(route.path) ?? used.get(route.path);
      if (hit && hit.blocks === blocks && hit.key === key) {
        used.set(route.path, hit);
        return hit.entry;
      }
      const path = route.path;
      const entry = createIndexEntry(walkPage(route, blocks, lvl0), facets, (r) => (r.anchor ? `${path}#${r.anchor}` : path), dict);
      used.set(path, { blocks, key, entry });
      return entry;
    },
    prune() {
      entries = used;
      used = new Map();
    },
  };
}
