/**
 * Writes the embedded search index: a small manifest, word lists by first character,
 * postings files by word group and id segment (small neighbours packed into one file), and
 * record shards of about 16 KB. The
 * browser fetches only the files a query touches (see runtime/search/local-engine.ts).
 * Built from the per-page entries of index-entries.ts with typed arrays and files written
 * as bytes, so the whole index costs well under a second at 5,000 docs. Pure.
 */
import { contentHash } from '../../content-hash.js';
import type { IndexManifest } from '../../../runtime/search/index-format.js';
import { rankIds, wordPostings } from './index-ids.js';
import type { IndexEntry, WordDictionary } from './index-entries.js';
import { encodePostings, postingsFileBytes } from './postings-bytes.js';
import { firstChars, packInOrder } from './index-groups.js';
import { recordShards } from './record-shards.js';

export { firstChars } from './index-groups.js';

export interface IndexOptions {
  /** Site origin; record URLs under it are stored as paths. */
  siteUrl: string;
  /** Records per postings segment. Default 8,192. */
  segmentSize?: number;
  /** Target size of a record shard in characters. Default 16,000. */
  shardChars?: number;
  /** Postings per segment (characters) above which a first letter is split by its second. Default 4,000. */
  groupChars?: number;
  /**
   * Size (characters) up to which neighbouring word lists, and neighbouring postings groups,
   * share a file. Default 8,000.
   */
  packChars?: number;
}

export interface IndexFiles {
  /** File name of the manifest, relative to the index folder. */
  manifest: string;
  /** Every file (manifest included), names relative to the index folder. */
  files: { name: string; data: string | Uint8Array }[];
}

/** Builds every file of the index from page entries, in page order. */
export function assembleIndex(entries: IndexEntry[], dict: WordDictionary, opts: Omit<IndexOptions, 'siteUrl'>): IndexFiles {
  const steps = assembleIndexSteps(entries, dict, opts);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Files between two pauses of assembleIndexSteps. */
const FILES_PER_STEP = 64;

/**
 * assembleIndex in steps, pausing (yield) between its phases and every few dozen files: a
 * build runs it while render threads wait on the same thread for their next routes (at 5,000
 * docs it took half a second in one piece, and both render threads ran dry).
 */
export function* assembleIndexSteps(entries: IndexEntry[], dict: WordDictionary, opts: Omit<IndexOptions, 'siteUrl'>): Generator<void, IndexFiles> {
  const segmentSize = opts.segmentSize ?? 8192;
  const shardChars = opts.shardChars ?? 16_000;
  const groupChars = opts.groupChars ?? 4000;
  const packChars = opts.packChars ?? 8000;
  const files: IndexFiles['files'] = [];
  const add = (prefix: string, data: string | Uint8Array) => {
    const name = `${prefix}-${contentHash(data)}.json`;
    files.push({ name, data });
    return name;
  };

  // Facet combinations, one per distinct entry facets.
  const comboKeys = new Map<string, number>();
  const combos: IndexManifest['combos'] = [];
  const entryCombo = entries.map(({ facets: f }) => {
    const key = `${f.language}\0${f.docusaurus_tag}\0${f.version ?? ''}`;
    let c = comboKeys.get(key);
    if (c === undefined) {
      comboKeys.set(key, (c = combos.length));
      combos.push({ language: f.language, docusaurus_tag: f.docusaurus_tag, ...(f.version ? { version: f.version.split(',') } : {}) });
    }
    return c;
  });

  const ids = rankIds(entries);
  const { count, tiers, entryOf, localOf } = ids;
  yield;
  const wordCount = dict.words.length;
  const { starts, postings, counts, comboById } = wordPostings(entries, ids, wordCount, entryCombo);
  yield;
  const used: number[] = [];
  for (let w = 0; w < wordCount; w++) if (counts[w]) used.push(w);
  const text = dict.words;
  used.sort((a, b) => (text[a] < text[b] ? -1 : text[a] > text[b] ? 1 : 0));

  const segments = Math.max(1, Math.ceil(count / segmentSize));
  const encoded = encodePostings({ used, starts, postings, comboById, combos: combos.length, segmentSize, segments });
  yield;
  // A first letter whose postings are small stays one group: fewer, fuller files.
  const groupSize = new Map<string, number>();
  used.forEach((w, u) => {
    const first = firstChars(text[w], 1);
    groupSize.set(first, (groupSize.get(first) ?? 0) + encoded.offsets[(u + 1) * segments] - encoded.offsets[u * segments]);
  });
  const groups = new Map<string, number[]>();
  used.forEach((w, u) => {
    const first = firstChars(text[w], 1);
    const key = (groupSize.get(first) as number) > groupChars * segments ? firstChars(text[w], 2) : first;
    let list = groups.get(key);
    if (!list) groups.set(key, (list = []));
    list.push(u);
  });
  const wordLists = new Map<string, string[]>();
  for (const w of used) {
    const first = firstChars(text[w], 1);
    let list = wordLists.get(first);
    if (!list) wordLists.set(first, (list = []));
    list.push(`${JSON.stringify(text[w])}:${counts[w]}`);
  }
  const wordFiles: IndexManifest['words'] = {};
  for (const pack of packInOrder([...wordLists], ([, list]) => list.reduce((n, w) => n + w.length + 1, 0), packChars)) {
    const name = add('w', `{${pack.flatMap(([, list]) => list).join(',')}}`);
    for (const [first] of pack) wordFiles[first] = name;
  }
  yield;
  const postingFiles: IndexManifest['postings'] = {};
  for (const key of groups.keys()) postingFiles[key] = [];
  let made = 0;
  for (let seg = 0; seg < segments; seg++) {
    const sizeIn = ([, members]: [string, number[]]) => members.reduce((n, u) => n + encoded.offsets[u * segments + seg + 1] - encoded.offsets[u * segments + seg], 0);
    for (const pack of packInOrder([...groups], sizeIn, packChars)) {
      if (++made % FILES_PER_STEP === 0) yield;
      const bytes = postingsFileBytes(pack.flatMap(([, members]) => members), seg, segments, encoded, (u) => text[used[u]]);
      const name = bytes ? add('p', bytes) : '';
      for (const [key] of pack) postingFiles[key].push(name);
    }
  }

  const docs = yield* recordShards({ entries, entryOf, localOf, count, shardChars, filesPerStep: FILES_PER_STEP, add: (shard) => add('d', shard) });

  const total = files.reduce((n, f) => n + f.data.length, 0);
  const manifest: IndexManifest = { version: 3, count, tiers, combos, segmentSize, words: wordFiles, postings: postingFiles, docs, size: total };
  const name = add('index', JSON.stringify(manifest));
  return { manifest: name, files };
}
