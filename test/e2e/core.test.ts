import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { launchBrowser, watchConsole, waitForHydration } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/serve-build.ts';
import { copyFixture } from '../helpers/fixture-site.ts';
import { pagePool, type PagePool } from '../helpers/page-pool.ts';
import { routerNavigate } from '../helpers/client-nav.ts';

const Core = suite('core: render, hydrate, navigate (basic fixture in Chromium)');
let browser: Browser;
let site: ServedSite;
let pages: PagePool;

Core.before(async () => {
  site = await buildAndServe(copyFixture('basic', 'e2e-core'));
  browser = await launchBrowser();
  pages = pagePool(browser, { serviceWorkers: 'block' });
});
Core.after(async () => {
  await pages?.close();
  await browser?.close();
  await site?.close();
});

async function open(path: string, init?: (page: Page) => Promise<unknown>) {
  // No service worker here: requests it answers would bypass page.route() interception.
  const { page, done } = await pages.take({ viewport: { width: 1280, height: 800 } });
  await init?.(page);
  const log = watchConsole(page);
  await page.goto(site.url(path));
  await waitForHydration(page);
  return { page, log, done };
}

/** Marks the window so a full page load can be told from a client navigation. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 42));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 42);

Core('every route answers 200 with its content and hydrates without errors or warnings', async () => {
  const sitemap = readFileSync(join(site.dir, 'sitemap.xml'), 'utf8');
  const paths = [...sitemap.matchAll(/<loc>https:\/\/example\.com([^<]+)<\/loc>/g)].map((m) => m[1]);
  assert.ok(paths.length >= 15, `sitemap lists ${paths.length} routes`);
  const { page, done } = await pages.take();
  const log = watchConsole(page);
  for (const path of paths) {
    const res = await page.goto(site.origin + path);
    assert.is(res?.status(), 200, path);
    await waitForHydration(page);
    const data = JSON.parse(readFileSync(join(site.dir, path.slice(site.baseUrl.length), '__data.json'), 'utf8'));
    const expected: string = data.kind === 'react-page' ? '' : data.title ?? data.post?.title ?? data.heading ?? (data.kind === 'blog-tags' ? 'Tags' : data.kind === 'blog-archive' ? 'Archive' : data.kind === 'blog-authors' ? 'Authors' : '');
    if (expected) assert.match(await page.locator('main').first().innerText(), expected, path);
  }
  assert.equal(log.errors, [], 'console errors');
  assert.equal(log.warnings, [], 'console warnings');
  await done();
});

Core('unknown paths get the not-found page with status 404', async () => {
  const { page, done } = await pages.take();
  const res = await page.goto(site.url('docs/does-not-exist'));
  assert.is(res?.status(), 404);
  assert.match(await page.locator('h1').first().innerText(), 'Page Not Found');
  await done();
});

Core('page text with </script> and <!-- cannot break the embedded data', async () => {
  const { page, log, done } = await open('docs/intro');
  const raw = await page.locator('#__opdocs_data').evaluate((el) => el.textContent ?? '');
  assert.not.match(raw, '</script');
  assert.ok(JSON.parse(raw).route.kind === 'doc');
  assert.match(await page.locator('article').first().innerText(), '</script><!--');
  assert.equal(log.errors, []);
  await done();
});

Core('the first-load data does not carry the page content a second time', async () => {
  const html = readFileSync(join(site.dir, 'docs', 'intro', 'index.html'), 'utf8');
  const boot = JSON.parse(html.match(/<script id="__opdocs_data" type="application\/json">(.*?)<\/script>/s)![1]);
  assert.is(boot.route.html, null);
  assert.match(html, 'Welcome to the fixture');
  assert.is(html.split('Welcome to the fixture').length, 2, 'content appears once');
  const data = JSON.parse(readFileSync(join(site.dir, 'docs', 'intro', '__data.json'), 'utf8'));
  assert.match(data.html, 'Welcome to the fixture');
});

Core('clicking an internal link navigates without a page load and scrolls to the top', async () => {
  const { page, log, done } = await open('docs/intro');
  await page.evaluate(() => window.scrollTo(0, 300));
  await mark(page);
  await page.locator('nav.pagination-nav a').first().click();
  await page.waitForURL(/\/docs\/guides\/setup$/);
  await page.waitForFunction(() => document.title.startsWith('Setup'));
  assert.ok(await marked(page), 'no full page load');
  assert.match(await page.locator('article').first().innerText(), 'Before you start');
  assert.is(await page.evaluate(() => window.scrollY), 0);
  assert.equal(log.errors, []);
  await done();
});

Core('a link with a hash scrolls to its heading; back and forward restore positions', async () => {
  const { page, done } = await open('docs/intro');
  await mark(page);
  await page.locator('article a[href*="#before-you-start"]').first().click();
  await page.waitForURL(/#before-you-start$/);
  await page.waitForFunction(() => {
    const el = document.getElementById('before-you-start');
    return !!el && window.scrollY > 0 && el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().bottom <= window.innerHeight;
  });
  assert.ok(await marked(page));
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.goBack();
  await page.waitForURL(/\/docs\/intro$/);
  assert.ok(await marked(page), 'back is a client navigation');
  await done();
});

Core('a query-string-only change keeps the scroll position', async () => {
  const { page, done } = await open('docs/intro');
  await page.setViewportSize({ width: 1280, height: 300 });
  await page.evaluate(() => window.scrollTo(0, 120));
  const before = await page.evaluate(() => window.scrollY);
  assert.ok(before > 0);
  await routerNavigate(page, `${new URL(page.url()).pathname}?x=1`);
  await page.waitForURL(/\?x=1$/);
  assert.is(await page.evaluate(() => window.scrollY), before);
  await done();
});

Core('a reload, and Back from another site, bring the reader back to where they were on the page', async () => {
  const { page, done } = await open('docs/intro');
  await page.setViewportSize({ width: 1280, height: 300 });
  await page.evaluate(() => window.scrollTo(0, 120));
  const at = (y: number) => page.waitForFunction((want) => window.scrollY === want, y, { timeout: 5000 });
  await page.reload();
  await waitForHydration(page);
  await at(120);
  await page.evaluate(() => window.scrollTo(0, 100));
  await page.goto('data:text/html,<p>another site</p>');
  await page.goBack();
  await waitForHydration(page);
  await at(100);
  // The router has scrolling again: a link still opens its page at the top.
  await page.locator('nav.pagination-nav a').first().click();
  await page.waitForURL(/\/docs\/guides\/setup$/);
  await at(0);
  await done();
});

Core('trailing /index.html is trimmed from the location', async () => {
  const { page, done } = await open('docs/intro/index.html');
  await page.waitForFunction(() => !location.pathname.endsWith('index.html'));
  assert.is(new URL(page.url()).pathname, `${site.baseUrl}docs/intro/`);
  await done();
});

Core('a route whose code chunk is missing falls back to a full page load', async () => {
  // The site's React home page is the code-split route (theme page kinds ship in the entry).
  // Its chunk is refused from the start, so a viewport prefetch cannot have cached it.
  const served = await (await fetch(site.url('docs/intro'))).text();
  const boot = JSON.parse(/<script id="__opdocs_data" type="application\/json">([\s\S]*?)<\/script>/.exec(served)![1]);
  const homeChunk = boot.chunks['react:index'][0] as string;
  const { page, done } = await open('docs/intro', (p) => p.route(`**${homeChunk}`, (route) => route.fulfill({ status: 404, body: 'gone' })));
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await mark(page);
  // Not awaited in the page: the full load it falls back to ends the page's context first.
  await page.evaluate((href) => void (window as unknown as { __opdocs: { navigate(h: string): Promise<void> } }).__opdocs.navigate(href), site.baseUrl);
  await page.waitForURL((u) => u.pathname === site.baseUrl);
  await page.waitForLoadState('load');
  assert.not.ok(await marked(page), 'the page was loaded from the server');
  assert.ok(warnings.length >= 1, 'a console warning names the failure');
  await done();
});

const collect = (page: Page) => {
  const reqs: { path: string; type: string }[] = [];
  page.on('request', (r: Request) => reqs.push({ path: new URL(r.url()).pathname, type: r.resourceType() }));
  return reqs;
};

Core('hovering a link loads its page code as a module (preload)', async () => {
  let reqs: { path: string; type: string }[] = [];
  const { page, done } = await open('docs/intro', async (p) => { reqs = collect(p); });
  const boot = JSON.parse(await page.locator('#__opdocs_data').evaluate((el) => el.textContent ?? ''));
  const homeChunk = new URL(boot.chunks['react:index'][0], site.origin).pathname;
  assert.not.ok(reqs.some((r) => r.path === homeChunk && r.type === 'script'), 'not imported before hover');
  await page.locator('a.navbar__brand').hover();
  await page.waitForFunction((c) => performance.getEntriesByType('resource').some((e) => e.name.endsWith(c)), homeChunk);
  assert.ok(reqs.some((r) => r.path === `${site.baseUrl}__data.json`), 'route data requested');
  assert.ok(reqs.some((r) => r.path === homeChunk), 'page chunk requested');
  await done();
});

Core('links entering the viewport are prefetched, Markdown links too, and nothing is under Save-Data', async () => {
  let reqs: { path: string; type: string }[] = [];
  const { page, done } = await pages.take({ viewport: { width: 1280, height: 300 } });
  reqs = collect(page);
  await page.goto(site.url('docs/intro'));
  await waitForHydration(page);
  // Links in view are prefetched as their observers first report: once one of those is in,
  // every link's first report has come, and the one below the fold must not have asked.
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/__data.json')));
  // The only link to the setup page in view is the Markdown body's (build-time HTML, no Link).
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/docs/guides/setup/__data.json')));
  const target = '/docs/tags/basics/__data.json';
  assert.not.ok(reqs.some((r) => r.path.endsWith(target)), 'below the fold: not prefetched yet');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForFunction((t) => performance.getEntriesByType('resource').some((e) => e.name.endsWith(t)), target);
  await done();

  const { page: sp, addInitScript, done: saverDone } = await pages.take({ viewport: { width: 1280, height: 300 } });
  await addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true });
  });
  const saverReqs = collect(sp);
  await sp.goto(site.url('docs/intro'));
  await waitForHydration(sp);
  await sp.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await sp.locator('.navbar a', { hasText: 'Blog' }).first().hover();
  // A prefetch starts when the scroll's observers report (by the second frame after it) or
  // within the hover's handler. A request sent after both reaches this list after any of those.
  await sp.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await Promise.all([sp.waitForRequest((r) => r.url().endsWith('?after-save-data')), sp.evaluate(() => fetch('?after-save-data'))]);
  assert.ok(saverReqs.some((r) => r.path === `${site.baseUrl}docs/intro`), 'the page itself was seen');
  assert.equal(saverReqs.filter((r) => r.path.endsWith('__data.json')).map((r) => r.path), []);
  await saverDone();
});

Core('the progress bar appears only when loading takes over 200 ms', async () => {
  const { page, done } = await pages.take({ viewport: { width: 1280, height: 800 } });
  await page.goto(site.url('docs/intro'));
  await waitForHydration(page);
  // A flag on the window, which client navigation keeps: a bar shown and taken away between two checks still counts.
  const seen = () => page.evaluate(() => (window as unknown as { __sawBar?: boolean }).__sawBar === true);
  await page.evaluate(() => new MutationObserver(() => {
    if (document.getElementById('nprogress')) (window as unknown as { __sawBar?: boolean }).__sawBar = true;
  }).observe(document.body, { childList: true, subtree: true }));
  await routerNavigate(page, `${site.baseUrl}docs/advanced/`);
  await page.waitForURL(/advanced\/$/);
  assert.not.ok(await seen(), 'fast load shows no bar');
  // The slow load's data is answered only once the bar is up: the bar must appear while
  // the load is still pending.
  let barUp = () => {};
  const up = new Promise<void>((resolve) => (barUp = resolve));
  await page.route('**/blog/2025/01/11/post-1/__data.json', async (route) => {
    await up;
    await route.continue();
  });
  const started = Date.now();
  const nav = routerNavigate(page, `${site.baseUrl}blog/2025/01/11/post-1`);
  // Should the bar never come, the held navigation fails once the context closes: that must
  // not end the run before uvu reports the failure below.
  nav.catch(() => undefined);
  // The data is held until the bar is up, so a generous wait costs nothing on a busy machine.
  await page.waitForSelector('#nprogress', { timeout: 15_000, state: 'attached' });
  assert.ok(Date.now() - started >= 200, 'the bar waited 200 ms');
  barUp();
  await nav;
  assert.ok(await seen(), 'slow load shows the bar');
  await done();
});

Core.run();
