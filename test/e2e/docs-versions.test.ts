/**
 * Versioned docs in Chromium (test/fixtures/versioned-docs: the docs folder is "Next", 2.0 the
 * newest release at /docs, 1.0 an old one): banners, the version menu keeping the reader on the
 * same doc, and the remembered version.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, waitForHydration, watchConsole } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/serve-build.ts';
import { copyFixture, ROOT } from '../helpers/fixture-site.ts';
import { pagePool, type PagePool } from '../helpers/page-pool.ts';

const Versions = suite('versioned docs in the browser (versioned-docs fixture)');
let browser: Browser;
let site: ServedSite;
let pages: PagePool;

Versions.before(async () => {
  site = await buildAndServe(copyFixture('versioned-docs', 'e2e-versioned-docs'));
  browser = await launchBrowser();
  pages = pagePool(browser);
});
Versions.after(async () => {
  await pages?.close();
  await browser?.close();
  await site?.close();
});

async function open(path: string) {
  const { page, done } = await pages.take({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
  const log = watchConsole(page);
  await page.goto(site.url(path));
  await waitForHydration(page);
  return { done, page, log };
}

Versions('each version serves its own text; the unreleased and the old one say so, with a link to the same doc in the latest', async () => {
  const { done, page, log } = await open('docs/next/setup');
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
  await done();
});

Versions('the version menu leads to the same doc in the picked version, in place, and remembers the pick', async () => {
  const { done, page, log } = await open('docs/next/setup');
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
  await done();
});

Versions('keyboard: ArrowDown on the version menu opens it and focuses its first entry; Escape closes it and refocuses the trigger', async () => {
  const { done, page, log } = await open('docs/setup');
  const trigger = page.locator('.navbar__inner .dropdown__trigger');
  await trigger.focus();
  await page.keyboard.press('ArrowDown');
  // The menu moves focus on the next frame; two frames later it must have landed.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  assert.is(await trigger.getAttribute('aria-expanded'), 'true');
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Next', 'focus on the first entry');
  await page.keyboard.press('Escape');
  assert.is(await trigger.getAttribute('aria-expanded'), 'false');
  assert.ok(await trigger.evaluate((el) => el === document.activeElement), 'focus back on the trigger');
  assert.equal(log.errors, []);
  await done();
});

Versions('navbar doc links follow the version on screen, else the reader\'s preferred one, and switch when a version is picked', async () => {
  const { done, page, log } = await open('docs/1.0/setup');
  const bar = page.locator('.navbar__inner');
  const hrefOf = (name: string) => bar.getByRole('link', { name, exact: true }).getAttribute('href');
  // On an old version's doc, the doc item and the version item lead into that version.
  assert.is(await hrefOf('Setup'), '/gadgets/docs/1.0/setup');
  assert.is(await bar.locator('a.navbar__link', { hasText: '1.0' }).getAttribute('href'), '/gadgets/docs/1.0/setup');
  // Off the docs, the remembered version decides once the page has read it.
  await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', '1.0'));
  await page.goto(site.url(''));
  await waitForHydration(page);
  await page.waitForFunction(() => document.querySelector('.navbar__inner a[href="/gadgets/docs/1.0/setup"]'));
  assert.is(await hrefOf('Setup'), '/gadgets/docs/1.0/setup');
  assert.is(await bar.locator('a.navbar__link', { hasText: '1.0' }).count(), 1, 'the docsVersion item names the preferred version');
  // A pick in the version menu moves every doc link at once, without a reload.
  await page.goto(site.url('docs/next/pairing'));
  await waitForHydration(page);
  assert.is(await hrefOf('Setup'), '/gadgets/docs/next/setup', 'the version on screen comes before the preferred one');
  assert.is(await bar.getByRole('link', { name: 'Setup', exact: true }).getAttribute('aria-current'), 'true', 'active: the doc on screen shares its sidebar');
  const menu = page.locator('.navbar__inner .dropdown');
  await menu.getByRole('button').click();
  await menu.locator('.dropdown__menu a', { hasText: '2.0' }).click();
  await page.waitForURL('**/docs/setup');
  assert.is(await hrefOf('Setup'), '/gadgets/docs/setup');
  // Home through the breadcrumbs: a client navigation, so the pick lives on in memory too.
  await page.getByRole('link', { name: 'Home page' }).click();
  await page.waitForURL((url) => url.pathname === '/gadgets/');
  assert.is(await hrefOf('Setup'), '/gadgets/docs/setup', 'the new pick is remembered off the docs');
  assert.is(await bar.locator('a.navbar__link', { hasText: '2.0' }).count(), 1);
  assert.equal(log.errors, []);
  await done();
});

const AXE = readFileSync(join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

Versions('axe: each version\'s page, its banner and the open version menu pass WCAG 2.1 AA in light and dark mode (no navbar title or logo)', async () => {
  const problems: string[] = [];
  for (const mode of ['light', 'dark']) {
    for (const path of ['docs/next/setup', 'docs/setup', 'docs/1.0/setup']) {
      const { page, addInitScript, done } = await pages.take({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
      await addInitScript((m) => localStorage.setItem('theme', m), mode);
      await page.goto(site.url(path));
      await waitForHydration(page);
      await page.locator('.navbar__inner .dropdown__trigger').click();
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      // Evaluated through the debugger protocol: the site's CSP blocks an injected <script>.
      await page.evaluate(AXE);
      const found = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
        const result = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'], resultTypes: ['violations'] });
        return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}`));
      });
      problems.push(...found.map((f) => `${mode} ${path} ${f}`));
      await done();
    }
  }
  assert.equal(problems, []);
});

Versions('a page opened with a query and a hash keeps them in every version link once hydrated', async () => {
  // The server never sees ?query#hash, so the links it wrote lack them until the client renders.
  const { done, page, log } = await open('docs/next/setup?from=mail#top');
  const links = page.locator('.navbar__inner .dropdown .dropdown__menu a');
  await page.waitForFunction(() => document.querySelector('.navbar__inner .dropdown__menu a')?.getAttribute('href')?.endsWith('?from=mail#top'));
  assert.equal(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href'))), [
    '/gadgets/docs/next/setup?from=mail#top', '/gadgets/docs/setup?from=mail#top', '/gadgets/docs/1.0/setup?from=mail#top',
  ]);
  assert.equal(log.errors, []);
  await done();
});

Versions.run();
