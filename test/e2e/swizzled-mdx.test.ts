/**
 * A Docusaurus site's swizzled Root and MDXContent, and MDX that reads `frontMatter` and joins
 * an imported value into a <CodeBlock>, once hydrated in Chromium and across client navigation.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser } from 'playwright-core';
import { launchBrowser, watchConsole, waitForHydration } from '../helpers/browser.ts';
import { pagePool, type PagePool } from '../helpers/page-pool.ts';
import { buildAndServe, type ServedSite } from '../helpers/serve-build.ts';
import { writeSiteFiles } from '../helpers/site-files.ts';

const Swizzled = suite('swizzled Root and MDXContent, and MDX page values, in Chromium');
let browser: Browser;
let pages: PagePool;
let site: ServedSite;

const FILES: Record<string, string> = {
  'site.config.json': JSON.stringify({ title: 'Kites', url: 'https://example.org', baseUrl: '/kites/', contentDir: '.' }),
  // A count kept in Root's state: it survives client navigation only if Root stays mounted.
  'src/theme/Root.js': [
    "import React, { useState } from 'react';",
    'export default function Root({ children }) {',
    '  const [count, setCount] = useState(0);',
    '  return <><button type="button" id="kite-count" onClick={() => setCount(count + 1)}>Kites flown: {count}</button>{children}</>;',
    '}',
  ].join('\n'),
  'src/theme/MDXContent/index.js': [
    "import React from 'react';",
    "import MDXContent from '@theme-original/MDXContent';",
    "import { useLocation } from 'react-router-dom';",
    'export default function Wrapper(props) {',
    '  return <><MDXContent {...props} /><p id="read-at">Read at {useLocation().pathname}</p></>;',
    '}',
  ].join('\n'),
  // Computed where the code runs, so the build cannot join it into the code block itself.
  'src/release.js': "export const release = ['3', '1', '4'].join('.');\n",
  'docs/install.mdx': [
    '---', 'title: Installing', 'maintainer: Kite Crew', '---', '',
    "import CodeBlock from '@theme/CodeBlock';", "import { release } from '@site/src/release';", '',
    '# Install the line', '',
    'Kept by {frontMatter.maintainer} under "{contentTitle}".', '',
    '<CodeBlock language="bash" title="install.sh">{"$ "}curl -O kites/line-{release}.tgz</CodeBlock>', '',
    'See [flying](./fly).', '',
  ].join('\n'),
  'docs/fly.md': '# Flying\n\nHold the line.\n',
};

Swizzled.before(async () => {
  site = await buildAndServe(writeSiteFiles('e2e-swizzled-mdx', FILES));
  browser = await launchBrowser();
  // Pages block the service worker: none of these tests is about it, and each would precache the site.
  pages = pagePool(browser);
});
Swizzled.after(async () => {
  await pages?.close();
  await browser?.close();
  await site?.close();
});

Swizzled('hydrates cleanly: page values and the joined code block are as the server wrote them, and copy takes the joined code', async () => {
  const { page, done } = await pages.take({ permissions: ['clipboard-read', 'clipboard-write'], serviceWorkers: 'block' });
  const log = watchConsole(page);
  await page.goto(site.url('docs/install'));
  await waitForHydration(page);
  assert.is(await page.locator('main p', { hasText: 'Kept by' }).innerText(), 'Kept by Kite Crew under "Install the line".');
  const code = page.locator('.code-block pre');
  assert.is(await code.innerText(), '$ curl -O kites/line-3.1.4.tgz');
  await page.locator('opdocs-island[data-hydrated] .code-block').waitFor();
  await page.getByRole('button', { name: 'Copy code to clipboard' }).click();
  assert.is(await page.evaluate(() => navigator.clipboard.readText()), '$ curl -O kites/line-3.1.4.tgz');
  assert.is(await page.locator('#read-at').innerText(), 'Read at /kites/docs/install');
  assert.equal(log.errors, [], 'console errors');
  assert.equal(log.warnings, [], 'console warnings');
  await done();
});

Swizzled('Root stays mounted across client navigation; the MDXContent wrapper follows the location', async () => {
  const { page, done } = await pages.take({ serviceWorkers: 'block' });
  const log = watchConsole(page);
  await page.goto(site.url('docs/install'));
  await waitForHydration(page);
  await page.locator('#kite-count').click();
  await page.locator('#kite-count').click();
  await page.locator('#kite-count', { hasText: 'Kites flown: 2' }).waitFor();
  await page.locator('main').getByRole('link', { name: 'flying', exact: true }).click();
  await page.waitForURL(site.url('docs/fly'));
  await page.locator('main h1', { hasText: 'Flying' }).waitFor();
  assert.is(await page.locator('#read-at').innerText(), 'Read at /kites/docs/fly');
  assert.is(await page.locator('#kite-count').innerText(), 'Kites flown: 2', 'Root kept its state');
  assert.equal(log.errors, [], 'console errors');
  await done();
});

Swizzled.run();
