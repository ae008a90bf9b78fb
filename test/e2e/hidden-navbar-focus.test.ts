/**
 * With navbar.hideOnScroll the navbar slides out of view while the reader scrolls down; the
 * search modal opened then (Ctrl+K) hands focus back to the search button when it closes.
 * The page must stay where it was (behaviors §12.1: the view returns to its scroll position at
 * opening), though the button sits in a navbar moved above the window.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, waitForHydration } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/serve-build.ts';
import { copyFixture } from '../helpers/fixture-site.ts';

const Hidden = suite('search modal closing while the hideOnScroll navbar is hidden');
let browser: Browser;
let site: ServedSite;

Hidden.before(async () => {
  const dir = copyFixture('theme-features', 'e2e-hidden-navbar-focus');
  const configPath = join(dir, 'site.config.json');
  const config = JSON.parse(readFileSync(configPath, 'utf8'));
  config.navbar.hideOnScroll = true;
  delete config.announcementBar;
  writeFileSync(configPath, JSON.stringify(config, null, 2));
  const sections = Array.from({ length: 30 }, (_, i) => `## Section ${i + 1}\n\n${'A line of text to make the page long. '.repeat(20)}\n`);
  writeFileSync(join(dir, 'content', 'docs', 'long.md'), `# A long page\n\n${sections.join('\n')}`);
  site = await buildAndServe(dir);
  browser = await launchBrowser();
});
Hidden.after(async () => {
  await browser?.close();
  await site?.close();
});

/** Scrolls to `y` and waits for the scroll event the navbar listens to. */
const scrollToY = (page: Page, y: number) =>
  page.evaluate((top) => new Promise<void>((resolve) => {
    addEventListener('scroll', () => resolve(), { once: true });
    scrollTo(0, top);
  }), y);

Hidden('Ctrl+K then Escape leaves the page at its place, with focus on the search button', async () => {
  for (const width of [1280, 390]) {
    const page = await browser.newPage({ viewport: { width, height: 700 }, serviceWorkers: 'block' });
    await page.goto(site.url('docs/long'));
    await waitForHydration(page);
    // Two steps down: the first scroll from the top only records where the reader was.
    await scrollToY(page, 300);
    await scrollToY(page, 1500);
    await page.locator('nav.navbar.navbar--hidden').waitFor();
    await page.keyboard.press('Control+k');
    await page.locator('#docsearch-input').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.DocSearch-Container').waitFor({ state: 'detached' });
    assert.ok(await page.evaluate(() => document.activeElement?.classList.contains('DocSearch-Button')), `${width}px: focus back on the search button`);
    assert.is(await page.evaluate(() => window.scrollY), 1500, `${width}px: the page did not move`);
    await page.close();
  }
});

Hidden.run();
