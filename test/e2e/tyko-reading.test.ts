/**
 * What only a browser shows about reading the TyKO site: reference tables fit a 1280px screen,
 * every image comes from the site itself and loads, the colour mode follows the system
 * preference when the reader has not chosen one, and a dark page prints light.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, waitForHydration } from '../helpers/browser.ts';
import { buildAndServeTyko, type TykoSite } from '../helpers/tyko-site-server.ts';
import { pagePool, type PagePool } from '../helpers/page-pool.ts';
import { visitByRouter } from '../helpers/client-nav.ts';

const Reading = suite('the TyKO site in Chromium: tables, images, colour mode');
let browser: Browser;
let site: TykoSite;
let pages: PagePool;
let routes: string[] = [];

/** Every page of the build under `out`: each folder with an index.html, as a path under the base. */
function findPages(out: string, dir = out): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) return findPages(out, join(dir, e.name));
    return e.name === 'index.html' ? [relative(out, dir).split('\\').join('/')] : [];
  });
}

Reading.before(async () => {
  site = await buildAndServeTyko();
  routes = findPages(site.dir).map((r) => (r ? `${r}/` : ''));
  browser = await launchBrowser();
  // Pages block the service worker: none of these tests is about it (the offline suites are), and
  // with it each test's first load precached the whole site again after the pool's wipe.
  pages = pagePool(browser, { serviceWorkers: 'block' });
});
Reading.after(async () => {
  await pages?.close();
  await browser?.close();
  await site?.close();
});

async function open(page: Page, route: string): Promise<void> {
  const res = await page.goto(site.url(route));
  assert.is(res?.status(), 200, route);
  await waitForHydration(page);
}

// One visit per page checks both its tables and its images (the checks need the same 1280px
// window). After the first page the router shows each one, as a reader's clicks do: a full load
// of every route, status and hydration included, is the every-route test's (tyko-site).
Reading('no table on any page scrolls sideways at 1280px, prose columns keep a readable width, and every image is served by the site itself and loads', async () => {
  assert.ok(routes.length >= 30, `found only ${routes.length} pages`);
  const { page, done } = await pages.take({ viewport: { width: 1280, height: 900 } });
  const foreign: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'image' && new URL(req.url()).origin !== site.origin) foreign.push(req.url());
  });
  let tables = 0;
  let images = 0;
  for (const [i, route] of routes.entries()) {
    if (i === 0 || !(await visitByRouter(page, new URL(site.url(route)).pathname))) await open(page, route);
    const regions = await page.$$eval('.table-scroll', (els) => els.map((e) => ({
      label: e.getAttribute('aria-label'), scroll: e.scrollWidth, client: e.clientWidth,
      narrowest: Math.min(...[...e.querySelectorAll('td:last-child:not(:first-child)')].map((td) => td.getBoundingClientRect().width)),
    })));
    for (const r of regions) {
      assert.ok(r.scroll <= r.client, `${route} ${r.label}: ${r.scroll}px of content in ${r.client}px`);
      assert.ok(r.narrowest >= 120, `${route} ${r.label}: last column only ${r.narrowest}px wide`);
    }
    tables += regions.length;
    // Lazy images below the fold would otherwise never be requested.
    const result = await page.evaluate(async () => {
      const all = [...document.images];
      for (const img of all) img.loading = 'eager';
      await Promise.all(all.map((img) => img.decode().catch(() => undefined)));
      return all.map((img) => ({ src: img.currentSrc || img.src, width: img.naturalWidth }));
    });
    for (const img of result) {
      assert.is(new URL(img.src).origin, site.origin, `${route}: ${img.src} is not served by the site`);
      assert.ok(img.width > 0, `${route}: ${img.src} did not load`);
    }
    images += result.length;
  }
  assert.ok(tables >= 20, `expected the reference tables, saw ${tables}`);
  assert.equal(foreign, []);
  assert.ok(images >= 10, `expected the site's images, saw ${images}`);
  await done();
});

Reading('large images open their full-size file', async () => {
  const { page, done } = await pages.take({ viewport: { width: 400, height: 900 } });
  await open(page, 'docs/healthcheck');
  const link = page.locator('a.image-full-size').first();
  const href = await link.getAttribute('href');
  assert.is(href, await link.locator('img').getAttribute('src'));
  assert.match(await link.innerText(), 'open full size');
  await done();
});

Reading('on a phone the long site name ends in an ellipsis before the search button instead of running under it', async () => {
  const { page, done } = await pages.take({ viewport: { width: 390, height: 844 } });
  await open(page, '');
  const box = await page.evaluate(() => {
    const title = document.querySelector('.navbar__title')!;
    const search = document.querySelector('.navbar__search')!;
    return {
      titleRight: title.getBoundingClientRect().right, searchLeft: search.getBoundingClientRect().left,
      clipped: title.scrollWidth > title.clientWidth, ellipsis: getComputedStyle(title).textOverflow,
    };
  });
  assert.ok(box.titleRight <= box.searchLeft, `title ends at ${box.titleRight}px, search starts at ${box.searchLeft}px`);
  assert.ok(box.clipped, 'the TyKO name is longer than a phone navbar: it should be clipped');
  assert.is(box.ellipsis, 'ellipsis');
  await done();
});

Reading('on a phone the search modal keeps its Cancel button on screen once a query shows results', async () => {
  const { page, done } = await pages.take({ viewport: { width: 390, height: 844 } });
  await open(page, 'docs/getting-started');
  await page.click('.navbar__search .DocSearch-Button');
  await page.locator('.DocSearch-Input').fill('helm upgrade');
  await page.locator('.DocSearch-Hit').first().waitFor();
  const cancel = page.locator('.DocSearch-Cancel');
  const right = await cancel.evaluate((el) => el.getBoundingClientRect().right);
  assert.ok(right <= 390, `Cancel ends at ${right}px on a 390px screen`);
  await cancel.click();
  await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
  await done();
});

Reading('with nothing stored the site follows prefers-color-scheme; a stored choice wins', async () => {
  const theme = async (scheme: 'dark' | 'light', stored?: string) => {
    const { page, addInitScript, done } = await pages.take();
    if (stored) await addInitScript((v) => window.localStorage.setItem('theme', v), stored);
    // Emulated on the page rather than set on a context of its own, so a pooled page serves; given back, it is undone.
    await page.emulateMedia({ colorScheme: scheme });
    await open(page, 'docs/getting-started');
    const value = await page.evaluate(() => document.documentElement.getAttribute('data-theme'));
    await done();
    return value;
  };
  assert.is(await theme('dark'), 'dark');
  assert.is(await theme('light'), 'light');
  assert.is(await theme('dark', 'light'), 'light');
});

/** WCAG contrast ratio of an rgb() text colour on white paper. */
function contrastOnWhite(colour: string): number {
  const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
    const x = Number(v) / 255;
    return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
  });
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

Reading('a page read in dark mode prints light: dark text and links on white, no heading "#" marks, and the dark mode comes back after', async () => {
  const { page, addInitScript, done } = await pages.take();
  await page.emulateMedia({ colorScheme: 'dark' });
  await addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  await open(page, 'docs/getting-started');
  const theme = () => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
  assert.is(await theme(), 'dark');
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light', null, { timeout: 5000 });
  // Links ease their colour: read them once the switch's transitions have run (CI read one mid-way).
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), null, { timeout: 5000 });
  const [link, text] = await page.evaluate(() =>
    ['.markdown a', '.markdown p'].map((sel) => getComputedStyle(document.querySelector(sel)!).color));
  const colours = { link: contrastOnWhite(link), text: contrastOnWhite(text) };
  assert.ok(colours.link >= 4.5, `links print at ${colours.link.toFixed(2)}:1 on white`);
  assert.ok(colours.text >= 4.5, `text prints at ${colours.text.toFixed(2)}:1 on white`);
  assert.is(await page.locator('.markdown .hash-link').first().evaluate((a) => getComputedStyle(a).display), 'none');
  assert.is(await page.evaluate(() => window.localStorage.getItem('theme')), 'dark');
  await page.emulateMedia({ media: 'screen', colorScheme: 'dark' });
  await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark', null, { timeout: 5000 });
  await done();
});

Reading.run();
