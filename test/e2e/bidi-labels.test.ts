/**
 * Labels holding a bidi override (U+202E) in the navbar, sidebar, breadcrumbs, paginator, TOC,
 * tags and search modal, as Chromium lays them out: each override ends inside an isolate of its
 * own label, so it cannot carry an arrow, caret, count or icon across or reverse it.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, waitForHydration } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/serve-build.ts';
import { writeSiteFiles } from '../helpers/site-files.ts';

const Bidi = suite('bidi overrides in labels stay inside them');
const R = '\u202e';
let browser: Browser;
let site: ServedSite;

Bidi.before(async () => {
  const dir = writeSiteFiles('opdocs-bidi-labels-', {
    'site.config.json': JSON.stringify({
      title: 'T', url: 'https://example.com', blog: { onUntruncatedBlogPosts: 'ignore' },
      navbar: { items: [{ label: `Nav ${R}abc 12`, to: '/docs/intro' }, { label: `Drop ${R}xyz`, items: [{ label: `Sub ${R}q 7`, to: '/docs/guide/two' }] }] },
    }),
    'content/docs/intro.md': `---\ntitle: "Intro ${R}abc 12"\nsidebar_label: "Side ${R}abc 12"\ntags: ["tag${R}99 x"]\n---\n\n## Head ${R}xy 34\n\ntext\n\n## Other\n`,
    'content/docs/guide/_category_.json': JSON.stringify({ label: `Cat ${R}abc 12`, position: 2 }),
    'content/docs/guide/two.md': `---\ntitle: "Two ${R}def 56"\ntags: ["tag${R}99 x"]\n---\n\nbody\n`,
    'content/docs/guide/three.md': '---\ntitle: Three\n---\n\nbody\n',
  });
  site = await buildAndServe(dir);
  browser = await launchBrowser();
});
Bidi.after(async () => {
  await browser?.close();
  await site?.close();
});

/**
 * In the page: each text node of the chrome holding an override whose isolate also holds drawn
 * marks (::before or ::after content) or an icon. A flex container's text is an item of its own;
 * a <bdi>, `unicode-bidi: isolate` or a block ends the override.
 */
const FIND_SHARED = `(() => {
  const bad = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.nodeValue.includes('\\u202e') || node.parentElement.closest('.markdown')) continue;
    for (let el = node.parentElement; el; el = el.parentElement) {
      const style = getComputedStyle(el);
      if (el === node.parentElement && /flex|grid/.test(style.display)) break;
      if (el.tagName !== 'BDI' && !/isolate|plaintext/.test(style.unicodeBidi) && /^(inline|contents)$/.test(style.display)) continue;
      const marks = ['::before', '::after'].map((p) => getComputedStyle(el, p).content).filter((c) => c !== 'none' && c !== 'normal');
      if (marks.length || el.querySelector('svg, img')) bad.push(node.nodeValue + ' shares ' + el.className + ' with ' + (marks.join(' ') || 'an icon'));
      break;
    }
  }
  return bad;
})()`;

const shared = (page: Page) => page.evaluate(FIND_SHARED) as Promise<string[]>;

Bidi('the doc pages\' navbar, sidebar, breadcrumbs, paginator, TOC and tags keep their marks outside each override', async () => {
  const page = await browser.newPage({ serviceWorkers: 'block' });
  for (const path of ['/docs/intro', '/docs/guide/two', '/docs/tags']) {
    await page.goto(site.url(path));
    await waitForHydration(page);
    assert.equal(await shared(page), [], path);
  }
  await page.goto(site.url('/docs/guide/two'));
  await waitForHydration(page);
  assert.is(await page.locator('.pagination-nav__link--next .pagination-nav__label bdi').textContent(), `Side ${R}abc 12`);
  await page.close();
});

Bidi('the tab title isolates the page title, so the site title keeps its place', async () => {
  const page = await browser.newPage({ serviceWorkers: 'block' });
  await page.goto(site.url('/docs/intro'));
  assert.is(await page.title(), `\u2068Intro ${R}abc 12\u2069 | T`);
  await page.close();
});

Bidi('the search modal\'s hits keep their marks outside each override', async () => {
  const page = await browser.newPage({ serviceWorkers: 'block' });
  await page.goto(site.url('/docs/intro'));
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await page.fill('#docsearch-input', 'head');
  await page.waitForSelector('.DocSearch-Hit-title');
  assert.equal(await shared(page), []);
  await page.close();
});

Bidi.run();
