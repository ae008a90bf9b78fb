/**
 * The search modal on the embedded index, as a reader uses it: on the TyKO site (Ctrl+K, type,
 * arrows, Enter → client-side navigation; then again with the network gone), and in
 * `serve --watch`, where the index follows an edit.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { serveCommand, type ServeHandle } from '../../cli/commands/serve.ts';
import { launchBrowser, openControlled, waitForHydration } from '../helpers/browser.ts';
import { pagePool, type PagePool } from '../helpers/page-pool.ts';
import { copyFixture } from '../helpers/fixture-site.ts';
import { buildAndServeTyko, type TykoSite } from '../helpers/tyko-site-server.ts';

const LocalUi = suite('search modal on the local index: TyKO, offline, watch mode');
let browser: Browser;
let pages: PagePool;
let tyko: TykoSite;

LocalUi.before(async () => {
  tyko = await buildAndServeTyko();
  browser = await launchBrowser();
  pages = pagePool(browser, { serviceWorkers: 'block' });
});
LocalUi.after(async () => {
  await pages?.close();
  await browser?.close();
  await tyko?.close();
});

const titles = (page: Page) => page.locator('.DocSearch-Hit-title').allTextContents();

async function search(page: Page, query: string): Promise<string[]> {
  await page.keyboard.press('Control+k');
  await page.waitForSelector('#docsearch-input');
  await page.fill('#docsearch-input', query);
  await page.waitForSelector('.DocSearch-Hit-title', { timeout: 15000 });
  return titles(page);
}


LocalUi('Ctrl+K, a query with a typo, arrow and Enter navigate client-side to the hit', async () => {
  const { page, done } = await pages.take({ viewport: { width: 1280, height: 800 } });
  await page.goto(tyko.url());
  await waitForHydration(page);
  const indexBefore = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('/assets/search/')).length);
  assert.is(indexBefore, 0, 'no index file loads with the page');
  await page.evaluate(() => ((window as unknown as { __kept: number }).__kept = 1));
  const found = await search(page, 'quorom');
  assert.ok(found.some((t) => /quorum/i.test(t)), `hits for a typo of "quorum": ${found.join(' | ')}`);
  await page.keyboard.press('ArrowDown');
  const selected = await page.locator('[aria-selected="true"] a').getAttribute('href');
  assert.ok(selected, 'a hit is selected');
  await page.keyboard.press('Enter');
  await page.waitForFunction((href) => location.href.endsWith(href as string) || location.pathname + location.hash === href, selected);
  assert.is(await page.evaluate(() => (window as unknown as { __kept?: number }).__kept), 1, 'client-side navigation, no full load');
  assert.is(await page.locator('.DocSearch-Modal').count(), 0, 'the modal closed');
  await done();
});

LocalUi('Ctrl+K pressed while a clicked page still loads: the modal keeps the focus and the typed query when the page shows', async () => {
  const { page, done } = await pages.take({ viewport: { width: 1280, height: 800 } });
  // The next page's data (prefetched as soon as its link shows) is held back until the modal
  // is open, as on a slow network.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/docs/metrics/__data.json', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(tyko.url('docs/faq'));
  await waitForHydration(page);
  await page.locator('.theme-doc-sidebar-menu a[href$="/docs/metrics"]').click();
  await page.keyboard.press('Control+k');
  await page.waitForFunction(() => document.activeElement?.id === 'docsearch-input');
  release();
  await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('Metrics'));
  await page.keyboard.type('quorum');
  assert.is(await page.inputValue('#docsearch-input'), 'quorum');
  assert.is(await page.evaluate(() => document.activeElement?.id), 'docsearch-input');
  await done();
});

LocalUi('Escape in the input with results shown closes the whole modal; it reopens empty', async () => {
  const { page, done } = await pages.take({ viewport: { width: 1280, height: 800 } });
  await page.goto(tyko.url());
  await waitForHydration(page);
  const found = await search(page, 'helm');
  assert.ok(found.length > 0);
  assert.ok(await page.evaluate(() => document.activeElement?.id === 'docsearch-input'), 'typing in the input');
  // The input closes its list first (behaviors §12.1); the window-wide Escape closes the modal anyway.
  await page.keyboard.press('Escape');
  await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
  assert.ok(await page.evaluate(() => document.activeElement?.classList.contains('DocSearch-Button')), 'focus back on the button');
  await page.keyboard.press('Control+k');
  await page.waitForSelector('#docsearch-input');
  assert.is(await page.inputValue('#docsearch-input'), '');
  assert.is(await page.locator('.DocSearch-Hit-title').count(), 0, 'no old hits');
  await done();
});

LocalUi('after one visit, search works with the network gone', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await openControlled(context, tyko.url('docs/getting-started'));
  await context.setOffline(true);
  const found = await search(page, 'helm');
  assert.ok(found.length > 0, 'hits offline');
  assert.is(await page.locator('.DocSearch-ErrorScreen').count(), 0);
  await context.close();
});

LocalUi('serve --watch: a word added to a doc is found after the rebuild', async () => {
  const siteDir = copyFixture('basic', 'e2e-search-watch');
  const logged: string[] = [];
  const handle: ServeHandle = await serveCommand({
    siteDir, dir: 'build', port: 0, host: '127.0.0.1', watch: true, sourceDirs: [],
    logger: { info: (t) => logged.push(t), error: (t) => logged.push(t) },
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${handle.url}docs/intro`);
    await waitForHydration(page);
    const file = join(siteDir, 'content', 'docs', 'intro.md');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\n\nThe zanzibarite setting is new.\n`);
    await page.waitForFunction(() => document.body.innerText.includes('zanzibarite'), undefined, { timeout: 20000 });
    await page.reload();
    await waitForHydration(page);
    const found = await search(page, 'zanzibarite');
    assert.ok(found.length > 0, `the new word is in the index: ${logged.join(' / ')}`);
    await context.close();
  } finally {
    await handle.close();
  }
});

LocalUi.run();
