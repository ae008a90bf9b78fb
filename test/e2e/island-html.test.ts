/**
 * Content components where the HTML around them matters, in Chromium: a site component that
 * renders a link, used in a heading (its TOC entry sits inside a link), and a Markdown `<div>`
 * around a stateful component inside a tab (the tab is an island, the div its static HTML), and
 * the same component in a paragraph and a table cell of that tab.
 * Both used to break hydration (React error #418); the page must hydrate without a console error.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser } from 'playwright-core';
import { launchBrowser, watchConsole, waitForHydration } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/serve-build.ts';
import { writeSiteFiles } from '../helpers/site-files.ts';

const IslandHtml = suite('HTML around content components, in Chromium');
let browser: Browser;
let site: ServedSite;

const FILES: Record<string, string> = {
  'site.config.json': JSON.stringify({ title: 'Kiln', url: 'https://example.org', baseUrl: '/', contentDir: '.' }),
  'src/components/Refs.jsx': [
    "import React, { memo } from 'react';",
    "import Link from '@docusaurus/Link';",
    'export const Refs = {',
    '  Fire: memo(() => <Link to="/docs/fire" title="Firing"><code>fire()</code></Link>),',
    '};',
  ].join('\n'),
  'src/components/Counter.jsx': [
    "import React, { useState } from 'react';",
    'export default function Counter() {',
    '  const [n, setN] = useState(0);',
    '  return <button type="button" className="counter" onClick={() => setN(n + 1)}>Fired {n}</button>;',
    '}',
  ].join('\n'),
  'docs/fire.mdx': [
    '---', 'title: Firing', '---',
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    "import { Refs } from '@site/src/components/Refs';",
    "import Counter from '@site/src/components/Counter';",
    '',
    'Call <Refs.Fire /> once the kiln is hot.',
    '',
    '## When <Refs.Fire>`fire()`</Refs.Fire> fails',
    '',
    'Check the vents.',
    '',
    '<Tabs>',
    '  <TabItem value="gas" label="Gas" default>',
    '',
    '  <div className="side-by-side">',
    '    <div className="block">',
    '    <Counter />',
    '    </div>',
    '  </div>',
    '',
    '  Press <Counter /> **twice**.',
    '',
    '  | Fuel | Try |',
    '  | ---- | --- |',
    '  | gas | <Counter /> |',
    '',
    '  </TabItem>',
    '  <TabItem value="wood" label="Wood">',
    '  Stack the wood.',
    '  </TabItem>',
    '</Tabs>',
    '',
  ].join('\n'),
};

IslandHtml.before(async () => {
  site = await buildAndServe(writeSiteFiles('e2e-island-html', FILES));
  browser = await launchBrowser();
});
IslandHtml.after(async () => {
  await browser?.close();
  await site?.close();
});

IslandHtml('a linked component in a heading and a div around a tab\'s component hydrate cleanly and keep their places', async () => {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
  const tab = await context.newPage();
  const log = watchConsole(tab);
  await tab.goto(site.url('docs/fire'));
  await waitForHydration(tab);
  await tab.waitForFunction(() => document.querySelectorAll('article opdocs-island:not([data-hydrated])').length === 0);
  const toc = tab.locator('.table-of-contents__link', { hasText: 'fails' }).first();
  assert.is(await toc.locator('a').count(), 0, 'no link inside the TOC link');
  assert.is(await toc.locator('code').innerText(), 'fire()');
  assert.is(await tab.locator('article h2 a[title="Firing"] code').innerText(), 'fire()', 'the heading itself keeps the link');
  const counter = tab.locator('.tabs__panel .side-by-side > .block > button.counter');
  await counter.click();
  assert.is(await counter.innerText(), 'Fired 1', 'the component is interactive inside both divs');
  const inline = tab.locator('.tabs__panel p > button.counter');
  await inline.click();
  assert.is(await inline.innerText(), 'Fired 1', 'inside its paragraph');
  const cell = tab.locator('.tabs__panel table tbody td > button.counter');
  await cell.click();
  assert.is(await cell.innerText(), 'Fired 1', 'inside its table cell');
  assert.is(await tab.locator('.tabs__panel table thead th').first().innerText(), 'Fuel');
  assert.equal(log.errors, [], 'console errors');
  await context.close();
});

IslandHtml.run();
