import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAlgoliaSearchClient } from '../../../../runtime/search/algolia-client';
import { createHostsCache, HOST_COOL_OFF_MS } from '../../../../runtime/search/algolia-hosts-cache';
import { startFakeAlgolia } from '../../../helpers/fake-algolia-search';

const hosts = suite('Algolia hosts cache: failed hosts are remembered (behaviors §13)');

const address = { url: 'app-dsn.algolia.net', accept: 'read', protocol: 'https' };
const request = { query: 'setup', snippetWords: 10, hitsPerPage: 20, facetFilters: [] };

hosts('a host stored with its state is found again by its plain address, down until the cool-off ends', async () => {
  const cache = createHostsCache('APP1');
  type Found = { status?: string; fresh?: boolean; isUp(): boolean; isTimedOut(): boolean };
  const fresh = () => Promise.resolve({ ...address, fresh: true } as unknown as Found);
  const failedAt = Date.now();
  // The client stores a host under the host with its state, and looks it up by the address alone.
  await cache.set({ ...address, status: 'up', lastUpdate: failedAt - 5 }, { ...address, status: 'down', lastUpdate: failedAt });
  const found = await cache.get(address, fresh);
  assert.is(found.status, 'down');
  assert.is(found.isUp(), false);
  assert.is(found.isTimedOut(), false);
  await cache.set(address, { ...address, status: 'timed out', lastUpdate: failedAt - HOST_COOL_OFF_MS - 1 });
  const expired = await cache.get(address, fresh);
  assert.is(expired.isUp(), true, 'up again after 120 s');
  assert.is(expired.isTimedOut(), false);
  assert.equal(await cache.get({ ...address, url: 'other' }, fresh), { ...address, fresh: true }, 'an unknown host gets the default');
});

hosts('a host that failed is not tried first by the next search', async () => {
  let failing = 0;
  const broken = createServer((req, res) => {
    failing++;
    req.resume();
    req.on('end', () => {
      res.statusCode = 500;
      res.end('{"message":"boom"}');
    });
  });
  await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
  const good = await startFakeAlgolia(() => []);
  try {
    const client = createAlgoliaSearchClient({
      appId: 'APP2', apiKey: 'key', indexName: 'idx',
      hosts: [`http://127.0.0.1:${(broken.address() as AddressInfo).port}`, good.origin],
    });
    await client.search(request);
    await client.search({ ...request, query: 'deploy' });
    assert.is(failing, 1, 'the broken host is asked once, then skipped');
    assert.is(good.requests.length, 2);
  } finally {
    broken.closeAllConnections();
    broken.close();
    await good.close();
  }
});

hosts.run();
