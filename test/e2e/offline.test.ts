import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, waitForHydration } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/serve-build.ts';
import { copyFixture } from '../helpers/fixture-site.ts';

const Offline = suite('service worker: pages read or prefetched stay readable offline (basic fixture)');
let browser: Browser;
let site: ServedSite;

Offline.before(async () => {
  site = await buildAndServe(copyFixture('basic', 'e2e-offline'));
  browser = await launchBrowser();
});
Offline.after(async () => {
  await browser?.close();
  await site?.close();
});

/** Opens a page and waits until the service worker controls it. */
async function openControlled(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(site.url(path));
  await waitForHydration(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15000 });
  return page;
}

const navigate = (page: Page, href: string) =>
  page.evaluate((h) => (window as unknown as { __opdocs: { navigate(h: string): Promise<void> } }).__opdocs.navigate(h), href);

Offline('a visited page reloads offline, and client navigation to a visited route works offline', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await openControlled(context, 'docs/intro');
  // Visit a second route while online so its data is cached, then come back.
  await navigate(page, `${site.baseUrl}docs/advanced/`);
  await page.waitForURL(/advanced\/$/);
  const advancedTitle = await page.locator('main h1').first().innerText();
  await navigate(page, `${site.baseUrl}docs/intro`);
  await page.waitForURL(/intro$/);
  const introText = await page.locator('main').innerText();
  // The worker stores both pages in the background; wait until they are there.
  for (const path of ['docs/intro', 'docs/advanced/']) {
    await page.waitForFunction(async (u) => Boolean(await caches.match(u)), site.url(path), { timeout: 10000 });
  }

  await context.setOffline(true);
  await page.reload();
  await waitForHydration(page);
  assert.is(await page.locator('main').innerText(), introText, 'the reloaded page comes from the cache');

  await navigate(page, `${site.baseUrl}docs/advanced/`);
  await page.waitForURL(/advanced\/$/);
  await page.waitForFunction((t) => document.querySelector('main h1')?.textContent === t, advancedTitle);
  await context.close();
});

Offline('a page never read nor prefetched is not invented offline', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await openControlled(context, 'docs/intro');
  await context.setOffline(true);
  const response = await page.goto(site.url('blog/archive')).catch(() => null);
  // Either the browser's own offline error or a non-OK answer: never a stale or wrong page.
  assert.ok(response === null || !response.ok(), 'an unread page is not served from nowhere');
  await context.close();
});

Offline.run();
