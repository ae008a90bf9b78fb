/**
 * A component that renders on the server but throws in the browser (it reads a browser API
 * that fails there), in Chromium: its island keeps the server's text, on a first load and after
 * client-side navigation, the error reaches the console, and the page around it keeps working.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser } from 'playwright-core';
import { launchBrowser, watchConsole, waitForHydration } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/serve-build.ts';
import { writeSiteFiles } from '../helpers/site-files.ts';

const BrowserError = suite('a content component that throws only in the browser, in Chromium');
let browser: Browser;
let site: ServedSite;

const FILES: Record<string, string> = {
  'site.config.json': JSON.stringify({ title: 'Ledger', url: 'https://example.org', baseUrl: '/' }),
  'src/Balance.jsx': [
    'export default function Balance() {',
    "  if (typeof window !== 'undefined') throw new Error('balance needs a storage quota');",
    '  return <p className="balance">Balance: 42 coins</p>;',
    '}',
  ].join('\n'),
  'content/docs/intro.md': '# Intro\n\nSee the [ledger](./ledger.mdx).\n',
  'content/docs/ledger.mdx': "import Balance from '@site/src/Balance';\n\n# Ledger\n\n<Balance />\n\nThe rest of the page.\n",
};

BrowserError.before(async () => {
  site = await buildAndServe(writeSiteFiles('e2e-island-browser-error', FILES));
  browser = await launchBrowser();
});
BrowserError.after(async () => {
  await browser?.close();
  await site?.close();
});

BrowserError('the island keeps the server text on a first load and after client-side navigation; the error is logged', async () => {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const log = watchConsole(page);
  await page.goto(site.url('docs/ledger/'));
  await waitForHydration(page);
  await page.waitForSelector('article opdocs-island[data-island-failed] p.balance');
  assert.is(await page.locator('article p.balance').innerText(), 'Balance: 42 coins');
  assert.ok(log.errors.some((e) => e.includes('balance needs a storage quota')), `the error is reported: ${log.errors.join(' | ')}`);

  await page.goto(site.url('docs/intro/'));
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { __stayed: boolean }).__stayed = true));
  await page.click('article a[href*="ledger"]');
  await page.waitForSelector('article opdocs-island[data-island-failed] p.balance');
  assert.ok(await page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed), 'client-side navigation, no reload');
  assert.is(await page.locator('article h1').innerText(), 'Ledger');
  assert.match(await page.locator('article').innerText(), 'The rest of the page.');
  await page.click('.pagination-nav__link--prev');
  await page.waitForFunction(() => location.pathname.startsWith('/docs/intro'));
  assert.is(await page.locator('article h1').innerText(), 'Intro', 'the router still navigates');
  await context.close();
});

BrowserError.run();
