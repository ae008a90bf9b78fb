import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { serveCommand } from '../../cli/commands/serve.ts';
import { UNREGISTER_WORKER } from '../../cli/serve/static-server.ts';
import { launchBrowser, waitForHydration } from '../helpers/browser.ts';
import { buildAndServe } from '../helpers/serve-build.ts';
import { copyFixture } from '../helpers/fixture-site.ts';

test('serve --watch installs no worker and removes one a production build left on the same origin', async () => {
  const site = copyFixture('basic', 'e2e-watch-sw');
  const prod = await buildAndServe(site);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.goto(prod.url('docs/intro'));
    await waitForHydration(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
      }
    });
    await prod.close();

    const port = Number(new URL(prod.origin).port);
    const handle = await serveCommand({
      siteDir: site, dir: 'build', port, host: '127.0.0.1', watch: true, sourceDirs: [],
      logger: { info: () => undefined, error: () => undefined },
    });
    try {
      await page.goto(`${handle.url}docs/intro`);
      // The dev page drops the old registration and reloads once, out of the old worker's hands.
      await page.waitForFunction(async () => !navigator.serviceWorker.controller
        && (await navigator.serviceWorker.getRegistrations()).length === 0, undefined, { timeout: 15000 });
      await waitForHydration(page);
      const html = await page.content();
      assert.not.match(html, 'serviceWorker.register', 'dev pages never register a worker');
      assert.not.match(html, 'rel="manifest"');
      const sw = await page.evaluate((u) => fetch(u).then((r) => r.text()), `${handle.url}sw.js`);
      assert.is(sw, UNREGISTER_WORKER, 'the worker URL answers with a script that removes itself');
      await page.reload();
      await waitForHydration(page);
      assert.is(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), 0);
    } finally {
      await handle.close();
    }
  } finally {
    await browser.close();
  }
});

test.run();
