/**
 * The search feature: DocSearch records of every indexed page, the embedded index (provider
 * "local") and opensearch.xml, made from the route data and the search blocks of the same
 * Markdown parse. The index URL goes into SiteData, so pages know where to load it from.
 */
import type { SidebarItem } from '../../../runtime/types.js';
import type { SearchBlock } from '../parse/search-blocks.js';
import { emitSearch, emitSearchInSlices, INDEX_DIR } from '../search/emit.js';
import { createIndexEntryCache } from '../search/index-entries.js';
import { renderOpenSearch } from '../search/opensearch.js';
import type { Feature, GeneratedFile, SharedFile } from './feature.js';

// Watch mode keeps one manifest name, so pages rendered before an edit still find the new index.
const DEV_MANIFEST = 'index-dev.json';
// Pages keep their parse while unchanged (watch mode, one process building again), and with
// it their index entry: an edit cuts only the edited page into words.
const entryCache = createIndexEntryCache();

/** Sidebar items per sidebar JSON URL (lvl0 of records comes from the sidebar category). */
export function sidebarsByUrl(shared: SharedFile[]): Map<string, SidebarItem[]> {
  return new Map(shared.filter((s) => s.url.includes('/sidebar-')).map((s) => [s.url, s.value as SidebarItem[]]));
}

export const searchFeature: Feature<null> = {
  name: 'search',
  watchPaths: () => [],
  load: async () => ({ state: null, errors: [], jobs: [], fileRoutes: [] }),
  routes: () => ({ routes: [], errors: [] }),
  emit(ctx) {
    const blocks = new Map<string, SearchBlock[]>([...ctx.parsed].map(([path, parsed]) => [path, parsed.blocks]));
    const input = { site: ctx.site, routes: ctx.routes, blocks, sidebars: sidebarsByUrl(ctx.shared), cache: entryCache };
    const search = ctx.site.search;
    const opensearch = renderOpenSearch(ctx.site);
    const opensearchFiles = opensearch ? [{ path: 'opensearch.xml', data: opensearch }] : [];
    if (search?.provider !== 'local') return { files: opensearchFiles, errors: [] };
    const indexFiles = (files: GeneratedFile[]) => files.filter((f) => f.path.startsWith(INDEX_DIR));
    if (ctx.dev) {
      // Pages load the index under one name in watch mode, so it can be made after them.
      search.indexUrl = ctx.site.baseUrl + INDEX_DIR + DEV_MANIFEST;
      return { files: opensearchFiles, errors: [], onDemand: [{ prefix: INDEX_DIR, make: () => indexFiles(emitSearch(input, DEV_MANIFEST).files) }] };
    }
    // A build names the index by the build id, which covers every page's text, title and
    // sidebar (all the index is made from), and makes it while the pages render.
    let manifest = '';
    return {
      files: opensearchFiles, errors: [],
      deferred: [{
        name(buildId) {
          manifest = `index-${buildId.slice(0, 10)}.json`;
          search.indexUrl = ctx.site.baseUrl + INDEX_DIR + manifest;
        },
        make: async () => indexFiles((await emitSearchInSlices(input, manifest)).files),
      }],
    };
  },
};
