/**
 * The records of one page before they become DocSearch objects: type, anchor, hierarchy and
 * content in document order (position = index). Both the Algolia records (records.ts) and the
 * embedded index (index-entries.ts) are made from this walk, so they always agree. Pure.
 */
import type { RouteData, SearchRecord } from '../../../runtime/types.js';
import type { SearchBlock } from '../parse/search-blocks.js';

export type RecordType = SearchRecord['type'];

/** lvl0 … lvl6 of a record. */
export type Levels = [string | null, string | null, string | null, string | null, string | null, string | null, string | null];

export interface PageRecord {
  type: RecordType;
  /** 0–6 for lvl0–lvl6, 7 for content (RECORD_TYPES order). */
  typeIndex: number;
  anchor: string | null;
  hierarchy: Levels;
  content: string | null;
}

/** What every record of a page shares. */
export interface PageFacets {
  language: string;
  docusaurus_tag: string;
  /** Comma-separated, as in the docsearch:version meta tag. */
  version?: string;
}

const TYPES: RecordType[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/**
 * Whether a route's page goes into the index. Drafts only have pages under `serve --watch`,
 * and its index must not show what no build will publish.
 */
export function isIndexedRoute(route: RouteData): boolean {
  if (route.head.noindex) return false;
  if (route.kind === 'doc') return !route.unlisted && route.frontMatter?.draft !== true;
  if (route.kind === 'blog-post') return route.frontMatter?.draft !== true;
  return route.kind === 'page';
}

export function titleOf(route: RouteData): string {
  if (route.kind === 'blog-post') return route.post.title;
  if (route.kind === 'doc' || route.kind === 'page') return route.title;
  return '';
}

/** A `<meta name content>` tag. */
export interface NamedMeta {
  name?: string;
  content: string;
}

/**
 * The docsearch:* meta tags of a page as its HTML has them, name (without the prefix) →
 * content: the site-wide ones of the config, each replaced by the page's own of that name, the
 * last of a name winning (as document.ts writes the head).
 */
export function pageSearchMeta(route: RouteData, siteMeta: readonly NamedMeta[] = []): Map<string, string> {
  const own = new Set(route.head.meta.map((m) => m.name));
  const found = new Map<string, string>();
  for (const m of [...siteMeta.filter((s) => !own.has(s.name)), ...route.head.meta]) {
    if (m.name?.startsWith('docsearch:') && m.name.length > 10) found.set(m.name.slice(10), m.content);
  }
  return found;
}

/** Language, docs tag and version of a page's records (its docsearch:* meta tags). */
export function pageFacets(route: RouteData, defaultLanguage: string, siteMeta: readonly NamedMeta[] = []): PageFacets {
  return facetsOf(pageSearchMeta(route, siteMeta), defaultLanguage);
}

/** The facets of a page whose docsearch:* tags (pageSearchMeta) are `meta`. */
export function facetsOf(meta: ReadonlyMap<string, string>, defaultLanguage: string): PageFacets {
  const version = meta.get('version');
  return {
    language: meta.get('language') ?? defaultLanguage,
    docusaurus_tag: meta.get('docusaurus_tag') ?? 'default',
    ...(version ? { version } : {}),
  };
}

/**
 * Most characters of one content record, Algolia's 10 KB record size. A paragraph of a megabyte
 * (pasted logs, generated data) was one record, and every search that matched it highlighted the
 * whole of it on the reader's main thread: 1.5 s a keystroke. Cut into pieces, only the pieces
 * shown are highlighted, and each is a record Algolia accepts.
 */
export const MAX_CONTENT_CHARS = 10_000;

/** `text` in pieces of at most MAX_CONTENT_CHARS, cut at a space when there is one. */
export function splitLongText(text: string): string[] {
  if (text.length <= MAX_CONTENT_CHARS) return [text];
  const pieces: string[] = [];
  let start = 0;
  while (text.length - start > MAX_CONTENT_CHARS) {
    let end = text.lastIndexOf(' ', start + MAX_CONTENT_CHARS);
    if (end <= start) {
      end = start + MAX_CONTENT_CHARS;
      // Never between the halves of a surrogate pair (an emoji would become two broken characters).
      const code = text.charCodeAt(end - 1);
      if (code >= 0xd800 && code <= 0xdbff) end--;
    }
    pieces.push(text.slice(start, end));
    start = end;
    while (text.charCodeAt(start) === 32) start++;
  }
  if (start < text.length) pieces.push(text.slice(start));
  return pieces;
}

/** One record for the page title (lvl1), one per h2–h6 (lvl2–lvl6), one per text block (content). */
export function walkPage(route: RouteData, blocks: SearchBlock[], lvl0: string): PageRecord[] {
  const h1 = blocks.find((b) => b.kind === 'heading' && b.level === 1);
  const hierarchy: Levels = [lvl0, h1?.text || titleOf(route), null, null, null, null, null];
  const out: PageRecord[] = [];
  let anchor: string | null = null;
  const push = (typeIndex: number, content: string | null) => {
    out.push({ type: typeIndex === 7 ? 'content' : TYPES[typeIndex], typeIndex, anchor, hierarchy: [...hierarchy], content });
  };
  push(1, null);
  for (const b of blocks) {
    if (b.kind === 'text') {
      for (const piece of splitLongText(b.text)) push(7, piece);
      continue;
    }
    // The page title is lvl1 already; a later h1 (rare) is treated as an h2.
    if (b === h1) continue;
    const n = Math.max(2, b.level ?? 2);
    hierarchy[n] = b.text;
    for (let i = n + 1; i < hierarchy.length; i++) hierarchy[i] = null;
    // Ids starting with "__" are internal (legacy scraper rule); keep the previous anchor.
    if (b.id && !b.id.startsWith('__')) anchor = b.id;
    push(n, null);
  }
  return out;
}
