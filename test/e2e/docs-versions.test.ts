/**
 * Versioned docs in Chromium (test/fixtures/versioned-docs: the docs folder is "Next", 2.0 the
 * newest release at /docs, 1.0 an old one): banners, the version menu keeping the reader on the
 * same doc, and the remembered version.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser } from 'playwright-core';
import { launchBrowser, waitForHydration, watchConsole } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/serve-build.ts';
import { copyFixture } from '../helpers/fixture-site.ts';

const Versions = suite('versioned docs in the browser (versioned-docs fixture)');
let browser: Browser;
let site: ServedSite;

Versions.before(async () => {
  site = await buildAndServe(copyFixture('versioned-docs', 'e2e-versioned-docs'));
  browser = await launchBrowser();
});
Versions.after(async () => {
  await browser?.close();
  await site?.close();
});

async function open(path: string) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const log = watchConsole(page);
  await page.goto(site.url(path));
  await waitForHydration(page);
  return { context, page, log };
}

Versions('each version serves its own text; the unreleased and the old one say so, with a link to the same doc in the latest', async () => {
  const { context, page, log } = await open('docs/next/setup');
  assert.match(await page.locator('article').innerText(), 'pairs over Bluetooth LE');
  const banner = page.getByRole('alert');
  assert.match(await banner.innerText(), 'This is unreleased documentation for Gadgets Next version.');
  assert.is(await banner.getByRole('link', { name: 'latest version' }).getAttribute('href'), '/gadgets/docs/setup');
  assert.is(await page.locator('.theme-doc-version-badge').innerText(), 'Version: Next');
  await page.goto(site.url('docs/1.0/setup'));
  await waitForHydration(page);
  assert.match(await page.locator('article').innerText(), 'pairs with a cable');
  assert.match(await page.getByRole('alert').innerText(), 'which is no longer actively maintained');
  await page.goto(site.url('docs/setup'));
  await waitForHydration(page);
  assert.match(await page.locator('article').innerText(), 'pairs over classic Bluetooth');
  assert.is(await page.getByRole('alert').count(), 0, 'the latest release has no banner');
  assert.equal(log.errors, []);
  await context.close();
});

Versions('the version menu leads to the same doc in the picked version, in place, and remembers the pick', async () => {
  const { context, page, log } = await open('docs/next/setup');
  // The fixture's one dropdown: the version menu.
  const menu = page.locator('.navbar__inner .dropdown');
  assert.is(await menu.getByRole('button').innerText(), 'Next');
  await menu.getByRole('button').click();
  const entries = menu.locator('.dropdown__menu a');
  assert.equal(await entries.evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')])), [
    ['Next', '/gadgets/docs/next/setup'], ['2.0', '/gadgets/docs/setup'], ['1.0', '/gadgets/docs/1.0/setup'],
  ]);
  // A client-side navigation: the page object survives it.
  await page.evaluate(() => { (window as { stayed?: boolean }).stayed = true; });
  await entries.filter({ hasText: '1.0' }).click();
  await page.waitForURL('**/docs/1.0/setup');
  await page.getByText('pairs with a cable').waitFor();
  assert.ok(await page.evaluate(() => (window as { stayed?: boolean }).stayed), 'no full page load');
  assert.is(await menu.getByRole('button').innerText(), '1.0');
  assert.is(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')), '1.0');
  // A doc that only the docs folder has: the other versions offer their main doc.
  await page.goto(site.url('docs/next/pairing'));
  await waitForHydration(page);
  await menu.getByRole('button').click();
  assert.equal(await entries.evaluateAll((links) => links.map((a) => a.getAttribute('href'))), ['/gadgets/docs/next/pairing', '/gadgets/docs/setup', '/gadgets/docs/1.0/setup']);
  assert.equal(log.errors, []);
  await context.close();
});

Versions('a page opened with a query and a hash keeps them in every version link once hydrated', async () => {
  // The server never sees ?query#hash, so the links it wrote lack them until the client renders.
  const { context, page, log } = await open('docs/next/setup?from=mail#top');
  const links = page.locator('.navbar__inner .dropdown .dropdown__menu a');
  await page.waitForFunction(() => document.querySelector('.navbar__inner .dropdown__menu a')?.getAttribute('href')?.endsWith('?from=mail#top'));
  assert.equal(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href'))), [
    '/gadgets/docs/next/setup?from=mail#top', '/gadgets/docs/setup?from=mail#top', '/gadgets/docs/1.0/setup?from=mail#top',
  ]);
  assert.equal(log.errors, []);
  await context.close();
});

Versions.run();
