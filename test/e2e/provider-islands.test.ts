/**
 * A Docusaurus site whose swizzled Layout/Provider holds a context its MDX components read
 * through a hook that refuses to run outside it: the build renders those components inside the
 * provider, and the browser hydrates them inside it, with its state working.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser } from 'playwright-core';
import { launchBrowser, watchConsole, waitForHydration } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/serve-build.ts';
import { writeSiteFiles } from '../helpers/site-files.ts';

const Provided = suite('components reading a context of the site\'s Layout/Provider, in Chromium');
let browser: Browser;
let site: ServedSite;

const FILES: Record<string, string> = {
  'site.config.json': JSON.stringify({ title: 'Tides', url: 'https://example.org', baseUrl: '/', contentDir: '.' }),
  'src/tide.js': [
    "import React, { createContext, useContext, useState } from 'react';",
    'const Tide = createContext(undefined);',
    "export function TideProvider({ children }) { const [level, setLevel] = useState('high'); return <Tide.Provider value={{ level, setLevel }}>{children}</Tide.Provider>; }",
    "export function useTide() { const tide = useContext(Tide); if (!tide) throw new Error('useTide must be used inside <TideProvider>'); return tide; }",
  ].join('\n'),
  'src/theme/Layout/Provider/index.js': [
    "import React from 'react';",
    "import Original from '@theme-original/Layout/Provider';",
    "import { TideProvider } from '@site/src/tide';",
    'export default function Provider({ children }) { return <Original><TideProvider>{children}</TideProvider></Original>; }',
  ].join('\n'),
  'src/components/TideGauge.js': [
    "import React from 'react';",
    "import { useTide } from '@site/src/tide';",
    'export default function TideGauge() {',
    '  const { level, setLevel } = useTide();',
    "  return <p><output id=\"tide-level\">Tide: {level}</output> <button type=\"button\" onClick={() => setLevel(level === 'high' ? 'low' : 'high')}>Turn the tide</button></p>;",
    '}',
  ].join('\n'),
  'docs/harbour.mdx': "import TideGauge from '@site/src/components/TideGauge';\n\n# Harbour\n\nBefore sailing, look at the gauge.\n\n<TideGauge />\n",
};

Provided.before(async () => {
  site = await buildAndServe(writeSiteFiles('e2e-provider-islands', FILES));
  browser = await launchBrowser();
});
Provided.after(async () => {
  await browser?.close();
  await site?.close();
});

Provided('the component shows the provider\'s value from the server on, hydrates without errors and its state changes', async () => {
  const page = await browser.newPage({ serviceWorkers: 'block' });
  const log = watchConsole(page);
  await page.goto(site.url('docs/harbour'));
  await waitForHydration(page);
  await page.locator('opdocs-island[data-hydrated] #tide-level').waitFor();
  assert.is(await page.locator('#tide-level').innerText(), 'Tide: high');
  await page.getByRole('button', { name: 'Turn the tide' }).click();
  await page.locator('#tide-level', { hasText: 'Tide: low' }).waitFor();
  assert.equal(log.errors, [], 'console errors');
  await page.close();
});

Provided.run();
