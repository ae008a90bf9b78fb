/**
 * Keyboard focus on the built TyKO site, in Chromium, where axe does not look: Tab walks every
 * stop of the home page and a doc page in light and dark mode, and each stop's outline must
 * contrast 3:1 or more with what lies behind it (WCAG 1.4.11); Shift+Tab up a long page must
 * never leave the focused control hidden under the sticky navbar (WCAG 2.4.11), and focus on a
 * navbar control must not scroll the page.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser } from 'playwright-core';
import { launchBrowser, waitForHydration } from '../helpers/browser.ts';
import { buildAndServeTyko, type TykoSite } from '../helpers/tyko-site-server.ts';
import { pagePool, type PagePool } from '../helpers/page-pool.ts';

const Ring = suite('keyboard focus on the TyKO site: a ring of 3:1 or more, never under the navbar');
let browser: Browser;
let site: TykoSite;
let pages: PagePool;

Ring.before(async () => {
  site = await buildAndServeTyko();
  browser = await launchBrowser();
  pages = pagePool(browser, { serviceWorkers: 'block' });
});
Ring.after(async () => {
  await pages?.close();
  await browser?.close();
  await site?.close();
});

/** What one Tab stop shows: its name, and the outline's worst contrast with the colours behind it. */
interface Stop {
  name: string;
  ratio: number;
}

/**
 * Runs in the page on the focused element and returns a Stop or null. The backdrop is the
 * nearest opaque background colour up the tree; a gradient on the way counts with each of its
 * colour stops, and the ring must contrast with the worst of them. Kept as source text: the
 * test loader adds name helpers to compiled functions, which do not exist in the page.
 */
const MEASURE_FOCUSED = `(() => {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  const name = el.tagName.toLowerCase() + ' "' + (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40) + '"';
  const rgb = (text) => [...text.matchAll(/rgba?\\(([^)]+)\\)/g)].map((m) => m[1].split(',').map((v) => parseFloat(v)));
  const lin = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  const lum = (c) => 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2]);
  const contrast = (a, b) => { const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x); return (hi + 0.05) / (lo + 0.05); };
  const style = getComputedStyle(el);
  if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 1) return { name, ratio: 0 };
  const ring = rgb(style.outlineColor)[0];
  // An outline drawn outside the box lies on the parent's background; one drawn inside, on the element's.
  let node = parseFloat(style.outlineOffset) >= 0 ? el.parentElement : el;
  const behind = [];
  for (; node; node = node.parentElement) {
    const own = getComputedStyle(node);
    if (own.backgroundImage.includes('gradient')) behind.push(...rgb(own.backgroundImage));
    const colour = rgb(own.backgroundColor)[0];
    if (colour && (colour[3] ?? 1) >= 0.99) { behind.push(colour); break; }
    if (behind.length) break;
  }
  if (!behind.length) behind.push([255, 255, 255]);
  return { name, ratio: Math.min(...behind.map((c) => contrast(ring, c))) };
})()`;

/** Tabs through `path` until focus comes round again; returns the stops whose ring is under 3:1. */
async function weakRings(path: string, mode: 'light' | 'dark'): Promise<string[]> {
  const { page, addInitScript, done } = await pages.take({ viewport: { width: 1280, height: 800 } });
  await addInitScript((m) => localStorage.setItem('theme', m), mode);
  await page.goto(site.url(path));
  await waitForHydration(page);
  const weak: string[] = [];
  let stops = 0;
  for (let i = 0; i < 150; i++) {
    await page.keyboard.press('Tab');
    // Each stop is marked, so the walk ends when focus reaches a marked one again.
    const again = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return false;
      if (el.dataset.ringSeen) return true;
      el.dataset.ringSeen = '1';
      return false;
    });
    if (again) break;
    const stop = (await page.evaluate(MEASURE_FOCUSED)) as Stop | null;
    if (!stop) continue;
    stops++;
    if (stop.ratio < 3) weak.push(`${mode} /${path} ${stop.name}: ${stop.ratio.toFixed(2)}:1`);
  }
  await done();
  assert.ok(stops > 10, `Tab reached ${stops} stops on /${path}`);
  return weak;
}

Ring('the home page (hero, cards, footer) and a doc page (navbar, sidebar, content, TOC, footer), light and dark', async () => {
  const weak: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    for (const path of ['', 'docs/getting-started']) weak.push(...(await weakRings(path, mode)));
  }
  assert.equal(weak, []);
});

Ring('Shift+Tab up the CRD page, on a wide and a narrow window, never leaves focus under the sticky navbar', async () => {
  const hidden: string[] = [];
  for (const width of [1280, 390]) {
    const { page, done } = await pages.take({ viewport: { width, height: 700 } });
    await page.goto(site.url('docs/crds'));
    await waitForHydration(page);
    await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('footer.footer a')].pop()!.focus());
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Shift+Tab');
      const covered = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const navbar = document.querySelector('nav.navbar')!;
        if (navbar.contains(el) || el.matches('.skip-to-content, [class*="skipToContent"]')) return null;
        const box = el.getBoundingClientRect();
        // A table taller than the window cannot be shown whole; part of it is in view.
        return box.bottom <= navbar.getBoundingClientRect().bottom + 1 ? `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"` : null;
      });
      if (covered) hidden.push(`${width}px ${covered}`);
    }
    await done();
  }
  assert.equal(hidden, []);
});

Ring('focus coming back to a navbar control leaves the page where it was (search modal, mobile menu, each control)', async () => {
  const moved: string[] = [];
  for (const width of [1280, 390]) {
    const { page, done } = await pages.take({ viewport: { width, height: 700 } });
    await page.goto(site.url('docs/crds'));
    await waitForHydration(page);
    const at = (y: number) => page.evaluate((top) => { window.scrollTo(0, top); return window.scrollY; }, y);
    const y = await at(1500);
    await page.keyboard.press('Control+k');
    await page.locator('#docsearch-input').waitFor();
    await page.keyboard.type('helm');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.DocSearch-Container').waitFor({ state: 'detached' });
    if ((await page.evaluate(() => window.scrollY)) !== y) moved.push(`${width}px search modal closed: ${y} → ${await page.evaluate(() => window.scrollY)}`);
    if (width < 997) {
      await page.locator('button.navbar__toggle').click();
      await page.keyboard.press('Escape');
      await page.locator('.navbar-sidebar--show').waitFor({ state: 'detached' });
      if ((await page.evaluate(() => window.scrollY)) !== y) moved.push(`${width}px mobile menu closed: ${y} → ${await page.evaluate(() => window.scrollY)}`);
    }
    // Every control the navbar shows, focused as Tab or a script would.
    moved.push(...(await page.evaluate((top) => {
      const shifts: string[] = [];
      for (const el of document.querySelectorAll<HTMLElement>('nav.navbar a[href], nav.navbar button')) {
        if (!el.getClientRects().length) continue;
        window.scrollTo(0, top);
        el.focus();
        if (window.scrollY !== top) shifts.push(`${el.getAttribute('aria-label') ?? el.textContent?.trim()}: ${top} → ${window.scrollY}`);
      }
      return shifts;
    }, y)).map((s) => `${width}px ${s}`));
    await done();
  }
  assert.equal(moved, []);
});

Ring.run();
