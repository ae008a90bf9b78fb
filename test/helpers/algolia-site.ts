/**
 * The basic fixture with the Algolia provider, served, with a local fake of Algolia's REST API
 * that pages reach through the test-only `window.__opdocsAlgoliaHosts`, and a browser.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, waitForHydration, watchConsole } from './browser.ts';
import { pagePool, type PagePool } from './page-pool.ts';
import { startFakeAlgolia, type FakeAlgolia } from './fake-algolia-search.ts';
import { copyFixture } from './fixture-site.ts';
import { buildAndServe, type ServedSite } from './serve-build.ts';

/** A DocSearch hierarchy with every level, null where `fields` has none. */
export const levels = (fields: Record<string, string>) =>
  Object.fromEntries(['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((l) => [l, fields[l] ?? null]));

export interface AlgoliaSite {
  site: ServedSite;
  fake: FakeAlgolia;
  browser: Browser;
  /** The pool `open` takes its pages from (1280 × 800, service worker blocked), for a test that opens its own. */
  pages: PagePool;
  /** A pooled page at `path` whose Algolia hosts are `hosts` (default: the fake); `done()` gives it back. */
  open(path?: string, hosts?: string[]): Promise<{ page: Page; log: ReturnType<typeof watchConsole>; done(): Promise<void> }>;
  close(): Promise<void>;
}

/** Builds and serves the basic fixture with `search` settings on top of the Algolia provider's. */
export async function serveAlgoliaSite(tag: string, search: Record<string, unknown>, answer: (query: string) => Record<string, unknown>[]): Promise<AlgoliaSite> {
  const dir = copyFixture('basic', tag);
  const configPath = join(dir, 'site.config.json');
  const config = JSON.parse(readFileSync(configPath, 'utf8'));
  config.search = { provider: 'algolia', appId: 'TESTAPP', apiKey: 'search-only-key', indexName: 'fixture', ...search };
  writeFileSync(configPath, JSON.stringify(config, null, 2));
  const site = await buildAndServe(dir);
  const fake = await startFakeAlgolia(answer);
  const browser = await launchBrowser();
  const pages = pagePool(browser);
  return {
    site, fake, browser, pages,
    async open(path = 'docs/intro', hosts = [fake.origin]) {
      const { page, addInitScript, done } = await pages.take({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
      await addInitScript((list) => { (window as { __opdocsAlgoliaHosts?: string[] }).__opdocsAlgoliaHosts = list; }, hosts);
      const log = watchConsole(page);
      await page.goto(site.url(path));
      await waitForHydration(page);
      return { page, log, done };
    },
    async close() {
      await pages.close();
      await browser.close();
      await site.close();
      await fake.close();
    },
  };
}
