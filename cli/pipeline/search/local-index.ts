/**
 * Writes the embedded search index from DocSearch records: a small manifest, a word list
 * per first character, postings files per word group and id segment, and record shards of
 * about 16 KB. The browser fetches only the shards a query
 * touches (see runtime/search/local-engine.ts). Pure: returns file contents.
 */
import { createHash } from 'node:crypto';
import type { SearchRecord } from '../../../runtime/types.js';
import { encodeUints, tokenize } from '../../../runtime/search/text.js';
import { RECORD_TYPES, type IndexManifest, type PostingsFile, type RecordShard, type StoredRecord, type WordList } from '../../../runtime/search/index-format.js';

export interface IndexOptions {
  /** Site origin; record URLs under it are stored as paths. */
  siteUrl: string;
  /** Records per postings segment. Default 8,192. */
  segmentSize?: number;
  /** Target size of a record shard in characters. Default 16,000. */
  shardChars?: number;
  /** Postings per segment (characters) above which a first letter is split by its second. Default 4,000. */
  groupChars?: number;
}

export interface IndexFiles {
  /** File name of the manifest, relative to the index folder. */
  manifest: string;
  /** Every file (manifest included), names relative to the index folder. */
  files: { name: string; data: string }[];
}

const firstChars = (word: string, n: number) => [...word].slice(0, n).join('');
const hash = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 10);

/** Record ids in ranking order: own attribute tier, then pageRank desc, position asc. */
function sortForRanking(records: SearchRecord[]): SearchRecord[] {
  const tiers = records.map((r) => RECORD_TYPES.indexOf(r.type));
  const order = records.map((_, i) => i);
  order.sort((a, b) => tiers[a] - tiers[b] || records[b].weight.pageRank - records[a].weight.pageRank || records[a].weight.position - records[b].weight.position || a - b);
  return order.map((i) => records[i]);
}

/** Builds every file of the index. */
export function buildLocalIndex(input: SearchRecord[], opts: IndexOptions): IndexFiles {
  const segmentSize = opts.segmentSize ?? 8192;
  const shardChars = opts.shardChars ?? 16_000;
  const groupChars = opts.groupChars ?? 4000;
  const records = sortForRanking(input);
  const files: IndexFiles['files'] = [];
  const add = (prefix: string, data: string) => {
    const name = `${prefix}-${hash(data)}.json`;
    files.push({ name, data });
    return name;
  };

  const comboKeys = new Map<string, number>();
  const combos: IndexManifest['combos'] = [];
  const comboOf = records.map((r) => {
    const combo = { language: r.language, docusaurus_tag: r.docusaurus_tag, ...(r.version ? { version: r.version } : {}) };
    const key = `${r.language}\0${r.docusaurus_tag}\0${r.version?.join(',') ?? ''}`;
    if (!comboKeys.has(key)) {
      comboKeys.set(key, combos.length);
      combos.push(combo);
    }
    return comboKeys.get(key) as number;
  });

  const postings = new Map<string, number[]>();
  records.forEach((r, id) => {
    const text = r.type === 'content' ? r.content : r.hierarchy[r.type];
    for (const word of new Set(tokenize(text ?? ''))) {
      let list = postings.get(word);
      if (!list) postings.set(word, (list = []));
      list.push(id);
    }
  });

  const segments = Math.max(1, Math.ceil(records.length / segmentSize));
  // Postings per word and segment, then grouped into files by the words' first characters.
  const words: Record<string, WordList> = {};
  const encoded = new Map<string, string[]>();
  for (const word of [...postings.keys()].sort()) {
    const ids = postings.get(word) as number[];
    (words[firstChars(word, 1)] ??= {})[word] = ids.length;
    const perSegment: string[] = [];
    let at = 0;
    for (let seg = 0; seg < segments; seg++) {
      const end = (seg + 1) * segmentSize;
      const values: number[] = [];
      let prev = seg * segmentSize;
      for (; at < ids.length && ids[at] < end; at++) {
        values.push((ids[at] - prev) * combos.length + comboOf[ids[at]]);
        prev = ids[at];
      }
      perSegment.push(encodeUints(values));
    }
    encoded.set(word, perSegment);
  }
  const groupSize = new Map<string, number>();
  for (const [word, segs] of encoded) groupSize.set(firstChars(word, 1), (groupSize.get(firstChars(word, 1)) ?? 0) + segs.reduce((n, x) => n + x.length, 0));
  // A first letter whose postings are small stays one group: fewer, fuller files.
  const groupOf = (word: string) => ((groupSize.get(firstChars(word, 1)) as number) > groupChars * segments ? firstChars(word, 2) : firstChars(word, 1));
  const groups = new Map<string, PostingsFile[]>();
  for (const [word, segs] of encoded) {
    const key = groupOf(word);
    let files = groups.get(key);
    if (!files) groups.set(key, (files = Array.from({ length: segments }, () => ({}))));
    segs.forEach((value, seg) => {
      if (value) files[seg][word] = value;
    });
  }
  const wordFiles: IndexManifest['words'] = {};
  for (const [first, list] of Object.entries(words)) wordFiles[first] = add('w', JSON.stringify(list));
  const postingFiles: IndexManifest['postings'] = {};
  for (const [key, files] of groups) postingFiles[key] = files.map((f) => (Object.keys(f).length ? add('p', JSON.stringify(f)) : ''));

  const docs: IndexManifest['docs'] = [];
  let batch: StoredRecord[] = [];
  let batchFrom = 0;
  let size = 0;
  const flush = () => {
    if (!batch.length) return;
    const shard: RecordShard = { records: batch };
    docs.push({ from: batchFrom, file: add('d', JSON.stringify(shard)) });
    batch = [];
    size = 0;
  };
  records.forEach((r, id) => {
    if (!batch.length) batchFrom = id;
    const h = [r.hierarchy.lvl0, r.hierarchy.lvl1, r.hierarchy.lvl2, r.hierarchy.lvl3, r.hierarchy.lvl4, r.hierarchy.lvl5, r.hierarchy.lvl6];
    while (h.length && h[h.length - 1] === null) h.pop();
    const url = r.url.startsWith(opts.siteUrl + '/') ? r.url.slice(opts.siteUrl.length) : r.url;
    const stored: StoredRecord = [RECORD_TYPES.indexOf(r.type), url, h, r.content];
    batch.push(stored);
    size += url.length + (r.content?.length ?? 0) + h.reduce((n, x) => n + (x?.length ?? 4) + 3, 0) + 12;
    if (size >= shardChars) flush();
  });
  flush();

  const tiers = RECORD_TYPES.map((t) => {
    const i = records.findIndex((r) => RECORD_TYPES.indexOf(r.type) >= RECORD_TYPES.indexOf(t));
    return i < 0 ? records.length : i;
  });
  const total = files.reduce((n, f) => n + f.data.length, 0);
  const manifest: IndexManifest = { version: 3, count: records.length, tiers, combos, segmentSize, words: wordFiles, postings: postingFiles, docs, size: total };
  const name = add('index', JSON.stringify(manifest));
  return { manifest: name, files };
}
