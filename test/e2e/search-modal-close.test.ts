/**
 * Closing the search modal on the TyKO site the ways a mouse reader does (behaviors §12.1):
 * a press on the dimmed backdrop closes it, and the focus is back on the search button after
 * the press, as it is after Escape, so the keyboard carries on from where the search began.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, waitForHydration } from '../helpers/browser.ts';
import { buildAndServeTyko, type TykoSite } from '../helpers/tyko-site-server.ts';

const Close = suite('search modal: closing from the backdrop (TyKO)');
let browser: Browser;
let tyko: TykoSite;

Close.before(async () => {
  tyko = await buildAndServeTyko();
  browser = await launchBrowser();
});
Close.after(async () => {
  await browser?.close();
  await tyko?.close();
});

/** A TyKO doc page with the search modal opened by Ctrl+K. */
async function openModal() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(tyko.url('docs/crds'));
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await page.waitForSelector('#docsearch-input');
  return { context, page };
}

const focusedClass = (page: Page) => page.evaluate(() => document.activeElement?.className ?? '');

Close('a press on the dimmed backdrop closes the modal and leaves the focus on the search button', async () => {
  const { context, page } = await openModal();
  const modal = await page.locator('.DocSearch-Modal').boundingBox();
  assert.ok(modal, 'the modal shows');
  // Left of the 560 px modal, below its top: the container itself, not the dialog.
  const x = Math.max(5, Math.floor(modal.x / 2));
  const y = Math.floor(modal.y + modal.height / 2);
  assert.is(await page.evaluate(([px, py]) => document.elementFromPoint(px, py)?.classList.contains('DocSearch-Container'), [x, y]), true, 'the point is on the backdrop');
  await page.mouse.click(x, y);
  await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
  assert.is(await page.evaluate(() => document.body.classList.contains('DocSearch--active')), false, 'the body class is gone');
  assert.is(await focusedClass(page), 'DocSearch DocSearch-Button', 'the focus is back on the search button');
  // The keyboard goes on from the button: a letter typed there starts a new search with it.
  await page.keyboard.press('q');
  await page.waitForSelector('#docsearch-input');
  assert.is(await page.inputValue('#docsearch-input'), 'q');
  await context.close();
});

Close('a press inside the dialog keeps it open', async () => {
  const { context, page } = await openModal();
  await page.click('.DocSearch-Footer');
  assert.is(await page.locator('.DocSearch-Modal').count(), 1, 'still open');
  await context.close();
});

Close.run();
