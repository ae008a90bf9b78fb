/**
 * `gtag` in Chromium: the first page is counted by gtag.js's own `config` call, each client
 * navigation to another page queues a page view with that page's title, and a move to an
 * anchor of the same page none. Google's host is answered locally (the machine is offline).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, watchConsole, waitForHydration } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/serve-build.ts';
import { writeSiteFiles } from '../helpers/site-files.ts';

const Tags = suite('Google tag page views, in Chromium');
let browser: Browser;
let site: ServedSite;

const FILES: Record<string, string> = {
  'site.config.json': JSON.stringify({ title: 'Kettle', url: 'https://kettle.example', baseUrl: '/k/', contentDir: '.', gtag: { trackingID: 'G-KETTLE1' } }),
  'docs/boil.md': '---\nsidebar_position: 1\n---\n# Boil\n\nWater first.\n\n## Timing\n\nFour minutes.\n',
  'docs/pour.md': '---\nsidebar_position: 2\n---\n# Pour\n\nSlowly.\n',
};

Tags.before(async () => {
  site = await buildAndServe(writeSiteFiles('e2e-google-tags', FILES));
  browser = await launchBrowser();
});
Tags.after(async () => {
  await browser?.close();
  await site?.close();
});

/** The gtag calls queued so far, as plain arrays. */
const gtagCalls = (tab: Page) => tab.evaluate(() => ((window as unknown as { dataLayer: unknown[] }).dataLayer ?? [])
  .filter((entry) => typeof entry === 'object' && entry !== null && 'length' in entry)
  .map((entry) => JSON.parse(JSON.stringify(Array.from(entry as ArrayLike<unknown>)))));

Tags('the first page is configured once; a client navigation queues one page view of the new page; an anchor none', async () => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await context.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  const tab = await context.newPage();
  const log = watchConsole(tab);
  await tab.goto(site.url('docs/boil'));
  await waitForHydration(tab);
  const first = await gtagCalls(tab);
  assert.equal(first.slice(1), [['config', 'G-KETTLE1']]);
  await tab.locator('.table-of-contents a', { hasText: 'Timing' }).click();
  await tab.waitForURL(/#timing$/);
  assert.equal((await gtagCalls(tab)).length, first.length, 'an anchor of the same page is no page view');
  await tab.locator('.pagination-nav__link--next').click();
  await tab.waitForURL(site.url('docs/pour'));
  await tab.locator('article h1', { hasText: 'Pour' }).waitFor();
  await tab.waitForFunction((n) => (window as unknown as { dataLayer: unknown[] }).dataLayer.length > n, first.length);
  const views = (await gtagCalls(tab)).filter((c) => c[0] === 'event');
  assert.equal(views, [['event', 'page_view', { page_title: await tab.title(), page_location: site.url('docs/pour'), page_path: '/k/docs/pour' }]]);
  assert.equal(log.errors, [], 'console errors');
  await context.close();
});

Tags.run();
