/**
 * The embedded search engine: answers SearchRequests from the sharded index. Record ids
 * are in ranking order, so it reads postings segment by segment (best ids first) and stops
 * once it has enough hits; it fetches only the manifest, the word lists of the query's first
 * letters, the postings of the matching words for the segments it reads, and the record
 * shards of the hits shown.
 * Ranking follows DocSearch's settings: words matched, typos, attribute (titles and
 * headings before text), exact before prefix, then weight. Isomorphic.
 */
import type { SearchHit, SearchRequest, SearchResponse } from './client-types';
import { getPostingsGroup, type IndexManifest, type PostingsFile, type RecordShard, type StoredRecord, type WordList } from './index-format';
import { decodeUints, tokenizeQuery } from './text';
import { matchTerms, type TermCandidate } from './term-match';
import { allowedCombos } from './facets';
import { createHit } from './hits';
import type { WordMatch } from './highlight';
import { cachedLoader } from './cached-loader';

/** Reads one index file by name (relative to the manifest) and parses its JSON. */
export type IndexLoader = (name: string) => Promise<unknown>;

export interface LocalEngine {
  search(request: SearchRequest): Promise<SearchResponse>;
  /** Fetches the manifest. */
  preload(): Promise<void>;
  /** The manifest (fetched once). */
  manifest(): Promise<IndexManifest>;
}

const firstChar = (word: string) => String.fromCodePoint(word.codePointAt(0) as number);

/** Creates an engine over the index whose manifest is `manifestName`. Files are cached once fetched. */
export function createLocalEngine(load: IndexLoader, manifestName: string): LocalEngine {
  const get = cachedLoader(load);
  const decoded = new Map<string, number[]>();
  const wordMaps = new Map<string, Map<string, number>>();
  // A word list file may hold the words of several first characters: a query word is matched
  // against those of its own first character only, typos included.
  const wordMap = (file: string, list: WordList, first: string) => {
    const key = `${file}\0${first}`;
    let map = wordMaps.get(key);
    if (!map) wordMaps.set(key, (map = new Map(Object.entries(list).filter(([w]) => w.startsWith(first)))));
    return map;
  };
  const postingsOf = (file: string, postings: PostingsFile, term: string) => {
    const key = `${file}\0${term}`;
    let values = decoded.get(key);
    // Own keys only: a segment without the word "constructor" answered with Object's constructor, and the search threw.
    if (!values) decoded.set(key, (values = Object.hasOwn(postings, term) ? decodeUints(postings[term]) : []));
    return values;
  };

  let tiers: { of: IndexManifest; array: Uint8Array } | null = null;
  /** The attribute tier of every record id. */
  const tiersOf = (m: IndexManifest) => {
    if (tiers?.of !== m) {
      const array = new Uint8Array(m.count);
      m.tiers.forEach((from, t) => array.fill(t, from));
      tiers = { of: m, array };
    }
    return tiers.array;
  };

  async function recordOf(m: IndexManifest, id: number): Promise<StoredRecord> {
    let lo = 0;
    let hi = m.docs.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (m.docs[mid].from <= id) lo = mid;
      else hi = mid - 1;
    }
    const shard = await get<RecordShard>(m.docs[lo].file);
    return shard.records[id - m.docs[lo].from];
  }

  async function search(request: SearchRequest): Promise<SearchResponse> {
    const page = request.page ?? 0;
    const m = await get<IndexManifest>(manifestName);
    const words = tokenizeQuery(request.query).slice(0, 10);
    if (!words.length) return { hits: [], nbHits: 0, page, nbPages: 0 };
    const lastIsPrefix = !/\s$/.test(request.query);
    const combos = allowedCombos(m.combos, request.facetFilters);
    const need = (page + 1) * request.hitsPerPage;

    const candidates: TermCandidate[][] = await Promise.all(words.map(async (word, w) => {
      const first = firstChar(word);
      const file = m.words[first];
      if (!file) return [];
      return matchTerms(word, wordMap(file, await get<WordList>(file), first), lastIsPrefix && w === words.length - 1);
    }));
    // A word that matches no indexed word at all is dropped (removeWordsIfNoResults).
    const live = words.map((_, w) => w).filter((w) => candidates[w].length);
    if (!live.length) return { hits: [], nbHits: 0, page, nbPages: 0 };
    const codes = live.map(() => new Uint8Array(m.count).fill(255));
    // Records any word touched: the scan below skips the others with one read.
    const touched = new Uint8Array(m.count);
    const allowed = new Uint8Array(m.combos.length);
    for (const c of combos) allowed[c] = 1;
    const tierOf = tiersOf(m);
    const comboCount = m.combos.length;
    const buckets = new Map<number, number[]>();
    let fullMatches = 0;
    let scanned = 0;

    const readSegment = async (seg: number) => {
      const from = seg * m.segmentSize;
      const to = Math.min(m.count, from + m.segmentSize);
      await Promise.all(live.map(async (w, i) => {
        await Promise.all(candidates[w].map(async (c) => {
          const file = m.postings[getPostingsGroup(c.term, m.postings)]?.[seg];
          if (!file) return;
          const postings = await get<PostingsFile>(file);
          const code = c.typos * 2 + (c.prefix ? 1 : 0);
          const mine = codes[i];
          let id = from;
          for (const v of postingsOf(file, postings, c.term)) {
            const combo = v % comboCount;
            id += (v - combo) / comboCount;
            if (allowed[combo] && code < mine[id]) {
              mine[id] = code;
              touched[id] = 1;
            }
          }
        }));
      }));
      for (let id = from; id < to; id++) {
        if (!touched[id]) continue;
        let found = 0;
        let typos = 0;
        let prefixes = 0;
        for (const c of codes) {
          const code = c[id];
          if (code === 255) continue;
          found++;
          typos += code >> 1;
          prefixes += code & 1;
        }
        if (!found) continue;
        if (found === live.length) fullMatches++;
        const key = (((live.length - found) * 32 + Math.min(typos, 31)) * 8 + tierOf[id]) * 16 + Math.min(prefixes, 15);
        let list = buckets.get(key);
        if (!list) buckets.set(key, (list = []));
        list.push(id);
      }
      scanned = to;
    };

    // Keeps the best record of each URL (the index's distinct setting) up to `need`.
    const pickHits = async (ranked: number[]) => {
      const seen = new Set<string>();
      const picked: StoredRecord[] = [];
      for (let at = 0; at < ranked.length && picked.length < need; at += request.hitsPerPage) {
        const stored = await Promise.all(ranked.slice(at, at + request.hitsPerPage).map((id) => recordOf(m, id)));
        for (const rec of stored) {
          if (picked.length < need && !seen.has(rec[1])) {
            seen.add(rec[1]);
            picked.push(rec);
          }
        }
      }
      return picked;
    };

    const segments = Math.ceil(m.count / m.segmentSize);
    let seg = 0;
    let ranked: number[] = [];
    let picked: StoredRecord[] = [];
    while (seg < segments) {
      await readSegment(seg++);
      if (fullMatches < need * 2 && seg < segments) continue;
      const keys = [...buckets.keys()].sort((a, b) => a - b);
      // Records with every word when there are some; else the best partial ones (allOptional).
      const usable = fullMatches ? keys.filter((k) => k < 8 * 16 * 32) : keys;
      ranked = usable.flatMap((k) => buckets.get(k) as number[]);
      picked = await pickHits(ranked);
      if (picked.length >= need) break;
    }
    const wordMatches: WordMatch[] = words.map((word, w) => ({
      terms: new Set(candidates[w].filter((c) => !c.prefix).map((c) => c.term)),
      prefix: lastIsPrefix && w === words.length - 1 ? word : null,
    }));
    const hits: SearchHit[] = picked.slice(page * request.hitsPerPage).map((rec) => createHit(rec, wordMatches, request.snippetWords));
    // Fewer pages than asked for: every match was read and kept one per URL, so that is the
    // exact count of hits (the index is distinct on url; a page counting more hits than it can
    // list would promise results that never come). Otherwise an estimate from the records
    // matched, scaled by the share of records read so far.
    const nbHits = picked.length < need ? picked.length
      : scanned >= m.count ? ranked.length : Math.round(ranked.length * (m.count / scanned));
    return { hits, nbHits, page, nbPages: Math.ceil(nbHits / request.hitsPerPage) };
  }

  return {
    search,
    preload: async () => {
      await get<IndexManifest>(manifestName);
    },
    manifest: () => get<IndexManifest>(manifestName),
  };
}
