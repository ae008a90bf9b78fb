/**
 * The "local" search provider for the browser: the embedded index, fetched shard by shard
 * from the manifest URL only once the reader starts searching (or hovers the button).
 */
import type { SearchClient } from './client-types';
import { createLocalEngine } from './local-engine';

/** A SearchClient over the index whose manifest is at `indexUrl` (SiteData.search.indexUrl). */
export function createLocalSearchClient(indexUrl: string): SearchClient {
  const slash = indexUrl.lastIndexOf('/');
  const dir = indexUrl.slice(0, slash + 1);
  const engine = createLocalEngine(async (name) => {
    const res = await fetch(dir + name);
    if (!res.ok) throw new Error(`search index file ${dir + name}: HTTP ${res.status}`);
    return res.json();
  }, indexUrl.slice(slash + 1));
  return {
    async search(request, signal) {
      signal?.throwIfAborted();
      const response = await engine.search(request);
      // Shards stay cached even when the answer arrives too late to be wanted.
      signal?.throwIfAborted();
      return response;
    },
    preload() {
      engine.preload().catch(() => undefined);
    },
  };
}
