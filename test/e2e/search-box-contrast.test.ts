/**
 * The search boxes of the built TyKO site, in Chromium, on what axe skips: placeholder text
 * (WCAG 1.4.3 asks 4.5:1 of it too) and the edge that shows where to type (1.4.11, 3:1).
 * Checks the search page's box and the search modal's, in both modes.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, waitForHydration } from '../helpers/browser.ts';
import { pagePool, type PagePool } from '../helpers/page-pool.ts';
import { buildAndServeTyko, type TykoSite } from '../helpers/tyko-site-server.ts';

const Placeholder = suite('search boxes on the TyKO site: placeholders of 4.5:1 or more, an edge of 3:1 or more');
let browser: Browser;
let pages: PagePool;
let site: TykoSite;

Placeholder.before(async () => {
  site = await buildAndServeTyko();
  browser = await launchBrowser();
  pages = pagePool(browser);
});
Placeholder.after(async () => {
  await pages?.close();
  await browser?.close();
  await site?.close();
});

/**
 * The placeholder's contrast with the nearest opaque background behind the input. Source text,
 * not a function: the test loader adds name helpers to compiled functions that the page lacks.
 */
const placeholderContrast = (selector: string) => `(() => {
  const input = document.querySelector(${JSON.stringify(selector)});
  if (!input) return null;
  const rgb = (text) => (text.match(/[\\d.]+/g) ?? []).map(Number);
  const lin = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  const lum = (c) => 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2]);
  let back = [255, 255, 255];
  for (let node = input; node; node = node.parentElement) {
    const colour = rgb(getComputedStyle(node).backgroundColor);
    if (colour.length === 3 || colour[3] >= 0.99) { back = colour; break; }
  }
  const contrast = (a, b) => { const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x); return (hi + 0.05) / (lo + 0.05); };
  // The edge lies on the page around the box: the background behind the input's parent.
  let page = [255, 255, 255];
  for (let node = input.parentElement; node; node = node.parentElement) {
    const colour = rgb(getComputedStyle(node).backgroundColor);
    if (colour.length === 3 || colour[3] >= 0.99) { page = colour; break; }
  }
  const style = getComputedStyle(input);
  const edge = parseFloat(style.borderTopWidth) >= 1 && style.borderTopStyle !== 'none' ? contrast(rgb(style.borderTopColor), page) : 0;
  return { placeholder: input.placeholder, ratio: contrast(rgb(getComputedStyle(input, '::placeholder').color), back), edge };
})()`;

/** What one search box shows: its placeholder's contrast and its edge's (0: no edge of its own). */
interface BoxContrast {
  placeholder: string;
  ratio: number;
  edge: number;
}

async function measure(page: Page, selector: string): Promise<BoxContrast> {
  const found = (await page.evaluate(placeholderContrast(selector))) as BoxContrast | null;
  assert.ok(found, `${selector} is on the page`);
  return found!;
}

Placeholder('the search page box and the search modal box, in light and dark mode', async () => {
  const weak: string[] = [];
  const weakEdges: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    const { page, addInitScript, done } = await pages.take({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    await addInitScript((m) => localStorage.setItem('theme', m), mode);
    await page.goto(site.url('search'));
    await waitForHydration(page);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const pageBox = await measure(page, 'main input[type="search"], main input');
    // The page's box draws its own edge; the modal's box sits in a form that draws one.
    if (pageBox.edge < 3) weakEdges.push(`${mode} search page box edge: ${pageBox.edge.toFixed(2)}:1`);
    const boxes = [pageBox];
    await page.keyboard.press('Control+k');
    await page.waitForSelector('#docsearch-input');
    boxes.push(await measure(page, '#docsearch-input'));
    for (const box of boxes) if (box.ratio < 4.5) weak.push(`${mode} "${box.placeholder}": ${box.ratio.toFixed(2)}:1`);
    await done();
  }
  assert.equal(weak, []);
  assert.equal(weakEdges, []);
});

Placeholder.run();
