/**
 * DocSearch v3 records (behaviors §14) from route data and the search blocks of each page
 * (see page-records.ts for which records a page has). Docs, blog posts and markdown pages are
 * indexed; lists, tags, 404 and the search page are not. Pure.
 */
import { createHash } from 'node:crypto';
import type { RouteData, SearchRecord, SidebarItem, SiteData } from '../../../runtime/types.js';
import type { SearchBlock } from '../parse/search-blocks.js';
import { createLvl0Finder } from './lvl0.js';
import { facetsOf, isIndexedRoute, pageSearchMeta, walkPage, type NamedMeta } from './page-records.js';
import type { SiteConfig } from '../../config/types.js';

export { isIndexedRoute } from './page-records.js';

export interface RecordsInput {
  site: SiteData;
  routes: RouteData[];
  /** Search blocks per route path. */
  blocks: Map<string, SearchBlock[]>;
  /** Sidebar items per sidebar JSON URL (for lvl0). */
  sidebars: Map<string, SidebarItem[]>;
  /** The config's site-wide meta tags (siteMetaOf): its docsearch:* ones are on every page too. */
  siteMeta?: readonly NamedMeta[];
}

/** Record fields a docsearch:* meta tag may not replace (the crawler's own). */
const OWN_FIELDS = new Set(['objectID', 'type', 'hierarchy', 'content', 'url', 'url_without_anchor', 'anchor', 'weight', 'language', 'docusaurus_tag', 'version']);

/** The meta tags of the config every page's head has: `metadata`, and `headTags` that are meta tags. */
export function siteMetaOf(config: Pick<SiteConfig, 'metadata' | 'headTags'>): NamedMeta[] {
  const tags = config.headTags.filter((t) => t.tagName === 'meta').map((t) => t.attributes);
  return [...config.metadata, ...tags].flatMap((m) => (typeof m.name === 'string' && typeof m.content === 'string' ? [{ name: m.name, content: m.content }] : []));
}

/** weight.level: lvlN → 100 − 10·N, content → 0 (the legacy scraper's scale). */
export const levelWeight = (type: SearchRecord['type']): number => (type === 'content' ? 0 : 100 - 10 * Number(type.slice(3)));

/** Records of every indexed route, in route order then document order. */
export function createSearchRecords(input: RecordsInput): SearchRecord[] {
  const lvl0Of = createLvl0Finder(input.site, input.sidebars);
  const records: SearchRecord[] = [];
  for (const route of input.routes) {
    if (isIndexedRoute(route)) records.push(...createPageRecords(route, input, lvl0Of(route)));
  }
  return records;
}

function createPageRecords(route: RouteData, input: RecordsInput, lvl0: string): SearchRecord[] {
  const pageUrl = input.site.url + route.path;
  const meta = pageSearchMeta(route, input.siteMeta);
  const { language, docusaurus_tag, version } = facetsOf(meta, input.site.locale.code);
  // Every other docsearch:<name> tag of the page is an attribute <name> of its records, as the
  // crawler reads them (behaviors §14); a site may facet on them through searchParameters.
  const extra: Record<string, string> = {};
  for (const [name, content] of meta) if (!OWN_FIELDS.has(name)) extra[name] = content;
  return walkPage(route, input.blocks.get(route.path) ?? [], lvl0).map((r, position) => {
    const url = r.anchor ? `${pageUrl}#${r.anchor}` : pageUrl;
    const [lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6] = r.hierarchy;
    return {
      objectID: createHash('sha1').update(`${url}\0${position}\0${r.type}`).digest('hex').slice(0, 16),
      type: r.type, hierarchy: { lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6 }, content: r.content, url, url_without_anchor: pageUrl, anchor: r.anchor,
      weight: { pageRank: 0, level: levelWeight(r.type), position },
      language, docusaurus_tag,
      ...(version ? { version: version.split(',') } : {}),
      ...extra,
    };
  });
}
