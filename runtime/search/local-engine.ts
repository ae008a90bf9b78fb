/**
 * The embedded search engine: answers SearchRequests from the sharded index, fetching
 * only the manifest, the term shards of the query's first letters, the rest postings of
 * common words when needed, and the record shards of the hits shown. Ranking follows
 * DocSearch's settings: words matched, typos, attribute (titles and headings before
 * text), exact before prefix, then weight (encoded in record ids). Isomorphic.
 */
import type { SearchHit, SearchRequest, SearchResponse } from './client-types';
import type { IndexManifest, RecordShard, RestFile, StoredRecord, TermShard } from './index-format';
import { decodeUints, tokenizeQuery } from './text';
import { matchTerms, type TermCandidate } from './term-match';
import { allowedCombos } from './facets';
import { createHit } from './hits';
import type { WordMatch } from './highlight';

/** Reads one index file by name (relative to the manifest) and parses its JSON. */
export type IndexLoader = (name: string) => Promise<unknown>;

export interface LocalEngine {
  search(request: SearchRequest): Promise<SearchResponse>;
  /** Fetches the manifest. */
  preload(): Promise<void>;
}

interface Match { words: number; typos: number; prefixes: number; id: number }

/** Creates an engine over the index whose manifest is `manifestName`. Files are cached once fetched. */
export function createLocalEngine(load: IndexLoader, manifestName: string): LocalEngine {
  const cache = new Map<string, Promise<unknown>>();
  const get = <T>(name: string): Promise<T> => {
    let p = cache.get(name);
    if (!p) {
      p = load(name);
      // A failed fetch (offline) must not poison later attempts.
      p.catch(() => cache.delete(name));
      cache.set(name, p);
    }
    return p as Promise<T>;
  };
  const manifest = () => get<IndexManifest>(manifestName);
  const counts = new Map<string, Map<string, number>>();
  const countsOf = (name: string, shard: TermShard) => {
    let c = counts.get(name);
    if (!c) counts.set(name, (c = new Map(Object.entries(shard).map(([t, e]) => [t, e[0]]))));
    return c;
  };

  async function postingsOf(entry: TermShard[string], full: boolean): Promise<number[]> {
    const values = decodeUints(entry[1]);
    if (full && entry[2]) values.push(...decodeUints((await get<RestFile>(entry[2])).postings));
    return values;
  }

  async function collect(m: IndexManifest, words: string[], lastIsPrefix: boolean, combos: Set<number>, full: boolean) {
    const perWord: { candidates: TermCandidate[]; best: Map<number, number> }[] = [];
    let partial = false;
    await Promise.all(words.map(async (word, w) => {
      const shardName = m.terms[String.fromCodePoint(word.codePointAt(0) as number)];
      const shard = shardName ? await get<TermShard>(shardName) : {};
      const counts = shardName ? countsOf(shardName, shard) : new Map<string, number>();
      const candidates = matchTerms(word, counts, lastIsPrefix && w === words.length - 1);
      const best = new Map<number, number>();
      await Promise.all(candidates.map(async (c) => {
        const entry = shard[c.term];
        if (!full && entry[2]) partial = true;
        const values = await postingsOf(entry, full);
        const code = c.typos * 2 + (c.prefix ? 1 : 0);
        let id = 0;
        values.forEach((v, i) => {
          const combo = v % m.combos.length;
          id = (i === 0 ? 0 : id) + Math.floor(v / m.combos.length);
          if (!combos.has(combo)) return;
          const old = best.get(id);
          if (old === undefined || code < old) best.set(id, code);
        });
      }));
      perWord[w] = { candidates, best };
    }));
    const matches = new Map<number, Match>();
    for (const { best } of perWord) {
      for (const [id, code] of best) {
        let mt = matches.get(id);
        if (!mt) matches.set(id, (mt = { words: 0, typos: 0, prefixes: 0, id }));
        mt.words++;
        mt.typos += code >> 1;
        mt.prefixes += code & 1;
      }
    }
    return { perWord, matches: [...matches.values()], partial };
  }

  const tierOf = (m: IndexManifest, id: number) => {
    let t = 0;
    while (t + 1 < m.tiers.length && m.tiers[t + 1] <= id) t++;
    return t;
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
    const empty: SearchResponse = { hits: [], nbHits: 0, page, nbPages: 0 };
    const m = await manifest();
    const words = tokenizeQuery(request.query).slice(0, 10);
    if (!words.length) return empty;
    const lastIsPrefix = !/\s$/.test(request.query);
    const combos = allowedCombos(m.combos, request.facetFilters);
    const need = (page + 1) * request.hitsPerPage;
    // One word needs only the best postings of each candidate, unless the reader pages far.
    let found = await collect(m, words, lastIsPrefix, combos, words.length > 1);
    const rank = (list: Match[]) => {
      const all = list.filter((x) => x.words === words.length);
      // No record has every word: the words become optional (removeWordsIfNoResults allOptional).
      const pool = all.length ? all : list;
      return pool.sort((a, b) => b.words - a.words || a.typos - b.typos || tierOf(m, a.id) - tierOf(m, b.id) || a.prefixes - b.prefixes || a.id - b.id);
    };
    let ranked = rank(found.matches);
    if (found.partial && ranked.length < need * 2) {
      found = await collect(m, words, lastIsPrefix, combos, true);
      ranked = rank(found.matches);
    }
    const wordMatches: WordMatch[] = found.perWord.map(({ candidates }, w) => ({
      terms: new Set(candidates.filter((c) => !c.prefix).map((c) => c.term)),
      prefix: lastIsPrefix && w === words.length - 1 ? words[w] : null,
    }));
    // Distinct on URL (the index setting): keep the best record of each URL.
    const seen = new Set<string>();
    const hits: SearchHit[] = [];
    let distinct = 0;
    for (let at = 0; at < ranked.length && distinct < need; at += request.hitsPerPage) {
      const slice = ranked.slice(at, at + request.hitsPerPage);
      const stored = await Promise.all(slice.map((x) => recordOf(m, x.id)));
      stored.forEach((rec, i) => {
        if (distinct >= need || seen.has(rec[1])) return;
        seen.add(rec[1]);
        if (distinct++ >= page * request.hitsPerPage) hits.push(createHit(rec, wordMatches, request.snippetWords));
      });
    }
    const nbHits = found.partial ? Math.max(ranked.length, ...found.perWord.map((p) => p.candidates.reduce((n, c) => n + c.count, 0))) : ranked.length;
    return { hits, nbHits, page, nbPages: Math.ceil(nbHits / request.hitsPerPage) };
  }

  return {
    search,
    preload: async () => {
      await manifest();
    },
  };
}
