/**
 * Config `redirects` in Chromium: a link to an old address goes to its page without a page
 * load (and history keeps no entry for the old address); opening an old address goes there too,
 * with its #anchor.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, watchConsole, waitForHydration } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/serve-build.ts';
import { writeSiteFiles } from '../helpers/site-files.ts';

const Redirects = suite('redirects in Chromium');
let browser: Browser;
let site: ServedSite;

Redirects.before(async () => {
  site = await buildAndServe(writeSiteFiles('e2e-redirects', {
    'site.config.json': JSON.stringify({
      title: 'Moves', url: 'https://example.org', baseUrl: '/moves/', contentDir: '.',
      redirects: [{ from: ['/docs/install', '/install'], to: '/docs/setup' }],
    }),
    'docs/intro.md': '---\nsidebar_position: 1\n---\n# Intro\n\nRead [the install page](/docs/install) first.\n',
    'docs/setup.md': '---\nsidebar_position: 2\n---\n# Setup\n\nSome words.\n\n## Linux\n\nMore words.\n',
  }));
  browser = await launchBrowser();
});
Redirects.after(async () => {
  await browser?.close();
  await site?.close();
});

const marked = (page: Page) => page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 7);

Redirects('a link to an old address renders its page client-side; back returns to the page before', async () => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const log = watchConsole(page);
  await page.goto(site.url('docs/intro'));
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 7));
  await page.getByRole('link', { name: 'the install page' }).click();
  await page.waitForURL(site.url('docs/setup'));
  await page.locator('main h1', { hasText: 'Setup' }).waitFor();
  assert.ok(await marked(page), 'no page load');
  await page.goBack();
  await page.locator('main h1', { hasText: 'Intro' }).waitFor();
  assert.is(new URL(page.url()).pathname, '/moves/docs/intro', 'the old address has no history entry');
  assert.equal(log.errors, [], 'console errors');
  await context.close();
});

Redirects('opening an old address lands on its page, at the anchor it was given', async () => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(site.url('install#linux'));
  await page.waitForURL(site.url('docs/setup#linux'));
  await waitForHydration(page);
  await page.locator('main h1', { hasText: 'Setup' }).waitFor();
  assert.is(await page.evaluate(() => decodeURIComponent(location.hash)), '#linux');
  await context.close();
});

Redirects.run();
