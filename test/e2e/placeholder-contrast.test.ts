/**
 * Placeholder text on the built TyKO site, in Chromium: axe skips placeholders, yet WCAG 1.4.3
 * asks 4.5:1 of them too. Checks the search page's box and the search modal's, in both modes.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, waitForHydration } from '../helpers/browser.ts';
import { buildAndServeTyko, type TykoSite } from '../helpers/tyko-site-server.ts';

const Placeholder = suite('placeholders on the TyKO site contrast 4.5:1 or more with their box');
let browser: Browser;
let site: TykoSite;

Placeholder.before(async () => {
  site = await buildAndServeTyko('placeholder');
  browser = await launchBrowser();
});
Placeholder.after(async () => {
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
  const text = rgb(getComputedStyle(input, '::placeholder').color);
  const [hi, lo] = [lum(text), lum(back)].sort((a, b) => b - a);
  return { placeholder: input.placeholder, ratio: (hi + 0.05) / (lo + 0.05) };
})()`;

async function measure(page: Page, selector: string): Promise<{ placeholder: string; ratio: number }> {
  const found = (await page.evaluate(placeholderContrast(selector))) as { placeholder: string; ratio: number } | null;
  assert.ok(found, `${selector} is on the page`);
  return found!;
}

Placeholder('the search page box and the search modal box, in light and dark mode', async () => {
  const weak: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
    const page = await context.newPage();
    await page.goto(site.url('search'));
    await waitForHydration(page);
    const boxes = [await measure(page, 'main input[type="search"], main input')];
    await page.keyboard.press('Control+k');
    await page.waitForSelector('#docsearch-input');
    boxes.push(await measure(page, '#docsearch-input'));
    for (const box of boxes) if (box.ratio < 4.5) weak.push(`${mode} "${box.placeholder}": ${box.ratio.toFixed(2)}:1`);
    await context.close();
  }
  assert.equal(weak, []);
});

Placeholder.run();
