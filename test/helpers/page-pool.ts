/**
 * Pages a suite hands from test to test. Opening a page costs Chromium about half a second of
 * CPU (a renderer and the page's setup), a navigation on an open page a quarter of that; the
 * e2e suites opened about 200 pages a run. A page given back is first wiped of what a test could
 * leave behind (storage, cookies, service workers, the HTTP cache, history, routes, listeners,
 * viewport and media emulation), so the next test starts as on a new page.
 * A test's init scripts go through the lent page's `addInitScript`, which removes them on give-back.
 * Not for tests that add bindings, install a clock or go offline: those cannot be undone on a
 * page, so such tests open their own context.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Disposable, Page } from 'playwright-core';

/** The page events a test may listen to; the pool drops their listeners on give-back. */
const TEST_EVENTS = [
  'console', 'pageerror', 'request', 'response', 'requestfinished', 'requestfailed', 'dialog',
  'framenavigated', 'load', 'domcontentloaded', 'popup', 'download', 'worker', 'websocket', 'filechooser',
] as const;

const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

export interface Lent {
  page: Page;
  context: BrowserContext;
  /** Adds a script the page runs before its own on every load, until the page is given back. */
  addInitScript: Page['addInitScript'];
  /** Gives the page back, wiped; a page that cannot be wiped is closed instead. */
  done(): Promise<void>;
}

export interface PagePool {
  /** A clean page in a context with the pool's defaults and `options` (the viewport may differ between takes). */
  take(options?: BrowserContextOptions): Promise<Lent>;
  /** Closes every context the pool opened. */
  close(): Promise<void>;
}

/**
 * `defaults`: options of every context the pool opens, which a take's own override (a suite
 * none of whose tests is about the service worker blocks it here, once).
 */
export function pagePool(browser: Browser, defaults: BrowserContextOptions = {}): PagePool {
  const contexts = new Map<string, Promise<BrowserContext>>();
  const idle = new Map<string, Page[]>();

  const contextFor = (key: string, options: BrowserContextOptions) => {
    let context = contexts.get(key);
    if (!context) {
      context = browser.newContext({ ...options, viewport: options.viewport ?? DEFAULT_VIEWPORT });
      contexts.set(key, context);
    }
    return context;
  };

  async function wipe(page: Page, options: BrowserContextOptions, origins: Set<string>) {
    for (const event of TEST_EVENTS) page.removeAllListeners(event);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.context().unrouteAll({ behavior: 'ignoreErrors' });
    // Session storage belongs to the tab and survives the wipe below: cleared while still on it.
    await page.evaluate(() => { try { sessionStorage.clear(); } catch { /* an opaque origin */ } }).catch(() => undefined);
    await page.goto('about:blank');
    const cdp = await page.context().newCDPSession(page);
    try {
      for (const origin of origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Page.resetNavigationHistory');
    } finally {
      await cdp.detach().catch(() => undefined);
    }
    await page.context().clearCookies();
    await page.emulateMedia({
      media: null,
      colorScheme: options.colorScheme ?? 'light',
      reducedMotion: options.reducedMotion ?? 'no-preference',
      forcedColors: options.forcedColors ?? 'none',
    });
    await page.mouse.move(0, 0);
  }

  return {
    async take(own = {}) {
      const { viewport, ...rest } = { ...defaults, ...own };
      const key = JSON.stringify(rest);
      const context = await contextFor(key, rest);
      const page = idle.get(key)?.pop() ?? (await context.newPage());
      await page.setViewportSize(viewport ?? DEFAULT_VIEWPORT);
      const origins = new Set<string>();
      const seen = (frame: { url(): string }) => {
        const url = frame.url();
        if (/^https?:/.test(url)) origins.add(new URL(url).origin);
      };
      page.on('framenavigated', seen);
      let given = false;
      const scripts: Disposable[] = [];
      return {
        page,
        context,
        addInitScript: async (...args: Parameters<Page['addInitScript']>) => {
          const script = await page.addInitScript(...args);
          scripts.push(script);
          return script;
        },
        async done() {
          if (given) return;
          given = true;
          try {
            for (const script of scripts) await script.dispose();
            await wipe(page, rest, origins);
            (idle.get(key) ?? idle.set(key, []).get(key)!).push(page);
          } catch {
            await page.close().catch(() => undefined);
          }
        },
      };
    },
    async close() {
      const all = await Promise.all([...contexts.values()].map((c) => c.catch(() => null)));
      contexts.clear();
      idle.clear();
      await Promise.all(all.map((c) => c?.close().catch(() => undefined)));
    },
  };
}
