/**
 * An in-memory SearchClient over fixture hits, for DOM and browser tests of the search UI:
 * a hit matches when its lvl1, heading or content contains the query (case-insensitive); the
 * answer carries <mark> highlights on escaped text, like a real provider's.
 */
import type { HitLevel, MarkedText, SearchClient, SearchHit, SearchRequest, SearchResponse } from '../../runtime/search/client-types';

const LEVELS: HitLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function mark(text: string, query: string): MarkedText {
  const at = text.toLowerCase().indexOf(query.toLowerCase());
  if (!query || at < 0) return { value: escapeHtml(text), matchLevel: 'none' };
  const value = escapeHtml(text.slice(0, at)) + '<mark>' + escapeHtml(text.slice(at, at + query.length)) + '</mark>' + escapeHtml(text.slice(at + query.length));
  return { value, matchLevel: 'full' };
}

/** A fixture hit: `type`, `url`, hierarchy levels and content; highlights are computed per query. */
export function createHit(fields: { objectID: string; url: string; type: SearchHit['type']; content?: string | null } & Partial<Record<HitLevel, string>>): SearchHit {
  const hierarchy = Object.fromEntries(LEVELS.map((level) => [level, fields[level] ?? null])) as Record<HitLevel, string | null>;
  return { objectID: fields.objectID, url: fields.url, type: fields.type, hierarchy, content: fields.content ?? null, _highlightResult: { hierarchy: {} } };
}

function highlight(hit: SearchHit, query: string): SearchHit {
  const hierarchy: Partial<Record<HitLevel, MarkedText>> = {};
  for (const level of LEVELS) {
    const text = hit.hierarchy[level];
    if (text !== null) hierarchy[level] = mark(text, query);
  }
  const content = hit.content === null ? undefined : mark(hit.content, query);
  return { ...hit, _highlightResult: { hierarchy, content }, _snippetResult: { hierarchy, content } };
}

function matches(hit: SearchHit, query: string): boolean {
  const q = query.trim().toLowerCase();
  return [...LEVELS.slice(1).map((level) => hit.hierarchy[level]), hit.content].some((text) => text?.toLowerCase().includes(q));
}

/** Requests seen by the client, for asserting request fields. */
export interface MemorySearchClient extends SearchClient {
  requests: SearchRequest[];
}

/** A client answering from `hits`. */
export function createMemorySearchClient(hits: SearchHit[]): MemorySearchClient {
  const requests: SearchRequest[] = [];
  return {
    requests,
    async search(request): Promise<SearchResponse> {
      requests.push(request);
      const found = hits.filter((hit) => matches(hit, request.query)).map((hit) => highlight(hit, request.query.trim()));
      const page = request.page ?? 0;
      const pageHits = found.slice(page * request.hitsPerPage, (page + 1) * request.hitsPerPage);
      return { hits: pageHits, nbHits: found.length, page, nbPages: Math.ceil(found.length / request.hitsPerPage), queryID: 'q1' };
    },
  };
}

/** A client whose answers the test releases by hand: `pending[i].resolve(...)` / `.reject(...)`. */
export function createManualSearchClient(): SearchClient & {
  pending: { request: SearchRequest; signal?: AbortSignal; resolve: (r: SearchResponse) => void; reject: (e: unknown) => void }[];
} {
  const pending: { request: SearchRequest; signal?: AbortSignal; resolve: (r: SearchResponse) => void; reject: (e: unknown) => void }[] = [];
  return {
    pending,
    search: (request, signal) => new Promise((resolve, reject) => pending.push({ request, signal, resolve, reject })),
  };
}

/** Hits of a small docs site: two pages under "Docs", one under "Blog", one hostile text. */
export const FIXTURE_HITS: SearchHit[] = [
  createHit({ objectID: 'install', url: '/base/docs/installation', type: 'lvl1', lvl0: 'Docs', lvl1: 'Installation' }),
  createHit({ objectID: 'install-helm', url: '/base/docs/installation#helm', type: 'lvl2', lvl0: 'Docs', lvl1: 'Installation', lvl2: 'Install with Helm' }),
  createHit({ objectID: 'install-text', url: '/base/docs/installation#helm', type: 'content', lvl0: 'Docs', lvl1: 'Installation', lvl2: 'Install with Helm', content: 'Run helm install to deploy the operator' }),
  createHit({ objectID: 'metrics', url: '/base/docs/metrics', type: 'lvl1', lvl0: 'Docs', lvl1: 'Metrics' }),
  createHit({ objectID: 'metrics-text', url: '/base/docs/metrics#scrape', type: 'content', lvl0: 'Docs', lvl1: 'Metrics', lvl2: 'Scrape', content: 'Prometheus can install a scrape job' }),
  createHit({ objectID: 'release', url: '/base/blog/release-0-3-0', type: 'lvl1', lvl0: 'Blog', lvl1: 'Release 0.3.0', content: 'The install guide changed' }),
  createHit({ objectID: 'xss', url: '/base/docs/faq#xss', type: 'content', lvl0: 'Docs', lvl1: 'FAQ', content: 'Beware <img src=x onerror=alert(1)> and </script> in install text' }),
];
