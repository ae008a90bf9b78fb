/**
 * A shared MDX partial whose code reads `props` (`{<CodeBlock>{`${props.kind}Event`}</CodeBlock>}`,
 * a handler attribute), put in two pages with different props: each page hydrates in Chromium
 * with its own values, on first load and after a client-side navigation.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, watchConsole, waitForHydration } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/serve-build.ts';
import { writeSiteFiles } from '../helpers/site-files.ts';

const PartialProps = suite('a partial\'s code reading its props, in Chromium');
let browser: Browser;
let site: ServedSite;

const page = (title: string, kind: string, position: number) =>
  ['---', `title: ${title}`, `sidebar_position: ${position}`, '---', "import Events from './_shared/events.mdx';", '', `<Events kind="${kind}" />`, ''].join('\n');

const FILES: Record<string, string> = {
  'site.config.json': JSON.stringify({ title: 'Gestures', url: 'https://example.org', baseUrl: '/g/', contentDir: '.' }),
  'src/components/Counter.jsx': [
    "import React, { useState } from 'react';",
    'export default function Counter({ onCount }) {',
    '  const [said, setSaid] = useState("");',
    '  return <button type="button" className="counter" onClick={() => setSaid(onCount())}>Count{said}</button>;',
    '}',
  ].join('\n'),
  'docs/_shared/events.mdx': [
    "import CodeBlock from '@theme/CodeBlock';",
    "import Counter from '@site/src/components/Counter';",
    '',
    '## onStart',
    '',
    '{',
    '<CodeBlock className="language-ts">',
    '    {`onStart: (event: ${props.kind}Event) => void`}',
    '</CodeBlock>',
    '}',
    '',
    'A {<b className="kind">{props.kind.toLowerCase()}</b>} gesture.',
    '',
    '<Counter onCount={() => ` ${props.kind}`} />',
    '',
  ].join('\n'),
  'docs/swipe.mdx': page('Swipe', 'Swipe', 1),
  'docs/pinch.mdx': page('Pinch', 'Pinch', 2),
};

PartialProps.before(async () => {
  site = await buildAndServe(writeSiteFiles('e2e-partial-props', FILES));
  browser = await launchBrowser();
});
PartialProps.after(async () => {
  await browser?.close();
  await site?.close();
});

/** What the page shows once its islands hydrated, and what its handler says. */
async function shown(page: Page) {
  await page.waitForFunction(() => document.querySelectorAll('article opdocs-island:not([data-hydrated])').length === 0);
  await page.locator('button.counter').click();
  return {
    code: await page.locator('article code.language-ts').innerText(),
    kind: await page.locator('article b.kind').innerText(),
    counter: await page.locator('button.counter').innerText(),
  };
}

PartialProps('each page runs the partial\'s code with its own props, hydrated and after client navigation', async () => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const tab = await context.newPage();
  const log = watchConsole(tab);
  await tab.goto(site.url('docs/swipe'));
  await waitForHydration(tab);
  assert.equal(await shown(tab), { code: 'onStart: (event: SwipeEvent) => void', kind: 'swipe', counter: 'Count Swipe' });
  await tab.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await tab.locator('.pagination-nav__link--next').click();
  await tab.waitForURL(site.url('docs/pinch'));
  await tab.locator('article h1', { hasText: 'Pinch' }).waitFor();
  assert.equal(await shown(tab), { code: 'onStart: (event: PinchEvent) => void', kind: 'pinch', counter: 'Count Pinch' });
  assert.ok(await tab.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), 'a client-side navigation');
  assert.equal(log.errors, [], 'console errors');
  await context.close();
});

PartialProps.run();
