/**
 * The search feature of a build: DocSearch records for every indexed page, the embedded
 * index files (provider "local") and opensearch.xml. Pure: returns what to write; the
 * caller writes the files and puts `indexUrl` into SiteData.search.
 */
import type { RouteData, SearchRecord, SidebarItem, SiteData } from '../../../runtime/types.js';
import type { SearchBlock } from '../parse/search-blocks.js';
import { createSearchRecords } from './records.js';
import { buildLocalIndex } from './local-index.js';
import { renderOpenSearch } from './opensearch.js';

export interface EmitSearchInput {
  site: SiteData;
  routes: RouteData[];
  /** Search blocks per route path. */
  blocks: Map<string, SearchBlock[]>;
  /** Sidebar items per sidebar JSON URL. */
  sidebars: Map<string, SidebarItem[]>;
}

export interface EmitSearchOutput {
  records: SearchRecord[];
  /** Paths relative to the output folder. */
  files: { path: string; data: string | Uint8Array }[];
  /** URL of the index manifest (provider "local"), for SiteData.search.indexUrl. */
  indexUrl: string | null;
}

/** Folder of the index files in the output. */
export const INDEX_DIR = 'assets/search/';

/** Records, index files and opensearch.xml of a site. */
export function emitSearch(input: EmitSearchInput): EmitSearchOutput {
  const { site } = input;
  const records = createSearchRecords(input);
  const files: EmitSearchOutput['files'] = [];
  let indexUrl: string | null = null;
  if (site.search?.provider === 'local') {
    const index = buildLocalIndex(records, { siteUrl: site.url });
    for (const f of index.files) files.push({ path: INDEX_DIR + f.name, data: f.data });
    indexUrl = site.baseUrl + INDEX_DIR + index.manifest;
  }
  const opensearch = renderOpenSearch(site);
  if (opensearch) files.push({ path: 'opensearch.xml', data: opensearch });
  return { records, files, indexUrl };
}
