/**
 * DocSearch v3 records (behaviors §14) from route data and the search blocks of each page:
 * one record for the page title (lvl1), one per h2–h6 (lvl2–lvl6) and one per text block
 * (content). Docs, blog posts and markdown pages are indexed; lists, tags, 404 and the
 * search page are not. Pure.
 */
import { createHash } from 'node:crypto';
import type { RouteData, SearchRecord, SidebarItem, SiteData } from '../../../runtime/types.js';
import type { SearchBlock } from '../parse/search-blocks.js';
import { getLvl0 } from './lvl0.js';

export interface RecordsInput {
  site: SiteData;
  routes: RouteData[];
  /** Search blocks per route path. */
  blocks: Map<string, SearchBlock[]>;
  /** Sidebar items per sidebar JSON URL (for lvl0). */
  sidebars: Map<string, SidebarItem[]>;
}

type Hierarchy = SearchRecord['hierarchy'];
type Level = keyof Hierarchy;
const LEVELS: Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** Whether a route's page goes into the index. */
export function isIndexedRoute(route: RouteData): boolean {
  if (route.head.noindex) return false;
  if (route.kind === 'doc') return !route.unlisted;
  return route.kind === 'blog-post' || route.kind === 'page';
}

function titleOf(route: RouteData): string {
  if (route.kind === 'blog-post') return route.post.title;
  if (route.kind === 'doc' || route.kind === 'page') return route.title;
  return '';
}

function lastMeta(route: RouteData, name: string): string | undefined {
  let value: string | undefined;
  for (const m of route.head.meta) if (m.name === name) value = m.content;
  return value;
}

/** weight.level: lvlN → 100 − 10·N, content → 0 (the legacy scraper's scale). */
export const levelWeight = (type: SearchRecord['type']): number => (type === 'content' ? 0 : 100 - 10 * Number(type.slice(3)));

/** Records of every indexed route, in route order then document order. */
export function createSearchRecords(input: RecordsInput): SearchRecord[] {
  const records: SearchRecord[] = [];
  for (const route of input.routes) {
    if (isIndexedRoute(route)) records.push(...createPageRecords(route, input));
  }
  return records;
}

function createPageRecords(route: RouteData, input: RecordsInput): SearchRecord[] {
  const blocks = input.blocks.get(route.path) ?? [];
  const pageUrl = input.site.url + route.path;
  const language = lastMeta(route, 'docsearch:language') ?? input.site.locale.code;
  const tag = lastMeta(route, 'docsearch:docusaurus_tag') ?? 'default';
  const version = lastMeta(route, 'docsearch:version');
  const h1 = blocks.find((b) => b.kind === 'heading' && b.level === 1);
  const hierarchy: Hierarchy = { lvl0: getLvl0(route, input.site, input.sidebars), lvl1: h1?.text || titleOf(route), lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const out: SearchRecord[] = [];
  let anchor: string | null = null;
  const push = (type: SearchRecord['type'], content: string | null) => {
    const position = out.length;
    const url = anchor ? `${pageUrl}#${anchor}` : pageUrl;
    const record: SearchRecord = {
      objectID: createHash('sha1').update(`${url}\0${position}\0${type}`).digest('hex').slice(0, 16),
      type, hierarchy: { ...hierarchy }, content, url, url_without_anchor: pageUrl, anchor,
      weight: { pageRank: 0, level: levelWeight(type), position },
      language, docusaurus_tag: tag,
      ...(version ? { version: version.split(',') } : {}),
    };
    out.push(record);
  };
  push('lvl1', null);
  for (const b of blocks) {
    if (b.kind === 'text') {
      push('content', b.text);
      continue;
    }
    const level = b.level ?? 2;
    // The page title is lvl1 already; a later h1 (rare) is treated as an h2.
    if (level === 1 && b === h1) continue;
    const n = Math.max(2, level);
    hierarchy[LEVELS[n]] = b.text;
    for (let i = n + 1; i < LEVELS.length; i++) hierarchy[LEVELS[i]] = null;
    // Ids starting with "__" are internal (legacy scraper rule); keep the previous anchor.
    if (b.id && !b.id.startsWith('__')) anchor = b.id;
    push(LEVELS[n], null);
  }
  return out;
}
