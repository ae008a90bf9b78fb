import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../../../../cli/config/load-config';
import { loadSite, type LoadedSite } from '../../../../../cli/pipeline/site';
import { createSearchRecords } from '../../../../../cli/pipeline/search/records';
import { sidebarsByUrl } from '../../../../../cli/pipeline/features/search';

const FIXTURE = fileURLToPath(new URL('../../../../fixtures/versioned-docs', import.meta.url));

async function lvl0ByUrl(): Promise<Map<string, string | null>> {
  const { result, errors } = await loadSite(await loadConfig(FIXTURE));
  assert.equal(errors.map((e) => e.message), []);
  const site = result as LoadedSite;
  const records = createSearchRecords({ site: site.site, routes: site.routes, blocks: new Map([...site.parsed].map(([path, parsed]) => [path, parsed.blocks])), sidebars: sidebarsByUrl(site.shared) });
  return new Map(records.filter((r) => r.type === 'lvl1').map((r) => [r.url.replace('https://example.com', ''), r.hierarchy.lvl0]));
}

test('a docsVersion navbar item gives lvl0 the version of the page it is drawn on, as the navbar marks it active there', async () => {
  const lvl0 = await lvl0ByUrl();
  // The item leads to each version's main doc and is labelled with that version: the last
  // active navbar link on those pages, so the DocSearch template reads it as lvl0.
  assert.is(lvl0.get('/gadgets/docs/setup'), '2.0');
  assert.is(lvl0.get('/gadgets/docs/1.0/setup'), '1.0');
  assert.is(lvl0.get('/gadgets/docs/next/setup'), 'Next');
  // Elsewhere in the version the item is not active: the doc item before it is the last active one.
  assert.is(lvl0.get('/gadgets/docs/next/pairing'), 'Setup');
});

test.run();
