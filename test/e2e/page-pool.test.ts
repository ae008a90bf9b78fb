/**
 * The page pool the e2e suites share pages through: a page given back comes out again as a
 * new page would be, with nothing of the last test left (storage, cookies, service worker,
 * history, listeners, routes, viewport, media emulation).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { pagePool, type PagePool } from '../helpers/page-pool.ts';

const Pool = suite('page pool: a reused page starts clean');
let browser: Browser;
let pages: PagePool;
let server: Server;
let origin: string;

const PAGE = '<!doctype html><title>pool</title><p>quorum</p>';
const WORKER = 'self.addEventListener("fetch", () => {});';

Pool.before(async () => {
  server = createServer((req, res) => {
    const worker = req.url === '/sw.js';
    res.writeHead(200, { 'content-type': worker ? 'text/javascript' : 'text/html', 'cache-control': 'max-age=3600' });
    res.end(worker ? WORKER : PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
  pages = pagePool(browser);
});
Pool.after(async () => {
  await pages?.close();
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

Pool('a page given back is handed out again, wiped of storage, cookies, worker, history, init scripts and emulation', async () => {
  const first = await pages.take({ viewport: { width: 400, height: 600 } });
  await first.page.goto(`${origin}/a`);
  await first.page.evaluate(async () => {
    localStorage.setItem('theme', 'dark');
    sessionStorage.setItem('tab', 'x');
    document.cookie = 'seen=1; max-age=3600';
    await navigator.serviceWorker.register('/sw.js');
    await navigator.serviceWorker.ready;
  });
  await first.page.goto(`${origin}/b`);
  await first.page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  let stale = 0;
  first.page.on('console', () => stale++);
  await first.page.route('**/c', (route) => route.fulfill({ body: 'routed' }));
  await first.addInitScript(() => localStorage.setItem('left', 'behind'));
  await first.done();

  const second = await pages.take();
  assert.ok(second.page === first.page, 'the same page is reused');
  await second.page.goto(`${origin}/c`);
  const state = await second.page.evaluate(async () => ({
    local: localStorage.length,
    session: sessionStorage.length,
    cookie: document.cookie,
    workers: (await navigator.serviceWorker.getRegistrations()).length,
    history: history.length,
    dark: matchMedia('(prefers-color-scheme: dark)').matches,
    reduced: matchMedia('(prefers-reduced-motion: reduce)').matches,
    width: innerWidth,
    text: document.body.textContent,
  }));
  await second.page.evaluate(() => console.log('after'));
  // The one entry before this test's is the blank page the wipe left: Back never reaches /b.
  assert.equal(state, { local: 0, session: 0, cookie: '', workers: 0, history: 2, dark: false, reduced: false, width: 1280, text: 'quorum' });
  assert.is(stale, 0, 'the last test\'s console listener is gone');
  await second.page.goBack();
  assert.is(second.page.url(), 'about:blank');
  await second.done();
});

Pool('pages with other context options come from their own context; two at once are two pages', async () => {
  const plain = await pages.take();
  const blocked = await pages.take({ serviceWorkers: 'block' });
  const other = await pages.take();
  assert.ok(plain.context !== blocked.context, 'different options, different context');
  assert.ok(plain.page !== other.page, 'a page still taken is not handed out twice');
  await Promise.all([plain.done(), blocked.done(), other.done()]);
});

Pool('a pool\'s defaults reach every context it opens, and a take\'s own options override them', async () => {
  const blocking = pagePool(browser, { serviceWorkers: 'block', colorScheme: 'dark' });
  try {
    const plain = await blocking.take();
    const same = await blocking.take({ serviceWorkers: 'block' });
    const light = await blocking.take({ colorScheme: 'light' });
    assert.ok(plain.context === same.context, 'a take that repeats a default shares its context');
    assert.ok(plain.context !== light.context, 'an overridden default is another context');
    await plain.page.goto(origin);
    await light.page.goto(origin);
    assert.is(await plain.page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches), true);
    assert.is(await light.page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches), false);
    // Playwright's block answers register() but keeps no registration.
    const registered = (page: typeof plain.page) => page.evaluate(async () => {
      await navigator.serviceWorker.register('/sw.js');
      return (await navigator.serviceWorker.getRegistrations()).length;
    });
    assert.is(await registered(plain.page), 0, 'the default blocks the worker');
    assert.is(await registered(light.page), 0, 'a take that overrides another default keeps this one');
    await Promise.all([plain.done(), same.done(), light.done()]);
  } finally {
    await blocking.close();
  }
});

Pool.run();
