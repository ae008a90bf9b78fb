/**
 * The embedded index from a list of DocSearch records rather than from pages (the search
 * engine's tests and `npm run bench:search` compare engines on the same records).
 */
import type { SearchRecord } from '../../../runtime/types.js';
import { RECORD_TYPES } from '../../../runtime/search/index-format.js';
import { createIndexEntry, createWordDictionary, type IndexEntry } from './index-entries.js';
import { assembleIndex, type IndexFiles, type IndexOptions } from './local-index.js';
import type { PageRecord } from './page-records.js';

/** Builds every file of the index from DocSearch records (tests, benchmarks). */
export function buildLocalIndex(input: SearchRecord[], opts: IndexOptions): IndexFiles {
  // Records get ids in ranking order: own attribute tier, then pageRank desc, position asc.
  const tiers = input.map((r) => RECORD_TYPES.indexOf(r.type));
  const order = input.map((_, i) => i);
  order.sort((a, b) => tiers[a] - tiers[b] || input[b].weight.pageRank - input[a].weight.pageRank || input[a].weight.position - input[b].weight.position || a - b);
  const rank = new Uint32Array(input.length);
  order.forEach((q, i) => (rank[q] = i));
  const dict = createWordDictionary();
  const entries: IndexEntry[] = [];
  const urlOf = (r: PageRecord & { url?: string }) => r.url as string;
  // Runs of records with the same facets share an entry; positions carry the global rank.
  for (let i = 0; i < input.length;) {
    const key = (r: SearchRecord) => `${r.language}\0${r.docusaurus_tag}\0${r.version?.join(',') ?? ''}`;
    let end = i + 1;
    while (end < input.length && key(input[end]) === key(input[i])) end++;
    const run = input.slice(i, end).map((r) => {
      const typeIndex = RECORD_TYPES.indexOf(r.type);
      const h = r.hierarchy;
      const url = r.url.startsWith(opts.siteUrl + '/') ? r.url.slice(opts.siteUrl.length) : r.url;
      return { type: r.type, typeIndex, anchor: r.anchor, hierarchy: [h.lvl0, h.lvl1, h.lvl2, h.lvl3, h.lvl4, h.lvl5, h.lvl6], content: r.content, url } as PageRecord & { url: string };
    });
    const r0 = input[i];
    const entry = createIndexEntry(run, { language: r0.language, docusaurus_tag: r0.docusaurus_tag, ...(r0.version ? { version: r0.version.join(',') } : {}) }, urlOf, dict);
    entry.positions = rank.slice(i, end);
    entries.push(entry);
    i = end;
  }
  return assembleIndex(entries, dict, opts);
}
