/**
 * The one place the theme gets its search provider. Both providers load through dynamic
 * imports, so neither adds to a page's first load; the promise is kept per settings object,
 * so the modal and the search page share one client (and the Algolia answer cache).
 */
import type { SearchClient } from '../../runtime/search/client-types';
import type { SearchSettings } from '../../runtime/types';

const clients = new WeakMap<SearchSettings, Promise<SearchClient>>();

/** True when the settings select Algolia: provider "algolia" with appId and apiKey. */
export function isAlgoliaSearch(search: SearchSettings): boolean {
  return search.provider === 'algolia' && Boolean(search.appId && search.apiKey);
}

async function createClient(search: SearchSettings): Promise<SearchClient> {
  if (isAlgoliaSearch(search)) {
    const { createAlgoliaSearchClient } = await import('../../runtime/search/algolia-client');
    return createAlgoliaSearchClient({
      appId: search.appId!, apiKey: search.apiKey!, indexName: search.indexName ?? '',
      modal: { searchParameters: search.searchParameters, insights: search.insights },
    });
  }
  const { createLocalSearchClient } = await import('../../runtime/search/local-client');
  return createLocalSearchClient(search.indexUrl ?? '');
}

/** The site's search client, created on first use; a failed creation is retried next time. */
export function getSearchClient(search: SearchSettings): Promise<SearchClient> {
  let client = clients.get(search);
  if (!client) {
    client = createClient(search);
    clients.set(search, client);
    client.catch(() => clients.delete(search));
  }
  return client;
}
