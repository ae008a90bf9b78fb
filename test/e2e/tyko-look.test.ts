/**
 * TyKO's look comes from its own customCss (css/tyko.css), the mechanism any site has:
 * JetBrains Mono, the TyKO blue in light and dark mode, and the mascot beside the text on wide
 * screens, above it on narrow ones.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser } from 'playwright-core';
import { launchBrowser, waitForHydration } from '../helpers/browser.ts';
import { buildAndServeTyko, type TykoSite } from '../helpers/tyko-site-server.ts';

const Look = suite('TyKO look from its customCss');
let browser: Browser;
let site: TykoSite;

Look.before(async () => {
  site = await buildAndServeTyko('look');
  browser = await launchBrowser();
});
Look.after(async () => {
  await browser?.close();
  await site?.close();
});

async function mascotLayout(width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(site.url('docs/getting-started'));
  await waitForHydration(page);
  const image = (await page.locator('.image-beside-text').boundingBox())!;
  const text = (await page.locator('.image-beside-text ~ p').first().boundingBox())!;
  // A float narrows the line boxes beside it, not the paragraph's box: measure the text itself.
  const textRight = await page.evaluate(() => {
    const range = document.createRange();
    range.selectNodeContents(document.querySelector('.image-beside-text ~ p')!);
    return Math.max(...[...range.getClientRects()].map((r) => r.right));
  });
  const style = await page.evaluate(() => ({
    font: getComputedStyle(document.body).fontFamily,
    primary: getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim(),
    progress: getComputedStyle(document.documentElement).getPropertyValue('--opdocs-progress-bar-color').trim(),
  }));
  await context.close();
  return { image, text, textRight, style };
}

Look('wide screens: JetBrains Mono, TyKO blue, and the mascot to the right of the first paragraph', async () => {
  const { image, text, textRight, style } = await mascotLayout(1280);
  assert.match(style.font, /^"JetBrains Mono"/);
  assert.is(style.primary, '#2e3c85');
  assert.is(style.progress, '#2e3c85');
  assert.ok(image.x >= textRight, `image (x ${image.x}) right of the text (ends at ${textRight})`);
  assert.ok(Math.abs(image.y - text.y) < 2, 'image and text start on the same line');
});

Look('narrow screens: the mascot sits above the text', async () => {
  const { image, text } = await mascotLayout(420);
  assert.ok(text.y >= image.y + image.height, `text (y ${text.y}) below the image (ends at ${image.y + image.height})`);
});

Look.run();
