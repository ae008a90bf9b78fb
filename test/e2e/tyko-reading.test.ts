/**
 * What only a browser shows about reading the TyKO site: reference tables fit a 1280px screen,
 * every image comes from the site itself and loads, and the colour mode follows the system
 * preference when the reader has not chosen one.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { buildSite } from '../../cli/commands/build.ts';
import { createStaticServer } from '../../cli/serve/static-server.ts';
import { launchBrowser, waitForHydration } from '../helpers/browser.ts';
import { ROOT } from '../helpers/fixture-site.ts';

const Reading = suite('the TyKO site in Chromium: tables, images, colour mode');
const OUT = join(ROOT, 'test', '.tmp', `tyko-reading-${process.pid}`);
const BASE = '/typesense-operator-docs/';
let browser: Browser;
let origin = '';
let routes: string[] = [];
let close: () => Promise<void> = async () => {};

/** Every page of the build: each folder with an index.html, as a path under the base. */
function findPages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) return findPages(join(dir, e.name));
    return e.name === 'index.html' ? [relative(OUT, dir).split('\\').join('/')] : [];
  });
}

Reading.before(async () => {
  await buildSite({ siteDir: ROOT, outDir: OUT, quiet: true });
  routes = findPages(OUT).map((r) => (r ? `${r}/` : ''));
  const server = createStaticServer({ dir: OUT, baseUrl: BASE, port: 0, host: '127.0.0.1' });
  origin = new URL((await server.listen()).url).origin;
  close = () => server.close();
  browser = await launchBrowser();
});
Reading.after(async () => {
  await browser?.close();
  await close();
  rmSync(OUT, { recursive: true, force: true });
});

async function open(page: Page, route: string): Promise<void> {
  const res = await page.goto(`${origin}${BASE}${route}`);
  assert.is(res?.status(), 200, route);
  await waitForHydration(page);
}

Reading('no table on any page scrolls sideways at 1280px, and prose columns keep a readable width', async () => {
  assert.ok(routes.length >= 30, `found only ${routes.length} pages`);
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  let tables = 0;
  for (const route of routes) {
    await open(page, route);
    const regions = await page.$$eval('.table-scroll', (els) => els.map((e) => ({
      label: e.getAttribute('aria-label'), scroll: e.scrollWidth, client: e.clientWidth,
      narrowest: Math.min(...[...e.querySelectorAll('td:last-child:not(:first-child)')].map((td) => td.getBoundingClientRect().width)),
    })));
    for (const r of regions) {
      assert.ok(r.scroll <= r.client, `${route} ${r.label}: ${r.scroll}px of content in ${r.client}px`);
      assert.ok(r.narrowest >= 120, `${route} ${r.label}: last column only ${r.narrowest}px wide`);
    }
    tables += regions.length;
  }
  assert.ok(tables >= 20, `expected the reference tables, saw ${tables}`);
  await page.close();
});

Reading('every image is served by the site itself and loads', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const foreign: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'image' && new URL(req.url()).origin !== origin) foreign.push(req.url());
  });
  let images = 0;
  for (const route of routes) {
    await open(page, route);
    // Lazy images below the fold would otherwise never be requested.
    const result = await page.evaluate(async () => {
      const all = [...document.images];
      for (const img of all) img.loading = 'eager';
      await Promise.all(all.map((img) => img.decode().catch(() => undefined)));
      return all.map((img) => ({ src: img.currentSrc || img.src, width: img.naturalWidth }));
    });
    for (const img of result) {
      assert.is(new URL(img.src).origin, origin, `${route}: ${img.src} is not served by the site`);
      assert.ok(img.width > 0, `${route}: ${img.src} did not load`);
    }
    images += result.length;
  }
  assert.equal(foreign, []);
  assert.ok(images >= 10, `expected the site's images, saw ${images}`);
  await page.close();
});

Reading('large images open their full-size file', async () => {
  const page = await browser.newPage({ viewport: { width: 400, height: 900 } });
  await open(page, 'docs/healthcheck');
  const link = page.locator('a.image-full-size').first();
  const href = await link.getAttribute('href');
  assert.is(href, await link.locator('img').getAttribute('src'));
  assert.match(await link.innerText(), 'open full size');
  await page.close();
});

Reading('with nothing stored the site follows prefers-color-scheme; a stored choice wins', async () => {
  const theme = async (scheme: 'dark' | 'light', stored?: string) => {
    const context = await browser.newContext({ colorScheme: scheme });
    if (stored) await context.addInitScript((v) => window.localStorage.setItem('theme', v), stored);
    const page = await context.newPage();
    await open(page, 'docs/getting-started');
    const value = await page.evaluate(() => document.documentElement.getAttribute('data-theme'));
    await context.close();
    return value;
  };
  assert.is(await theme('dark'), 'dark');
  assert.is(await theme('light'), 'light');
  assert.is(await theme('dark', 'light'), 'light');
});

Reading.run();
