import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openControlled, watchConsole, waitForHydration } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/serve-build.ts';
import { copyFixture } from '../helpers/fixture-site.ts';
import { pagePool, type PagePool } from '../helpers/page-pool.ts';

/**
 * The basic fixture built with `trailingSlash` true and with false, served by `opdocs serve`'s
 * static server: a page of each layout loads, a sidebar link navigates on the client in the
 * site's URL form, and reload and back land on the same pages.
 */
const Slash = suite('trailingSlash: client navigation in both layouts (Chromium)');
let browser: Browser;
let pages: PagePool;
const sites = new Map<boolean, ServedSite>();

Slash.before(async () => {
  for (const policy of [true, false]) {
    const dir = copyFixture('basic', `e2e-trailing-slash-${policy}`);
    const configFile = join(dir, 'site.config.json');
    writeFileSync(configFile, JSON.stringify({ ...JSON.parse(readFileSync(configFile, 'utf8')), trailingSlash: policy }));
    // A page kept at an old site's address: its slug names an HTML file.
    writeFileSync(join(dir, 'content', 'docs', 'legacy.md'), '---\nslug: /legacy.html\nsidebar_position: 99\n---\n# Legacy page\n\nKept at its old address.\n');
    sites.set(policy, await buildAndServe(dir));
  }
  browser = await launchBrowser();
  pages = pagePool(browser);
});
Slash.after(async () => {
  await pages?.close();
  await browser?.close();
  for (const site of sites.values()) await site.close();
});

/** Marks the window so a full page load can be told from a client navigation. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 42));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 42);
const pathnameOf = (page: Page) => page.evaluate(() => location.pathname);

for (const policy of [true, false]) {
  const slash = policy ? '/' : '';
  Slash(`trailingSlash ${policy}: load, client navigation, reload and back keep the site's form`, async () => {
    const site = sites.get(policy)!;
    const { page, done } = await pages.take({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    const log = watchConsole(page);
    const first = await page.goto(site.url(`docs/intro${slash}`));
    assert.is(first?.status(), 200);
    await waitForHydration(page);
    assert.is(await pathnameOf(page), `/fixture/docs/intro${slash}`);

    await mark(page);
    await page.locator('nav a.menu__link', { hasText: 'Advanced topics' }).first().click();
    await page.waitForFunction(() => document.title.startsWith('Advanced topics'));
    assert.ok(await marked(page), 'a client navigation, no page load');
    assert.is(await pathnameOf(page), `/fixture/docs/advanced${slash}`);
    assert.match(await page.locator('article').first().innerText(), 'Tune things');

    const reloaded = await page.reload();
    assert.is(reloaded?.status(), 200, 'the host serves the page at the URL the router pushed');
    await waitForHydration(page);
    assert.is(await pathnameOf(page), `/fixture/docs/advanced${slash}`);
    assert.match(await page.locator('article').first().innerText(), 'Tune things');

    await page.goBack();
    await page.waitForFunction(() => document.title.startsWith('Introduction'));
    await waitForHydration(page);
    assert.is(await pathnameOf(page), `/fixture/docs/intro${slash}`);
    assert.match(await page.locator('article').first().innerText(), 'Welcome to the fixture');
    assert.equal(log.errors, []);
    await done();
  });
}

Slash('a page asked for in the other form is shown, and its address takes the site\'s form', async () => {
  const site = sites.get(true)!;
  const { page, done } = await pages.take({ serviceWorkers: 'block' });
  const res = await page.goto(site.url('docs/intro'));
  assert.is(res?.status(), 200);
  await waitForHydration(page);
  await page.waitForFunction(() => location.pathname === '/fixture/docs/intro/');
  // And the .html file of the false layout answers at the bare path and as written.
  const plain = sites.get(false)!;
  assert.is((await page.goto(plain.url('docs/intro.html')))?.status(), 200);
  await waitForHydration(page);
  await page.waitForFunction(() => location.pathname === '/fixture/docs/intro');
  await done();
});

for (const policy of [true, false]) {
  Slash(`trailingSlash ${policy}: offline, the service worker makes an unvisited page from its precached data`, async () => {
    const site = sites.get(policy)!;
    const slash = policy ? '/' : '';
    const context = await browser.newContext();
    const page = await openControlled(context, site.url(`docs/intro${slash}`));
    await context.setOffline(true);
    const asked = policy ? ['docs/guides/setup/'] : ['docs/guides/setup', 'docs/guides/setup.html'];
    for (const path of asked) {
      await page.goto(site.url(path));
      await waitForHydration(page);
      await page.waitForFunction(() => document.querySelector('article h1')?.textContent?.includes('Setup'));
      assert.is(await pathnameOf(page), `/fixture/docs/guides/setup${slash}`, path);
    }
    await context.close();
  });
}

for (const policy of [true, false]) {
  Slash(`trailingSlash ${policy}: a doc whose slug ends in .html keeps that address on the client, on reload and offline`, async () => {
    const site = sites.get(policy)!;
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await openControlled(context, site.url(`docs/intro${policy ? '/' : ''}`));
    const log = watchConsole(page);
    await mark(page);
    await page.locator('nav a.menu__link', { hasText: 'Legacy page' }).first().click();
    await page.waitForFunction(() => document.querySelector('article h1')?.textContent === 'Legacy page');
    assert.ok(await marked(page), 'a client navigation, no page load');
    assert.is(await pathnameOf(page), '/fixture/docs/legacy.html');
    const reloaded = await page.reload();
    assert.is(reloaded?.status(), 200, 'the host serves the file the slug names');
    await waitForHydration(page);
    assert.is(await pathnameOf(page), '/fixture/docs/legacy.html');
    assert.match(await page.locator('article').first().innerText(), 'Kept at its old address');
    await context.setOffline(true);
    await page.goto(site.url('docs/intro' + (policy ? '/' : '')));
    await waitForHydration(page);
    await page.goto(site.url('docs/legacy.html'));
    await waitForHydration(page);
    await page.waitForFunction(() => document.querySelector('article h1')?.textContent === 'Legacy page');
    assert.equal(log.errors, []);
    await context.close();
  });
}

Slash.run();
