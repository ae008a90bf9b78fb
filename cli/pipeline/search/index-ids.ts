/**
 * The two counting passes of the embedded index over every record (local-index.ts): ids in
 * ranking order, and each word's postings, in typed arrays.
 */
import { RECORD_TYPES } from '../../../runtime/search/index-format.js';
import type { IndexEntry } from './index-entries.js';

export interface RankedIds {
  count: number;
  /** First id of each attribute tier (the count when a tier and all after it are empty). */
  tiers: number[];
  /** Entry and record within it of each id. */
  entryOf: Uint32Array;
  localOf: Uint32Array;
}

/** Ids in ranking order: a counting sort by (tier, position), stable in page order. */
export function rankIds(entries: IndexEntry[]): RankedIds {
  let count = 0;
  let maxPos = 0;
  for (const e of entries) {
    count += e.count;
    if (!e.positions) maxPos = Math.max(maxPos, e.count - 1);
    else for (const p of e.positions) if (p > maxPos) maxPos = p;
  }
  const width = maxPos + 1;
  const slots = new Uint32Array(8 * width + 1);
  for (const e of entries) for (let i = 0; i < e.count; i++) slots[e.types[i] * width + (e.positions ? e.positions[i] : i) + 1]++;
  for (let k = 1; k < slots.length; k++) slots[k] += slots[k - 1];
  const tiers = RECORD_TYPES.map((_, t) => slots[t * width]);
  const entryOf = new Uint32Array(count);
  const localOf = new Uint32Array(count);
  for (let ei = 0; ei < entries.length; ei++) {
    const e = entries[ei];
    for (let i = 0; i < e.count; i++) {
      const id = slots[e.types[i] * width + (e.positions ? e.positions[i] : i)]++;
      entryOf[id] = ei;
      localOf[id] = i;
    }
  }
  return { count, tiers, entryOf, localOf };
}

export interface WordPostings {
  /** Postings of word w: postings[starts[w]] … postings[starts[w + 1] − 1], ids ascending. */
  starts: Uint32Array;
  postings: Uint32Array;
  /** Postings per word. */
  counts: Uint32Array;
  /** Facet combination of each id. */
  comboById: Uint32Array;
}

/** Postings per word in id order (compressed rows over the dictionary). */
export function wordPostings(entries: IndexEntry[], ids: RankedIds, wordCount: number, entryCombo: number[]): WordPostings {
  const { count, entryOf, localOf } = ids;
  const starts = new Uint32Array(wordCount + 1);
  for (const e of entries) for (let i = 0; i < e.words.length; i++) starts[e.words[i] + 1]++;
  const counts = new Uint32Array(wordCount);
  for (let w = 0; w < wordCount; w++) {
    counts[w] = starts[w + 1];
    starts[w + 1] += starts[w];
  }
  const postings = new Uint32Array(starts[wordCount]);
  const cursor = starts.slice(0, wordCount);
  const comboById = new Uint32Array(count);
  for (let id = 0; id < count; id++) {
    const e = entries[entryOf[id]];
    const i = localOf[id];
    comboById[id] = entryCombo[entryOf[id]];
    for (let k = e.starts[i]; k < e.starts[i + 1]; k++) postings[cursor[e.words[k]]++] = id;
  }
  return { starts, postings, counts, comboById };
}
