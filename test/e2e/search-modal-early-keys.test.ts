/**
 * Keys typed while the search modal's code is still on its way (behaviors §12.1–12.2): the
 * modal is imported on first open, and a reader who presses Ctrl+K and types at once had lost
 * the first letters to the page. Here the modal's code is held back until the typing is done,
 * so the keys always come before the modal.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, waitForHydration } from '../helpers/browser.ts';
import { buildAndServeTyko, type TykoSite } from '../helpers/tyko-site-server.ts';

const Early = suite('search modal: keys typed before it loaded (TyKO)');
let browser: Browser;
let tyko: TykoSite;

Early.before(async () => {
  tyko = await buildAndServeTyko();
  browser = await launchBrowser();
});
Early.after(async () => {
  await browser?.close();
  await tyko?.close();
});

/** A hydrated doc page whose later script requests wait until `release` is called. */
async function openHeld(): Promise<{ context: BrowserContext; page: Page; release: () => void }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(tyko.url('docs/crds'));
  await waitForHydration(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return { context, page, release };
}

Early('letters typed right after Ctrl+K start the query, and none reach the field that had the focus', async () => {
  const { context, page, release } = await openHeld();
  await page.evaluate(() => {
    const field = document.createElement('textarea');
    field.id = 'notes';
    document.querySelector('main')!.prepend(field);
    field.focus();
  });
  await page.keyboard.press('Control+k');
  await page.keyboard.type('metrx');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('ics');
  assert.is(await page.locator('#docsearch-input').count(), 0, 'the modal had not loaded while the keys were typed');
  release();
  await page.waitForSelector('#docsearch-input');
  assert.is(await page.inputValue('#docsearch-input'), 'metrics');
  assert.is(await page.inputValue('#notes'), '', 'the page field got none of the keys');
  await page.waitForSelector('.DocSearch-Hit-title');
  const titles = await page.locator('.DocSearch-Hit-title').allTextContents();
  assert.ok(titles.some((t) => /metrics/i.test(t)), `hits for the whole query: ${titles.join(' | ')}`);
  // After the modal is there, keys go to its input as usual.
  await page.keyboard.type(' port');
  assert.is(await page.inputValue('#docsearch-input'), 'metrics port');
  await context.close();
});

Early('a letter typed on the focused search button and the ones after it make one query', async () => {
  const { context, page, release } = await openHeld();
  await page.focus('.DocSearch-Button');
  await page.keyboard.type('quorum');
  release();
  await page.waitForSelector('#docsearch-input');
  assert.is(await page.inputValue('#docsearch-input'), 'quorum');
  await context.close();
});

Early('once the modal closed, keys reach the page again', async () => {
  const { context, page, release } = await openHeld();
  release();
  await page.keyboard.press('Control+k');
  await page.waitForSelector('#docsearch-input');
  await page.keyboard.press('Escape');
  await page.waitForSelector('#docsearch-input', { state: 'detached' });
  await page.evaluate(() => {
    const field = document.createElement('textarea');
    field.id = 'notes';
    document.querySelector('main')!.prepend(field);
    field.focus();
  });
  await page.keyboard.type('abc');
  assert.is(await page.inputValue('#notes'), 'abc');
  await context.close();
});

Early.run();
