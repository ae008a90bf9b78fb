/**
 * The "local" search provider for the browser: the embedded index, fetched shard by shard
 * from the manifest URL only once the reader starts searching (or hovers the button).
 */
import type { SearchClient } from './client-types';
import type { IndexManifest } from './index-format';
import { createLocalEngine } from './local-engine';

/** Indexes up to this size (characters, before gzip) are kept whole for offline search. */
const OFFLINE_LIMIT = 1_500_000;

/**
 * An index file that could not be had is this provider's "no host answered": named like the
 * Algolia client's RetryError, the one failure the modal shows its error screen for.
 */
function unreachable(message: string, cause?: unknown): Error {
  return Object.assign(new Error(message, { cause }), { name: 'RetryError' });
}

/** A SearchClient over the index whose manifest is at `indexUrl` (SiteData.search.indexUrl). */
export function createLocalSearchClient(indexUrl: string): SearchClient {
  const slash = indexUrl.lastIndexOf('/');
  const dir = indexUrl.slice(0, slash + 1);
  const engine = createLocalEngine(async (name) => {
    const res = await fetch(dir + name).catch((cause: unknown) => {
      throw unreachable(`search index file ${dir + name}: no answer (offline?)`, cause);
    });
    if (!res.ok) throw unreachable(`search index file ${dir + name}: HTTP ${res.status}`);
    return res.json();
  }, indexUrl.slice(slash + 1));
  let warmed = false;
  // Once the reader searches, a small index is fetched whole in the background so the
  // service worker's cache of assets/search/ can answer every later query offline.
  const keepForOffline = () => {
    if (warmed || typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
    warmed = true;
    engine.manifest().then(async (m: IndexManifest) => {
      if (m.size > OFFLINE_LIMIT) return;
      // Neighbouring groups share files: each is fetched once.
      const files = new Set([...Object.values(m.words), ...Object.values(m.postings).flat().filter(Boolean), ...m.docs.map((d) => d.file)]);
      for (const f of files) await fetch(dir + f, { priority: 'low' } as RequestInit).catch(() => undefined);
    }).catch(() => {
      warmed = false;
    });
  };
  return {
    async search(request, signal) {
      signal?.throwIfAborted();
      const response = await engine.search(request);
      keepForOffline();
      // Shards stay cached even when the answer arrives too late to be wanted.
      signal?.throwIfAborted();
      return response;
    },
    preload() {
      engine.preload().catch(() => undefined);
    },
  };
}
