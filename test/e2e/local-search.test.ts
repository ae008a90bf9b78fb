/**
 * The embedded search client in Chromium against a built fixture: nothing of the index loads
 * with a page, the first search fetches the manifest and a few shards, and answers carry
 * escaped text with <mark> highlights.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from 'esbuild';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, waitForHydration, watchConsole } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/serve-build.ts';
import { copyFixture, ROOT } from '../helpers/fixture-site.ts';

const LocalSearch = suite('local search client in Chromium (search-site fixture)');
let browser: Browser;
let site: ServedSite;
let clientCode: string;

LocalSearch.before(async () => {
  site = await buildAndServe(copyFixture('search-site', 'e2e-local-search'));
  browser = await launchBrowser();
  // The modal imports this module; here the test loads it into the page itself.
  const bundled = await build({ entryPoints: [join(ROOT, 'runtime', 'search', 'local-client.ts')], bundle: true, format: 'iife', globalName: 'opdocsLocalSearch', write: false, target: 'es2020' });
  clientCode = bundled.outputFiles[0].text;
});
LocalSearch.after(async () => {
  await browser?.close();
  await site?.close();
});

LocalSearch('the index loads only when searching; a typo query comes back escaped and highlighted', async () => {
  // The test injects the client bundle as an inline script, which the build's CSP would refuse.
  const context = await browser.newContext({ serviceWorkers: 'block', bypassCSP: true });
  const page = await context.newPage();
  const consoleLog = watchConsole(page);
  const indexRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/assets/search/')) indexRequests.push(r.url().split('/').pop() as string);
  });
  await page.goto(site.url('docs/intro'));
  await waitForHydration(page);
  assert.equal(indexRequests, [], 'no index file on page load');

  await page.addScriptTag({ content: clientCode });
  const answer = await page.evaluate(async () => {
    const w = window as unknown as { opdocsLocalSearch: typeof import('../../runtime/search/local-client') };
    const data = JSON.parse(document.getElementById('__opdocs_data')?.textContent ?? '{}');
    const client = w.opdocsLocalSearch.createLocalSearchClient(data.site.search.indexUrl);
    const filters = [['language:en'], ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
    const typo = await client.search({ query: 'memroy', snippetWords: 10, hitsPerPage: 20, facetFilters: filters });
    const escaped = await client.search({ query: 'onerror', snippetWords: 5, hitsPerPage: 20, facetFilters: filters });
    return { typo, escaped };
  });
  assert.equal(answer.typo.hits.map((h) => h.url).slice(0, 2), ['/base/docs/guides/advanced/tuning', '/base/docs/guides/advanced/tuning#memory-limits']);
  assert.is(answer.typo.hits[0]._highlightResult.hierarchy.lvl1?.value, 'Tuning <mark>memory</mark>');
  assert.is(answer.escaped.hits[0]._snippetResult?.content?.value, '…&lt;img src=x <mark>onerror</mark>=alert(1)&gt; and &lt;/script&gt;…');
  assert.is(indexRequests[0].split('-')[0], 'index');
  assert.ok(indexRequests.every((f) => /^(index|w|p|d)-[0-9a-f]{10}\.json$/.test(f)), indexRequests.join());
  assert.equal(consoleLog.errors, []);
  await context.close();
});

LocalSearch.run();
