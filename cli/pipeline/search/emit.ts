/**
 * The search feature of a build: the embedded index files (provider "local") and
 * opensearch.xml. Pure apart from the entry cache it is given: returns what to write; the
 * caller writes the files and puts `indexUrl` into SiteData.search. The DocSearch records
 * themselves (records.ts) are only made by `opdocs index`: the index needs less.
 */
import type { RouteData, SidebarItem, SiteData } from '../../../runtime/types.js';
import type { SearchBlock } from '../parse/search-blocks.js';
import { assembleIndexSteps } from './local-index.js';
import { createIndexEntryCache, type IndexEntryCache } from './index-entries.js';
import { createLvl0Finder } from './lvl0.js';
import { isIndexedRoute } from './page-records.js';
import { renderOpenSearch } from './opensearch.js';
import { setImmediate } from 'node:timers/promises';

export interface EmitSearchInput {
  site: SiteData;
  routes: RouteData[];
  /** Search blocks per route path. */
  blocks: Map<string, SearchBlock[]>;
  /** Sidebar items per sidebar JSON URL. */
  sidebars: Map<string, SidebarItem[]>;
  /** Entries of the previous build (watch mode): unchanged pages are not cut into words again. */
  cache?: IndexEntryCache;
}

export interface EmitSearchOutput {
  /** Paths relative to the output folder. */
  files: { path: string; data: string | Uint8Array }[];
  /** URL of the index manifest (provider "local"), for SiteData.search.indexUrl. */
  indexUrl: string | null;
}

/** Folder of the index files in the output. */
export const INDEX_DIR = 'assets/search/';

/** Pages cut into words between two turns of the event loop (emitSearchInSlices). */
const SLICE_PAGES = 256;

/** Index files and opensearch.xml of a site; `manifest` names the index manifest (default: by its content). */
export function emitSearch(input: EmitSearchInput, manifest?: string): EmitSearchOutput {
  const steps = searchSteps(input, manifest);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * emitSearch with a turn of the event loop every few hundred pages: it runs while render
 * threads work, and they wait on this thread for their next routes.
 */
export async function emitSearchInSlices(input: EmitSearchInput, manifest?: string): Promise<EmitSearchOutput> {
  const steps = searchSteps(input, manifest);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await setImmediate();
  }
}

function* searchSteps(input: EmitSearchInput, manifest?: string): Generator<void, EmitSearchOutput> {
  const { site } = input;
  const files: EmitSearchOutput['files'] = [];
  let indexUrl: string | null = null;
  if (site.search?.provider === 'local') {
    const cache = input.cache ?? createIndexEntryCache();
    const lvl0Of = createLvl0Finder(site, input.sidebars);
    const entries = [];
    for (const route of input.routes) {
      if (!isIndexedRoute(route)) continue;
      entries.push(cache.get(route, input.blocks.get(route.path) ?? [], lvl0Of(route), site.url, site.locale.code));
      if (entries.length % SLICE_PAGES === 0) yield;
    }
    cache.prune();
    const index = yield* assembleIndexSteps(entries, cache.dict, {});
    for (const f of index.files) files.push({ path: INDEX_DIR + (f.name === index.manifest && manifest ? manifest : f.name), data: f.data });
    indexUrl = site.baseUrl + INDEX_DIR + (manifest ?? index.manifest);
  }
  const opensearch = renderOpenSearch(site);
  if (opensearch) files.push({ path: 'opensearch.xml', data: opensearch });
  return { files, indexUrl };
}
