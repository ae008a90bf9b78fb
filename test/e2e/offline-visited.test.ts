import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser, waitForCached, waitForHydration } from '../helpers/browser.ts';
import { buildAndServe } from '../helpers/serve-build.ts';
import { copyFixture } from '../helpers/fixture-site.ts';
import { routerNavigate } from '../helpers/client-nav.ts';

test('"visited" precache: pages read (and the first one) open offline; others show the offline page', async () => {
  const siteDir = copyFixture('basic', 'e2e-offline-visited');
  const configFile = join(siteDir, 'site.config.json');
  writeFileSync(configFile, JSON.stringify({ ...JSON.parse(readFileSync(configFile, 'utf8')), offline: { precache: 'visited' } }));
  const site = await buildAndServe(siteDir);
  const settings = readFileSync(join(site.dir, 'sw.js'), 'utf8').split('\n')[0]!;
  assert.match(settings, '"mode":"visited"');
  assert.match(settings, '"offline.html"');
  assert.not.match(settings, '__data.json', 'no route data in the precache list');
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(site.url('docs/intro'));
    await waitForHydration(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
      }
    });
    // The first page loaded before the worker existed: the worker keeps its data on hello.
    const introData = site.url('docs/intro/__data.json');
    assert.ok(await waitForCached(page, [introData]), 'the first page\'s data is kept');
    await routerNavigate(page, `${site.baseUrl}docs/advanced/`);
    await page.waitForURL(/advanced\/$/);
    const advancedTitle = await page.locator('main h1').first().innerText();
    // The worker stores the data it served after answering: wait for that, not for a guess.
    assert.ok(await waitForCached(page, [site.url('docs/advanced/__data.json')]), 'the data read by navigation is kept');

    await context.setOffline(true);
    await page.reload();
    await waitForHydration(page);
    assert.is(await page.locator('main h1').first().innerText(), advancedTitle, 'a page read by client navigation reloads offline');
    await page.goto(site.url('docs/intro'));
    await waitForHydration(page);
    assert.match(await page.locator('main h1').first().innerText(), 'Introduction');
    const missing = await page.goto(site.url('blog/archive'));
    assert.is(missing?.status(), 503);
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'You are offline');
    await context.close();
  } finally {
    await browser.close();
    await site.close();
  }
});

test.run();
