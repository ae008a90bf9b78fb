/**
 * The search feature: DocSearch records of every indexed page, the embedded index (provider
 * "local") and opensearch.xml, made from the route data and the search blocks of the same
 * Markdown parse. The index URL goes into SiteData, so pages know where to load it from.
 */
import type { SidebarItem } from '../../../runtime/types.js';
import type { SearchBlock } from '../parse/search-blocks.js';
import { emitSearch, INDEX_DIR } from '../search/emit.js';
import { createIndexEntryCache } from '../search/index-entries.js';
import { renderOpenSearch } from '../search/opensearch.js';
import type { Feature, SharedFile } from './feature.js';

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
    const run = () => emitSearch({ site: ctx.site, routes: ctx.routes, blocks, sidebars: sidebarsByUrl(ctx.shared), cache: entryCache });
    if (ctx.dev && ctx.site.search?.provider === 'local') {
      // Pages load the index under one name in watch mode, so it can be made after them.
      ctx.site.search.indexUrl = ctx.site.baseUrl + INDEX_DIR + DEV_MANIFEST;
      const opensearch = renderOpenSearch(ctx.site);
      const make = () => {
        const out = run();
        const manifest = out.indexUrl?.slice(out.indexUrl.lastIndexOf('/') + 1);
        return out.files.filter((f) => f.path.startsWith(INDEX_DIR)).map((f) => (f.path === INDEX_DIR + manifest ? { ...f, path: INDEX_DIR + DEV_MANIFEST } : f));
      };
      return { files: opensearch ? [{ path: 'opensearch.xml', data: opensearch }] : [], errors: [], onDemand: [{ prefix: INDEX_DIR, make }] };
    }
    const out = run();
    if (out.indexUrl && ctx.site.search) ctx.site.search.indexUrl = out.indexUrl;
    return { files: out.files, errors: [] };
  },
};
