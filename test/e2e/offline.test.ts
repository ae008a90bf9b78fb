import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildSite } from '../../cli/commands/build.ts';
import { launchBrowser, openControlled, waitForCached, waitForHydration, watchConsole } from '../helpers/browser.ts';
import { within } from '../helpers/bounded.ts';
import { buildAndServe, type ServedSite } from '../helpers/serve-build.ts';
import { copyFixture } from '../helpers/fixture-site.ts';
import { routerNavigate } from '../helpers/client-nav.ts';

const Offline = suite('service worker: after one visit every page opens offline; updates wait for the reader (basic fixture)');
let browser: Browser;
let site: ServedSite;
let siteDir: string;

Offline.before(async () => {
  siteDir = copyFixture('basic', 'e2e-offline');
  site = await buildAndServe(siteDir);
  browser = await launchBrowser();
});
Offline.after(async () => {
  await browser?.close();
  await site?.close();
});

const openControlledAt = (context: BrowserContext, path: string) => openControlled(context, site.url(path));

const h1 = (page: Page, text: string) =>
  page.waitForFunction((t) => document.querySelector('main h1, article h1')?.textContent?.includes(t), text, { timeout: 10000 });

Offline('offline: unvisited pages by URL, reload, client navigation to blog and tags, back/forward, home, missing image', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await openControlledAt(context, 'docs/intro');
  const console = watchConsole(page);
  await context.setOffline(true);

  // Never visited, opened by URL: the worker makes it from precached route data.
  await page.goto(site.url('docs/guides/setup'));
  await waitForHydration(page);
  await h1(page, 'Setup');
  assert.ok((await page.locator('main').innerText()).includes('Setup paragraph 13'), 'the body is shown');
  // Its image was never fetched: the worker's placeholder stands in, not a broken image.
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('main img');
    return Boolean(img?.complete && img.naturalWidth === 320);
  });

  await page.reload();
  await waitForHydration(page);
  await h1(page, 'Setup');

  await routerNavigate(page, `${site.baseUrl}blog/2025/01/11/post-1`);
  await h1(page, 'Post number 1');
  await routerNavigate(page, `${site.baseUrl}blog/tags/release`);
  await h1(page, 'Release');
  await page.goBack();
  await h1(page, 'Post number 1');
  await page.goBack();
  await h1(page, 'Setup');
  await page.goForward();
  await h1(page, 'Post number 1');

  await page.goto(site.url(''));
  await waitForHydration(page);
  assert.ok((await page.title()).length > 0);
  assert.ok(await page.locator('main').count(), 'the home page renders');

  // A file that is not cached: the theme's offline page, not the browser's error page.
  const response = await page.goto(site.url('img/logo.png'));
  assert.is(response?.status(), 503);
  await h1(page, 'You are offline');
  assert.is(await page.locator('button', { hasText: 'Try again' }).count(), 1);
  assert.equal(console.errors.filter((e) => !/503|Failed to load resource/.test(e)), [], 'no page errors');
  await context.close();
});

Offline('the first page read shows its images offline after a reload, though they loaded before the worker controlled it', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await openControlledAt(context, 'docs/guides/setup');
  const image = page.locator('main img').first();
  const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  assert.ok(await waitForCached(page, [src]), 'the worker keeps the image the page showed before it took over');

  await context.setOffline(true);
  await page.reload();
  await waitForHydration(page);
  // The fixture's image is 2 × 2; the worker's offline placeholder is 320 wide.
  const width = await within(image.evaluate(async (img: HTMLImageElement) => { await img.decode(); return img.naturalWidth; }), 'the image to decode');
  assert.is(width, 2, 'the real image, not the placeholder');
  await context.close();
});

Offline('a new build: the open page keeps its own build, a notice offers Reload, Reload shows the new text', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await openControlledAt(context, 'docs/intro');
  const console = watchConsole(page);
  const oldBuild = await page.evaluate(() => JSON.parse(document.getElementById('__opdocs_data')!.textContent!).buildId);
  const cacheOf = (b: string) => page.evaluate((id) => caches.keys().then((k) => k.find((n) => n.startsWith('opdocs-build|') && n.endsWith(`|${id}`)) ?? null), b);
  assert.is(await cacheOf(oldBuild), `opdocs-build|${site.baseUrl}|${oldBuild}`, 'the build\'s cache, named by the worker\'s scope');

  await context.setOffline(true);
  const intro = join(siteDir, 'content', 'docs', 'intro.md');
  writeFileSync(intro, readFileSync(intro, 'utf8').replace('# Introduction', '# Introduction\n\nFreshly rebuilt text.'));
  await buildSite({ siteDir, outDir: 'build', quiet: true });
  await context.setOffline(false);

  // Client navigation still reads the old build: its data comes from that build's cache.
  await routerNavigate(page, `${site.baseUrl}docs/advanced/`);
  await page.waitForURL(/advanced\/$/);
  await routerNavigate(page, `${site.baseUrl}docs/intro`);
  await h1(page, 'Introduction');
  assert.not.ok((await page.locator('main').innerText()).includes('Freshly rebuilt text.'), 'no new data in an old page');

  const reload = page.getByRole('status').getByRole('button', { name: 'Reload' });
  await reload.waitFor({ timeout: 15000 });
  // The status region holding the Reload button (the page has others: the copy button's).
  assert.ok((await page.getByRole('status').filter({ has: page.getByRole('button', { name: 'Reload' }) }).innerText()).includes('new version'));
  await reload.focus();
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
  await waitForHydration(page);
  await page.waitForFunction(() => document.querySelector('main')?.textContent?.includes('Freshly rebuilt text.'));
  const newBuild = await page.evaluate(() => JSON.parse(document.getElementById('__opdocs_data')!.textContent!).buildId);
  assert.is.not(newBuild, oldBuild);
  // Once no page runs the old build, its cache goes.
  await page.waitForFunction((b) => caches.keys().then((k) => !k.some((n) => n.endsWith(`|${b}`))), oldBuild);
  assert.ok(await cacheOf(newBuild), 'the new build\'s cache stays');
  assert.equal(console.errors, [], 'no errors while updating');
  await context.close();
});

Offline.run();
