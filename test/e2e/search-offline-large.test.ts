/**
 * A search index too large to precache (over 1.5 MB: the 200-doc synthetic corpus) is kept by
 * the service worker part by part as the reader searches: after one search online, the same
 * search answers offline from a page loaded offline, with nothing of the index in the precache.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { SEARCH_PRECACHE_LIMIT } from '../../cli/output/precache-manifest.ts';
import { launchBrowser, openControlled, waitForCached, waitForHydration } from '../helpers/browser.ts';
import { buildAndServe } from '../helpers/serve-build.ts';
import { corpus } from '../bench/corpus.ts';

async function search(page: Page, query: string): Promise<string[]> {
  await page.keyboard.press('Control+k');
  await page.waitForSelector('#docsearch-input');
  await page.fill('#docsearch-input', query);
  await page.waitForSelector('.DocSearch-Hit-title', { timeout: 15000 });
  return page.locator('.DocSearch-Hit-title').allTextContents();
}

test('a large index is not precached; what a search fetched answers the same search offline', async () => {
  const site = await buildAndServe(corpus('e2e-search-large', 200, 10));
  const indexDir = join(site.dir, 'assets', 'search');
  const indexBytes = readdirSync(indexDir).reduce((n, f) => n + statSync(join(indexDir, f)).size, 0);
  assert.ok(indexBytes > SEARCH_PRECACHE_LIMIT, `the index (${indexBytes} bytes) is over the precache limit`);
  const settings = readFileSync(join(site.dir, 'sw.js'), 'utf8').split('\n')[0]!;
  assert.not.match(settings, 'assets/search/', 'no index file in the precache list');

  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await openControlled(context, site.url('docs/page-0'));
    const fetched: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/assets/search/') && r.ok()) fetched.push(r.url());
    });
    const online = await search(page, 'reconcile');
    assert.ok(online.length > 0, 'hits online');
    assert.ok(fetched.length > 0, 'the search fetched index files');
    const kept = await waitForCached(page, [...fetched, site.url('docs/page-0/__data.json')]);
    assert.ok(kept, 'the fetched index files and the page data are in the worker\'s caches');

    // Only the worker's caches may answer: the browser's HTTP cache (which may evict at will)
    // is emptied first.
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    await context.setOffline(true);
    // A fresh page load: the engine's in-memory copy is gone, only the worker's caches remain.
    await page.reload();
    await waitForHydration(page);
    const offline = await search(page, 'reconcile');
    assert.equal(offline, online, 'the same hits offline');
    assert.is(await page.locator('.DocSearch-ErrorScreen').count(), 0);
    await context.close();
  } finally {
    await browser.close();
    await site.close();
  }
});

test.run();
