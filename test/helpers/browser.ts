/** Headless Debian Chromium through playwright-core, with the flags this machine needs. */
import { chromium, type Browser, type BrowserContext, type Page, type ConsoleMessage } from 'playwright-core';

export const CHROMIUM_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS, headless: true });
}

/** Collects console errors/warnings and page errors of a page. */
export function watchConsole(page: Page): { errors: string[]; warnings: string[] } {
  const out = { errors: [] as string[], warnings: [] as string[] };
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error') out.errors.push(m.text());
    if (m.type() === 'warning') out.warnings.push(m.text());
  });
  page.on('pageerror', (e) => out.errors.push(`pageerror: ${e.message}`));
  return out;
}

/** Waits until React hydrated the page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]', { timeout: 15000 });
}

/** Opens `url` in a new page and waits until the service worker is active and controls it. */
export async function openControlled(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await waitForHydration(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
  return page;
}

/**
 * Waits until every URL is in one of the page's Cache Storage caches (up to 10 s); false if not.
 * A service worker's cache write has no event a page can await, and `waitForFunction` took a
 * promise returned by its predicate as an answer (it passed with the caches still empty), so the
 * page polls.
 */
export function waitForCached(page: Page, urls: string[]): Promise<boolean> {
  return page.evaluate(async (list) => {
    for (let i = 0; i < 500; i++) {
      if ((await Promise.all(list.map((u) => caches.match(u)))).every(Boolean)) return true;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return false;
  }, urls);
}
