import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createLocalSearchClient } from '../../../../runtime/search/local-client';

const local = suite('local search client: failures');
const realFetch = globalThis.fetch;
local.after.each(() => {
  globalThis.fetch = realFetch;
});

const request = { query: 'helm', snippetWords: 10, hitsPerPage: 20, facetFilters: [] };

async function failureOf(fetchImpl: typeof fetch): Promise<Error> {
  globalThis.fetch = fetchImpl;
  try {
    await createLocalSearchClient('/base/assets/search/index-0123456789.json').search(request);
  } catch (error) {
    return error as Error;
  }
  throw new Error('the search did not fail');
}

local('an index file that cannot be fetched (offline) fails as a RetryError, the modal\'s error-screen case', async () => {
  const error = await failureOf(async () => {
    throw new TypeError('Failed to fetch');
  });
  assert.is(error.name, 'RetryError');
  assert.match(error.message, '/base/assets/search/index-0123456789.json');
  assert.instance(error.cause, TypeError);
});

local('an index file answered with an HTTP error fails as a RetryError naming the status', async () => {
  const error = await failureOf(async () => new Response('gone', { status: 404 }));
  assert.is(error.name, 'RetryError');
  assert.match(error.message, 'HTTP 404');
});

local.run();
