/**
 * Theme behaviour that needs its own configuration (test/fixtures/theme-features): colour mode
 * with respectPrefersColorScheme, the announcement bar, and the error boundary.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { buildSite } from '../../cli/commands/build.ts';
import { launchBrowser, waitForHydration, watchConsole } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/serve-build.ts';
import { copyFixture, ROOT } from '../helpers/fixture-site.ts';
import { recordLayoutShifts, settledLayoutShift } from '../helpers/layout-shift.ts';
import { pagePool, type PagePool } from '../helpers/page-pool.ts';

const Features = suite('theme: colour mode, announcement bar and error boundary (theme-features fixture)');
let browser: Browser;
let site: ServedSite;
let siteDir: string;
let pages: PagePool;

Features.before(async () => {
  siteDir = copyFixture('theme-features', 'e2e-theme-features');
  site = await buildAndServe(siteDir);
  browser = await launchBrowser();
  pages = pagePool(browser);
});
Features.after(async () => {
  await pages?.close();
  await browser?.close();
  await site?.close();
});

/** A page from the pool, wiped between tests; the service worker is blocked so reloads always see the current build. */
const takePage = (options: BrowserContextOptions = {}) =>
  pages.take({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block', ...options });

/** Stops every script file from loading: only the inline head script runs, as at first paint. */
const blockModules = (page: Page) => page.route('**/*.js', (route) => route.abort());

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

Features('a stored dark choice is applied before any module script runs (no flash of light)', async () => {
  const { page, addInitScript, done } = await takePage({ colorScheme: 'light' });
  await addInitScript(() => localStorage.setItem('theme', 'dark'));
  await blockModules(page);
  await page.goto(site.url('docs/intro'));
  assert.is(await page.evaluate(() => document.documentElement.dataset.hasHydrated), 'false', 'React did not run');
  assert.is(await theme(page), 'dark');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  assert.is(background, 'rgb(27, 28, 31)', 'the dark background is painted');
  await done();
});

Features('the toggle switches the mode, stores it, and the choice survives a reload', async () => {
  const { done, page } = await takePage({ colorScheme: 'light' });
  const log = watchConsole(page);
  await page.goto(site.url('docs/intro'));
  await waitForHydration(page);
  assert.is(await theme(page), 'light');
  const toggle = page.locator('.navbar .color-mode-toggle__button').first();
  assert.is(await toggle.getAttribute('aria-pressed'), 'false');
  await toggle.click();
  assert.is(await theme(page), 'dark');
  assert.is(await toggle.getAttribute('aria-pressed'), 'true');
  assert.match((await toggle.getAttribute('aria-label')) ?? '', 'currently dark mode');
  assert.is(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
  await page.reload();
  await waitForHydration(page);
  assert.is(await theme(page), 'dark');
  await page.locator('.navbar .color-mode-toggle__button').first().click();
  assert.is(await theme(page), 'light');
  assert.is(await page.evaluate(() => localStorage.getItem('theme')), 'light');
  assert.equal(log.errors, []);
  await done();
});

Features('with no stored choice the mode follows the system preference, before and after hydration', async () => {
  const { done, page } = await takePage({ colorScheme: 'dark' });
  await blockModules(page);
  await page.goto(site.url(''));
  assert.is(await theme(page), 'dark', 'inline script follows prefers-color-scheme');
  await page.unroute('**/*.js');
  await page.reload();
  await waitForHydration(page);
  assert.is(await theme(page), 'dark', 'still dark after hydration');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  assert.is(await page.evaluate(() => localStorage.getItem('theme')), null, 'nothing stored');
  await done();
});

/** Top of the navbar relative to the page: it moves if the bar appears or disappears. */
const navbarTop = (page: Page) => page.evaluate(() => document.querySelector('.navbar')!.getBoundingClientRect().top);
const barShown = (page: Page) => page.evaluate(() => {
  const bar = document.querySelector<HTMLElement>('.announcement-bar');
  return !!bar && bar.getBoundingClientRect().height > 0 && getComputedStyle(bar).display !== 'none';
});
Features('a closed announcement bar stays hidden from the first paint; a new bar id shows it again', async () => {
  const lent = await takePage();
  const { page } = lent;
  await recordLayoutShifts(lent);
  await page.goto(site.url(''));
  await waitForHydration(page);
  assert.ok(await barShown(page), 'shown on the first visit');
  assert.match(await page.locator('.announcement-bar').innerText(), 'Version 1 is out');
  assert.ok((await navbarTop(page)) > 0, 'the bar sits above the navbar');
  await page.locator('.announcement-bar button[aria-label="Close"]').click();
  assert.not.ok(await barShown(page), 'hidden after close');
  assert.is(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss')), 'true');

  // First paint: only the inline script has run.
  await blockModules(page);
  await page.reload();
  assert.is(await page.evaluate(() => document.documentElement.dataset.announcementBarInitiallyDismissed), 'true');
  assert.not.ok(await barShown(page), 'not painted before hydration');
  assert.is(await navbarTop(page), 0);
  await page.unroute('**/*.js');
  await page.reload();
  await waitForHydration(page);
  assert.not.ok(await barShown(page), 'still hidden after hydration');
  assert.is(await navbarTop(page), 0);
  assert.is((await settledLayoutShift(page)).total, 0);

  const configPath = join(siteDir, 'site.config.json');
  const config = JSON.parse(readFileSync(configPath, 'utf8'));
  config.announcementBar.id = 'release-2';
  config.announcementBar.content = 'Version 2 is out.';
  writeFileSync(configPath, JSON.stringify(config, null, 2));
  await buildSite({ siteDir, outDir: 'build', quiet: true });
  await blockModules(page);
  await page.reload();
  assert.ok(await barShown(page), 'a new id is painted at once');
  await page.unroute('**/*.js');
  await page.reload();
  await waitForHydration(page);
  assert.ok(await barShown(page), 'and stays after hydration');
  assert.match(await page.locator('.announcement-bar').innerText(), 'Version 2 is out');
  assert.is(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id')), 'release-2');
  await lent.done();
});

/** Contrast of two computed CSS colours (WCAG relative luminance); `fg`'s alpha is blended over `bg`. */
function contrast(fg: string, bg: string): number {
  const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
  const under = parse(bg).slice(0, 3);
  const [r = 0, g = 0, b = 0, alpha = 1] = parse(fg);
  const mixed = [r, g, b].map((v, i) => v * alpha + under[i]! * (1 - alpha));
  const lum = (rgb: number[]) => rgb.map((v) => { const x = v / 255; return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4; })
    .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
  const [hi, lo] = [lum(mixed), lum(under)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

Features('the keyboard focus ring on the announcement bar\'s link and close button contrasts 3:1 with the bar in both modes', async () => {
  for (const mode of ['light', 'dark']) {
    const { page, addInitScript, done } = await takePage();
    await addInitScript((m) => localStorage.setItem('theme', m), mode);
    await page.goto(site.url('docs/intro'));
    await waitForHydration(page);
    const rings: string[] = [];
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      const ring = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const bar = el.closest('.announcement-bar');
        if (!bar) return null;
        const style = getComputedStyle(el);
        return [el.textContent || el.getAttribute('aria-label'), style.outlineStyle, style.outlineColor, getComputedStyle(bar).backgroundColor];
      });
      if (ring) rings.push(ring.join('|'));
    }
    // An earlier test rebuilt the bar without its link, so its controls are counted, not fixed.
    const controls = await page.locator('.announcement-bar a, .announcement-bar button').count();
    assert.ok(controls >= 1 && rings.length === controls, `${mode}: each of the bar's ${controls} controls takes focus (${rings.length})`);
    for (const ring of rings) {
      const [name, style, color, background] = ring.split('|');
      assert.is(style, 'solid', `${mode} ${name}: a ring is drawn`);
      const ratio = contrast(color!, background!);
      assert.ok(ratio >= 3, `${mode} ${name}: ring ${color} on bar ${background} is ${ratio.toFixed(2)}:1`);
    }
    await done();
  }
});

Features('while the announcement bar shows above the navbar, the docs sidebar still ends inside the window', async () => {
  // A short desktop window, so the sidebar has to scroll inside its column.
  const { done, page } = await takePage({ viewport: { width: 1280, height: 180 } });
  await page.goto(site.url('docs/intro'));
  await waitForHydration(page);
  assert.ok(await barShown(page));
  const sidebarEnd = () => page.evaluate(() => {
    const menu = document.querySelector<HTMLElement>('.doc-sidebar-menu')!;
    menu.scrollTop = menu.scrollHeight;
    const links = menu.querySelectorAll('a');
    return {
      overflows: menu.scrollHeight > menu.clientHeight,
      // The tallest the column may grow: the window below the navbar, less any room kept for the bar.
      maxHeight: parseFloat(getComputedStyle(menu).maxHeight),
      navbarHeight: document.querySelector('.navbar')!.getBoundingClientRect().height,
      menuBottom: menu.getBoundingClientRect().bottom,
      lastLinkBottom: links[links.length - 1].getBoundingClientRect().bottom,
      windowHeight: window.innerHeight,
    };
  });
  const atTop = await sidebarEnd();
  assert.ok(atTop.overflows, 'the sidebar is taller than its column');
  assert.ok(atTop.menuBottom <= atTop.windowHeight + 0.5, `sidebar ends at ${atTop.menuBottom}, window at ${atTop.windowHeight}`);
  assert.ok(atTop.lastLinkBottom <= atTop.windowHeight, 'its last link can be scrolled into view');

  // Closed, the bar leaves no room behind: the column may reach the window's bottom again.
  await page.locator('.announcement-bar button[aria-label="Close"]').click();
  await page.waitForFunction(() => !document.querySelector<HTMLElement>('.doc-sidebar')!.style.getPropertyValue('--doc-sidebar-announcement-room'));
  const closed = await sidebarEnd();
  assert.ok(Math.abs(closed.maxHeight - (closed.windowHeight - closed.navbarHeight)) < 1, `column may be ${closed.maxHeight} px tall`);
  await done();
});

Features('the announcement bar keeps 10px and 30px beside its text on a phone, 50px each on a wide screen', async () => {
  const sides = (page: Page) => page.evaluate(() => ['placeholder', 'close'].map((part) =>
    document.querySelector(`.announcement-bar__${part}`)!.getBoundingClientRect().width));
  const { done, page } = await takePage({ viewport: { width: 390, height: 844 } });
  await page.goto(site.url('docs/intro'));
  await waitForHydration(page);
  assert.equal(await sides(page), [10, 30]);
  await page.setViewportSize({ width: 1280, height: 800 });
  assert.equal(await sides(page), [50, 50]);
  // One line of text: the bar is the 30px the docs sidebar reserves for it.
  assert.is(await page.evaluate(() => document.querySelector('.announcement-bar')!.getBoundingClientRect().height), 30);
  await done();
});

Features('a page that throws while rendering shows the crash screen, and "Try again" renders it again', async () => {
  const { done, page } = await takePage();
  await page.goto(site.url('crash'));
  await waitForHydration(page);
  assert.match(await page.locator('main').innerText(), 'All quiet on the crash page.');
  await page.getByRole('button', { name: 'Make it crash' }).click();
  const heading = page.getByRole('heading', { level: 1, name: 'This page crashed.' });
  await heading.waitFor();
  assert.match(await page.locator('main').innerText(), 'The crash fixture exploded on purpose');
  assert.is(await page.title(), 'Page Error');
  assert.ok(await page.locator('.navbar').isVisible(), 'the crash screen keeps the layout');
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByText('All quiet on the crash page.').waitFor();
  assert.is(await heading.count(), 0);
  assert.match(await page.title(), 'Crash test');
  await done();
});

Features('a plain <button> in page content (the crash page\'s) keeps AA contrast on its dark-mode button face', async () => {
  const { page, addInitScript, done } = await takePage();
  await addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto(site.url('crash'));
  await waitForHydration(page);
  // The page's button has no class, as MDX or a React page writes one, so only element defaults style it.
  const button = page.getByRole('button', { name: 'Make it crash' });
  assert.is(await button.getAttribute('class'), null);
  // Evaluated through the debugger protocol: the site's CSP blocks an injected <script>.
  await page.evaluate(readFileSync(join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8'));
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: object, opts: object): Promise<{ violations: { id: string; nodes: { failureSummary?: string }[] }[] }> } }).axe;
    const result = await axe.run({ include: [['main button']] }, { runOnly: ['color-contrast'], resultTypes: ['violations'] });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`));
  });
  assert.equal(found, []);
  await done();
});

Features('a search item placed on the left stays there on a wide screen and ends the navbar on a phone', async () => {
  // Its own copy: the other tests here rebuild the shared one with their own settings.
  const dir = copyFixture('theme-features', 'e2e-search-left');
  const configPath = join(dir, 'site.config.json');
  const config = JSON.parse(readFileSync(configPath, 'utf8'));
  config.navbar.items.splice(1, 0, { type: 'search', position: 'left' });
  writeFileSync(configPath, JSON.stringify(config, null, 2));
  const leftSite = await buildAndServe(dir);
  try {
    const place = async (width: number) => {
      const { done, page } = await takePage({ viewport: { width, height: 800 } });
      await page.goto(leftSite.url('docs/intro'));
      await waitForHydration(page);
      const box = await page.evaluate(() => {
        const search = document.querySelector('.navbar__search')!.getBoundingClientRect();
        const title = document.querySelector('.navbar__title')!.getBoundingClientRect();
        const inner = document.querySelector('.navbar__inner')!.getBoundingClientRect();
        return { searchLeft: search.left, searchRight: search.right, titleRight: title.right, innerRight: inner.right, buttons: document.querySelectorAll('.DocSearch-Button').length };
      });
      await done();
      return box;
    };
    const wide = await place(1280);
    assert.is(wide.buttons, 1, 'the item replaces the search button the navbar adds by itself');
    assert.ok(wide.searchRight < 640, `on a wide screen the search sits with the left items (ends at ${wide.searchRight}px)`);
    const phone = await place(390);
    assert.ok(Math.abs(phone.innerRight - phone.searchRight) < 1, `on a phone it ends the bar: ${phone.searchRight}px vs ${phone.innerRight}px`);
    assert.ok(phone.titleRight <= phone.searchLeft, 'and the site name stops before it');
  } finally {
    await leftSite.close();
  }
});

Features.run();
