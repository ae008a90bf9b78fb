/**
 * TyKO's look comes from its own customCss (css/tyko.css), the mechanism any site has:
 * JetBrains Mono, the TyKO blue in light and dark mode, and the mascot beside the text on wide
 * screens, above it on narrow ones; on a phone, targets big enough for a finger.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser } from 'playwright-core';
import { launchBrowser, waitForHydration } from '../helpers/browser.ts';
import { pagePool, type PagePool } from '../helpers/page-pool.ts';
import { buildAndServeTyko, type TykoSite } from '../helpers/tyko-site-server.ts';

const Look = suite('TyKO look from its customCss');
let browser: Browser;
let pages: PagePool;
let site: TykoSite;

Look.before(async () => {
  site = await buildAndServeTyko();
  browser = await launchBrowser();
  pages = pagePool(browser, { serviceWorkers: 'block' });
});
Look.after(async () => {
  await pages?.close();
  await browser?.close();
  await site?.close();
});

async function mascotLayout(width: number) {
  const { page, done } = await pages.take({ viewport: { width, height: 900 } });
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
  await done();
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

/** Every box of the page's main column and navbar, once laid out, with or without the web font. */
async function boxes(path: string, webFont: boolean) {
  const { page, done } = await pages.take({ viewport: { width: 1280, height: 900 } });
  if (!webFont) await page.route('**/*.woff2', (route) => route.abort());
  await page.goto(site.url(path));
  await waitForHydration(page);
  const result = await page.evaluate(async () => {
    await document.fonts.ready;
    const loaded = [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family);
    const list = [...document.querySelectorAll('nav.navbar *, main *')].map((el) => {
      const r = el.getBoundingClientRect();
      return { name: `${el.tagName}.${el.className}`, at: [r.x, r.y, r.width, r.height] };
    });
    return { loaded, list };
  });
  await done();
  return result;
}

// The fallback faces of css/tyko.css carry JetBrains Mono's metrics, so a page laid out before
// the font arrives (or without it: `optional` may keep the fallback for a first visit) has the
// same boxes as with it, and a late font cannot shift the layout.
Look('without the web font every box is where the web font puts it', async () => {
  for (const path of ['blog/release-0-3-4', 'docs/getting-started']) {
    const withFont = await boxes(path, true);
    const without = await boxes(path, false);
    assert.ok(withFont.loaded.includes('JetBrains Mono'), `the web font is used on /${path}: ${withFont.loaded}`);
    assert.not.ok(without.loaded.includes('JetBrains Mono'), `the web font is blocked on /${path}`);
    assert.ok(withFont.list.length > 50, `boxes were measured on /${path}`);
    // Half a pixel: glyph advances differ in the third decimal, which rounds away; a shift is whole pixels.
    const moved = withFont.list.flatMap((box, i) => {
      const other = without.list[i];
      const same = other && other.name === box.name && box.at.every((v, k) => Math.abs(v - other.at[k]) < 0.5);
      return same ? [] : [`${box.name} ${box.at.join(',')} / ${other ? other.at.join(',') : 'missing'}`];
    });
    assert.equal(moved.slice(0, 5), [], `boxes that move with the font on /${path} (${moved.length})`);
  }
});

Look('on a phone every link and button that is not part of a sentence is at least 24 by 24 px to tap', async () => {
  const { page, done } = await pages.take({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
  const small: string[] = [];
  for (const route of ['blog/', 'blog/authors/all-akyriako-articles/', 'blog/tags/announcement/', 'docs/crds/']) {
    await page.goto(site.url(route));
    await waitForHydration(page);
    small.push(...await page.$$eval('a[href], button, [role="button"], [tabindex="0"]', (els) => els.flatMap((el) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // WCAG 2.5.8 exempts a link inside running text; hidden controls are not targets.
      const inSentence = style.display === 'inline' && el.closest('p, li, td, th, blockquote, dd, figcaption') !== null;
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || inSentence) return [];
      return box.width >= 23.5 && box.height >= 23.5 ? [] : [`${el.className || el.tagName} ${Math.round(box.width)}x${Math.round(box.height)}`];
    }).map((what) => `${route}: ${what}`)));
  }
  assert.equal(small, []);
  await done();
});

Look.run();
