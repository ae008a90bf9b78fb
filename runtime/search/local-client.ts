/**
 * Placeholder for the embedded index's browser client, which another branch provides under the
 * same export name. Until it lands, asking for it fails, and the modal shows its error screen.
 */
import type { SearchClient } from './client-types';

/** Creates the client of the embedded index at `indexUrl`. */
export function createLocalSearchClient(indexUrl: string): SearchClient {
  throw new Error(`local index not built (${indexUrl})`);
}
