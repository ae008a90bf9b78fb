/** Headless Debian Chromium through playwright-core, with the flags this machine needs. */
import { chromium, type Browser, type BrowserContext, type Page, type ConsoleMessage } from 'playwright-core';
import { WAIT_LIMIT_MS, within } from './bounded.ts';
import { shared } from './shared.ts';

export const CHROMIUM_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

const chromiums = shared(
  async (forget) => {
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS, headless: true });
    // A crashed browser is not handed to the next suite.
    browser.once('disconnected', forget);
    return browser;
  },
  (browser) => browser.close(),
);

/**
 * A Chromium for one suite. The suites of one test process share a single browser
 * (test/helpers/shared.ts): a launch costs about a second; a context, which isolates storage,
 * cache and workers, costs little. Each caller's close() closes the contexts it opened and
 * releases the browser.
 */
export async function launchBrowser(): Promise<Browser> {
  const lease = chromiums.acquire();
  const browser = await lease.value;
  const opened = new Set<BrowserContext>();
  const track = <T extends BrowserContext | Page>(made: T): T => {
    const context = 'context' in made && typeof made.context === 'function' ? (made as Page).context() : (made as BrowserContext);
    opened.add(context);
    context.once('close', () => opened.delete(context));
    return made;
  };
  let released = false;
  const handle: Partial<Browser> = {
    newContext: async (...args) => track(await browser.newContext(...args)),
    newPage: async (...args) => track(await browser.newPage(...args)),
    contexts: () => [...opened],
    async close() {
      if (released) return;
      released = true;
      await Promise.all([...opened].map((c) => c.close().catch(() => undefined)));
      lease.release();
    },
  };
  return new Proxy(browser, {
    get: (target, key) => {
      if (key in handle) return handle[key as keyof Browser];
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Collects console errors/warnings and page errors of a page. */
export function watchConsole(page: Page): { errors: string[]; warnings: string[] } {
  const out = { errors: [] as string[], warnings: [] as string[] };
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error') out.errors.push(m.text());
    // With serviceWorkers: 'block', Playwright itself warns on the console as it refuses the
    // site's registration: the test's doing, not the site's.
    if (m.type() === 'warning' && !m.text().includes('registration blocked by Playwright')) out.warnings.push(m.text());
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
  await within(page.evaluate(async () => {
    // The page's own worker, at its site's base URL, as the page registers it on load: a French
    // page is controlled at first by the default locale's worker, whose scope holds it, and
    // `ready` answered with that one when it asked before the page's own registration existed.
    const base = (JSON.parse(document.getElementById('__opdocs_data')!.textContent!) as { site: { baseUrl: string } }).site.baseUrl;
    const registration = await navigator.serviceWorker.register(`${base}sw.js`, { scope: base });
    const worker = registration.installing ?? registration.waiting;
    if (!registration.active && worker) {
      await new Promise<void>((resolve) => worker.addEventListener('statechange', () => { if (worker.state === 'activated') resolve(); }));
    }
    const own = registration.active!.scriptURL;
    if (navigator.serviceWorker.controller?.scriptURL !== own) {
      await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => {
        if (navigator.serviceWorker.controller?.scriptURL === own) resolve();
      }));
    }
    // Installing precaches the site's pages first: on a busy machine a large site took over
    // the default limit (search-offline-large, under a load average of 16).
  }), `the service worker to control ${url}`, 4 * WAIT_LIMIT_MS);
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
