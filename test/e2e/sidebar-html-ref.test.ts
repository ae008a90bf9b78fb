/**
 * A sidebars file's `html` and `ref` items in Chromium: HTML rows show in the sidebar without a
 * stop of their own on the keyboard, and neither kind is a page of prev/next.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, watchConsole, waitForHydration } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/serve-build.ts';
import { writeSiteFiles } from '../helpers/site-files.ts';

const HtmlRef = suite('sidebar html and ref items, in Chromium');
let browser: Browser;
let site: ServedSite;

const FILES: Record<string, string> = {
  'site.config.json': JSON.stringify({ title: 'Birds', url: 'https://example.org', baseUrl: '/birds/', contentDir: '.', docs: { sidebarPath: 'sidebars.js' } }),
  'sidebars.js': `module.exports = {
  main: [
    { type: 'html', value: '<span class="bird-heading">Field notes</span>', defaultStyle: true, className: 'bird-row' },
    'intro',
    { type: 'html', value: '<hr class="bird-rule">' },
    {
      type: 'category', label: 'Guides', collapsed: false,
      items: ['guides/nests', { type: 'html', value: '<a class="bird-shop" href="https://shop.example.org">Shop</a>', defaultStyle: true }, 'guides/songs'],
    },
    { type: 'ref', id: 'faq', label: 'Questions' },
    'outro',
  ],
  help: ['faq', 'help'],
};
`,
  'docs/intro.md': '# Intro\n\nHello.\n',
  'docs/guides/nests.md': '# Nests\n\nTwigs.\n',
  'docs/guides/songs.md': '# Songs\n\nTweet.\n',
  'docs/faq.md': '# FAQ\n\nAsk.\n',
  'docs/help.md': '# Help\n\nCall.\n',
  'docs/outro.md': '# Outro\n\nBye.\n',
};

HtmlRef.before(async () => {
  site = await buildAndServe(writeSiteFiles('e2e-sidebar-html-ref', FILES));
  browser = await launchBrowser();
});
HtmlRef.after(async () => {
  await browser?.close();
  await site?.close();
});

const SIDEBAR = 'nav[aria-label="Docs sidebar"]';

/** Tabs from the sidebar's first control to past its last, naming each element that takes focus. */
async function sidebarTabStops(page: Page): Promise<string[]> {
  await page.locator(`${SIDEBAR} a, ${SIDEBAR} button`).first().focus();
  const stops: string[] = [];
  for (let i = 0; i < 30; i++) {
    const here = await page.evaluate((sel) => {
      const el = document.activeElement;
      if (!el || !el.closest(sel)) return null;
      return `${el.tagName.toLowerCase()}:${el.textContent?.trim() || el.getAttribute('aria-label')}`;
    }, SIDEBAR);
    if (here === null) break;
    stops.push(here);
    await page.keyboard.press('Tab');
  }
  return stops;
}

HtmlRef('html rows show in the sidebar, and Tab meets every sidebar control once and nothing else', async () => {
  const page = await browser.newPage({ serviceWorkers: 'block' });
  const log = watchConsole(page);
  await page.goto(site.url('docs/intro'));
  await waitForHydration(page);
  const heading = page.locator(`${SIDEBAR} li.menu__list-item.bird-row > span.bird-heading`);
  assert.is(await heading.innerText(), 'Field notes');
  assert.is(await page.locator(`${SIDEBAR} li > hr.bird-rule`).count(), 1);
  // The default style pads the row like a link row.
  assert.is(await heading.evaluate((el) => getComputedStyle(el.parentElement!).paddingLeft), '12px');
  const stops = await sidebarTabStops(page);
  assert.equal(stops, [
    'a:Intro', 'a:Guides', 'a:Nests', 'a:Shop', 'a:Songs', 'a:Questions', 'a:Outro',
  ]);
  const controls = await page.locator(`${SIDEBAR} a[href], ${SIDEBAR} button`).count();
  assert.is(stops.length, controls, 'one stop per control, none for the rows themselves');
  assert.equal(log.errors, [], 'console errors');
  assert.equal(log.warnings, [], 'console warnings');
  await page.close();
});

HtmlRef('prev/next step over html rows and ref items; a referred doc shows the sidebar that lists it', async () => {
  const page = await browser.newPage({ serviceWorkers: 'block' });
  await page.goto(site.url('docs/guides/songs'));
  await waitForHydration(page);
  const next = page.locator('.pagination-nav__link--next');
  assert.is(await next.getAttribute('href'), '/birds/docs/outro');
  await next.click();
  await page.waitForURL(/\/docs\/outro$/);
  assert.is(await page.locator('.pagination-nav__link--prev .pagination-nav__label').innerText(), 'Songs');
  await page.locator(SIDEBAR).getByRole('link', { name: 'Questions' }).click();
  await page.waitForURL(/\/docs\/faq$/);
  await page.locator(`${SIDEBAR} [aria-current="page"]`, { hasText: 'FAQ' }).waitFor();
  assert.equal(await page.locator(`${SIDEBAR} .menu__link`).allInnerTexts(), ['FAQ', 'Help']);
  assert.is(await page.locator('.pagination-nav__link--next .pagination-nav__label').innerText(), 'Help');
  await page.close();
});

HtmlRef.run();
