/**
 * Content components in page bodies (test/fixtures/components, whose Markdown holds component
 * markers as raw HTML, plus an imported component written at test time): static components
 * load no JS, Tabs hydrate as islands on first load and after a client-side navigation, the
 * site's theme/Admonition.tsx renders Markdown admonitions, and no feed or route data carries a marker.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, waitForHydration, watchConsole } from '../helpers/browser.ts';
import { within } from '../helpers/bounded.ts';
import { installFakeMermaid } from '../helpers/fake-mermaid.ts';
import { buildAndServe, type ServedSite } from '../helpers/serve-build.ts';
import { copyFixture } from '../helpers/fixture-site.ts';
import { pagePool, type PagePool } from '../helpers/page-pool.ts';
import { routerNavigate } from '../helpers/client-nav.ts';

const Components = suite('content components: islands, static HTML, overrides (components fixture)');
let browser: Browser;
let site: ServedSite;
let siteDir: string;
let pages: PagePool;

Components.before(async () => {
  siteDir = copyFixture('components', 'e2e-components');
  // An imported component is named by its file from the site folder (the marker an MDX import makes).
  const greeting = 'import:@site/components/Greeting.tsx#Greeting';
  writeFileSync(join(siteDir, 'content', 'docs', 'imported.md'), [
    '---', 'sidebar_position: 5', '---', '', '# Imported', '',
    `<opdocs-component name="${greeting}" props="{&quot;name&quot;:&quot;reader&quot;}">`, '</opdocs-component>', '',
  ].join('\n'));
  // An HTML element with an event handler, as Docusaurus' tutorial pages write one in MDX.
  writeFileSync(join(siteDir, 'content', 'docs', 'inline.mdx'), [
    '---', 'sidebar_position: 6', '---', '', '# Inline', '',
    "<button type=\"button\" className=\"inline-button\" onClick={() => { document.title = 'pressed'; }}>Press</button>", '',
  ].join('\n'));
  // MDX written as code: JSX and functions as props, `{…}` that maps a list, a function child, TOCInline.
  writeFileSync(join(siteDir, 'content', 'docs', 'code.mdx'), [
    '---', 'sidebar_position: 7', '---', '', '# Code', '',
    "import { Endpoint, Permission } from '../../components/Endpoint';",
    "import BrowserOnly from '@docusaurus/BrowserOnly';",
    "import TOCInline from '@theme/TOCInline';", '',
    'export const range = (a, b) => Array.from({ length: b - a }, (_, i) => a + i);', '',
    '<TOCInline toc={toc} />', '',
    '<Endpoint permissions={<Permission title="Read only" />} render={(n) => <b className="times">times {n}</b>}>', '',
    'Body **text**.', '', '</Endpoint>', '',
    '## Listed', '',
    '<ul className="listed">', '{range(0, 3).map((n) => <li key={n}>Item {n}</li>)}', '</ul>', '',
    'Joined: {range(1, 4).join(\', \')}.', '',
    '<BrowserOnly>{() => <p className="browser-only">In the browser: {typeof window}</p>}</BrowserOnly>', '',
    "<button type=\"button\" className=\"rich-button\" onClick={() => { document.title = 'rich'; }}><strong>Rich</strong> button</button>", '',
  ].join('\n'));
  // A ```mermaid fence with markdown.mermaid, drawn by a stand-in for the site's mermaid package.
  installFakeMermaid(siteDir, [
    "let theme = 'default';",
    'export default {',
    '  initialize(config) { theme = config.theme; },',
    '  async render(id, text) { return { svg: `<svg id="${id}" class="drawn" data-theme="${theme}"><text>${text.split("\\n")[0]}</text></svg>` }; },',
    '};',
  ]);
  // Code wider than its block, and code that fits, for the word-wrap toggle.
  writeFileSync(join(siteDir, 'content', 'docs', 'wrap.md'), ['---', 'sidebar_position: 9', '---', '', '# Wrap', '',
    '```bash', `kubectl apply -f https://example.com/${'manifests/'.repeat(20)}cluster.yaml`, '```', '', '```bash', 'ls', '```', ''].join('\n'));
  writeFileSync(join(siteDir, 'content', 'docs', 'diagram.md'), ['---', 'sidebar_position: 8', '---', '', '# Diagram', '', '```mermaid', 'graph TD', '  A --> B', '```', ''].join('\n'));
  // A client module that records the router's locations, as a site's analytics module would.
  writeFileSync(join(siteDir, 'record-locations.js'), 'window.shownLocations = [];\nexport function onRouteDidUpdate({ location }) { window.shownLocations.push(location.pathname + location.search); }\n');
  const config = JSON.parse(readFileSync(join(siteDir, 'site.config.json'), 'utf8'));
  writeFileSync(join(siteDir, 'site.config.json'), JSON.stringify({ ...config, clientModules: ['record-locations.js'] }));
  site = await buildAndServe(siteDir);
  browser = await launchBrowser();
  pages = pagePool(browser);
});
Components.after(async () => {
  // The server must close even when the browser does not: an open one keeps the test process alive.
  try {
    await pages?.close();
    await browser?.close();
  } finally {
    await site?.close();
  }
});

async function newPage(options: BrowserContextOptions = {}) {
  const { page, done } = await pages.take({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block', ...options });
  const scripts: string[] = [];
  page.on('request', (r) => { if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname); });
  return { done, page, scripts };
}

const islandsHydrated = (page: Page, n: number) =>
  page.waitForFunction((count) => document.querySelectorAll('opdocs-island[data-hydrated]').length === count, n, { timeout: 15000 });

const selectedTabs = (page: Page) =>
  page.$$eval('.tabs [role="tab"][aria-selected="true"]', (tabs) => tabs.map((t) => t.textContent));

const visiblePanels = (page: Page) =>
  page.$$eval('.tabs [role="tabpanel"]:not([hidden])', (panels) => panels.map((p) => p.textContent?.trim().split('\n')[0]));

Components('static components are plain HTML and load no more JS than a page without components', async () => {
  const html = readFileSync(join(site.dir, 'docs', 'static', 'index.html'), 'utf8');
  assert.not.match(html, /opdocs-island|opdocs-component/);
  const { done, page, scripts } = await newPage();
  await page.goto(site.url('docs/guide/first'));
  await waitForHydration(page);
  const plain = [...scripts].sort();
  scripts.length = 0;
  await page.goto(site.url('docs/static'));
  await waitForHydration(page);
  assert.equal([...scripts].sort(), plain, 'the same scripts as a plain Markdown page');
  assert.is(await page.textContent('.code-block__title'), 'config.yaml');
  // Once hydrated, Details slides open and shut, as Docusaurus' does; data-collapsed follows.
  const details = page.locator('details.alert--info');
  const slid = () => within(details.evaluate((el) => new Promise<string>((resolve) => {
    el.addEventListener('transitionend', () => setTimeout(() => resolve(`open=${(el as HTMLDetailsElement).open} height=${el.style.height || 'auto'}`)), { once: true });
  })), 'the Details slide to end (transitionend)');
  let ended = slid();
  await page.click('summary');
  assert.ok(await page.isVisible('text=The answer is'));
  assert.is(await details.getAttribute('data-collapsed'), 'false');
  assert.is(await ended, 'open=true height=auto');
  ended = slid();
  // Read on the first frame after the click: a slow machine could otherwise look only once the slide is over.
  const closing = within(details.evaluate((el) => new Promise<boolean>((resolve) => {
    el.querySelector('summary')!.addEventListener('click', () => requestAnimationFrame(() => resolve((el as HTMLDetailsElement).open && el.style.height !== '')), { once: true });
  })), 'the first frame after the closing click on the summary');
  await page.click('summary');
  assert.is(await details.getAttribute('data-collapsed'), 'true');
  assert.ok(await closing, 'the content stays while it slides shut');
  assert.is(await ended, 'open=false height=auto');
  await done();
});

Components('code wider than its block gets a Toggle word wrap button that wraps it; code that fits gets none', async () => {
  const { done, page } = await newPage({ viewport: { width: 700, height: 800 } });
  await page.goto(site.url('docs/wrap'));
  await waitForHydration(page);
  const [long, short] = await page.$$('.code-block');
  const toggle = await long.waitForSelector('button[aria-label="Toggle word wrap"]', { state: 'attached' });
  assert.is(await short.$('button[aria-label="Toggle word wrap"]'), null);
  const overflowing = () => long.$eval('pre', (pre) => pre.scrollWidth > pre.clientWidth);
  assert.ok(await overflowing());
  await toggle.focus();
  await page.keyboard.press('Enter');
  assert.is(await toggle.getAttribute('aria-pressed'), 'true');
  assert.not.ok(await overflowing(), 'the long line wraps inside the block');
  await page.keyboard.press('Enter');
  assert.ok(await overflowing());
  await done();
});

Components('without JS the default tab shows and Details still open', async () => {
  const { done, page } = await newPage({ javaScriptEnabled: false });
  await page.goto(site.url('docs/tabs'));
  assert.equal(await selectedTabs(page), ['macOS', 'Linux']);
  assert.equal(await visiblePanels(page), ['Install with brew.', 'Linux paths.']);
  await page.goto(site.url('docs/static'));
  await page.click('summary');
  assert.ok(await page.isVisible('text=The answer is'));
  await done();
});

Components('a Tabs island hydrates and switches; its groupId syncs the other group, the URL and storage', async () => {
  const { done, page } = await newPage();
  const log = watchConsole(page);
  await page.goto(site.url('docs/tabs'));
  await islandsHydrated(page, 2);
  await page.click('.tabs >> nth=0 >> role=tab[name="Linux"]');
  await page.waitForFunction(() => document.querySelectorAll('.tabs [role="tab"][aria-selected="true"]')[1]?.textContent === 'Linux');
  assert.equal(await selectedTabs(page), ['Linux', 'Linux']);
  assert.equal(await visiblePanels(page), ['Install with apt.', 'Linux paths.']);
  assert.is(new URL(page.url()).searchParams.get('os'), 'linux');
  assert.is(await page.evaluate(() => localStorage.getItem('docusaurus.tab.os')), 'linux');
  // Keyboard: the focused tab moves with the arrows and selects.
  await page.focus('.tabs >> nth=0 >> role=tab[name="Linux"]');
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => document.activeElement?.textContent === 'Windows' && document.activeElement.getAttribute('aria-selected') === 'true');
  // A fresh visit with the query string opens that tab in the group that reads it.
  await page.goto(site.url('docs/tabs?os=mac'));
  await islandsHydrated(page, 2);
  await page.waitForFunction(() => document.querySelectorAll('.tabs [role="tab"][aria-selected="true"]')[0]?.textContent === 'macOS');
  assert.equal(log.errors, []);
  await done();
});

Components('in forced colours only the selected tab keeps an underline (a transparent border is repainted in the text colour)', async () => {
  const { done, page } = await newPage({ forcedColors: 'active' });
  await page.goto(site.url('docs/tabs'));
  await islandsHydrated(page, 2);
  const underlines = await page.locator('.tabs').first().evaluate((tabs) => [...tabs.querySelectorAll('[role="tab"]')].map((tab) => {
    const style = getComputedStyle(tab);
    return { selected: tab.getAttribute('aria-selected') === 'true', border: style.borderBottomColor };
  }));
  const canvas = await page.evaluate(() => { const probe = document.createElement('i'); probe.style.color = 'Canvas'; document.body.append(probe); const c = getComputedStyle(probe).color; probe.remove(); return c; });
  assert.is(underlines.length, 3);
  for (const tab of underlines) {
    if (tab.selected) assert.is.not(tab.border, canvas, 'the selected tab is underlined');
    else assert.is(tab.border, canvas, 'an unselected tab has no visible underline');
  }
  await done();
});

Components('a tab choice written to the query goes through the router: it sees the new location; no entry, scroll or reload', async () => {
  const { done, page } = await newPage({ viewport: { width: 1280, height: 500 } });
  const log = watchConsole(page);
  await page.goto(site.url('docs/tabs'));
  await islandsHydrated(page, 2);
  await page.evaluate(() => {
    document.body.style.paddingBottom = '3000px';
    window.scrollTo(0, 120);
  });
  const before = await page.evaluate(() => ({ length: history.length, key: (history.state as { key?: string }).key }));
  await page.click('.tabs >> nth=0 >> role=tab[name="Windows"]');
  const shown = () => page.evaluate(() => (window as unknown as { shownLocations: string[] }).shownLocations);
  await page.waitForFunction(() => (window as unknown as { shownLocations: string[] }).shownLocations.includes('/docs/tabs?os=windows'));
  assert.equal(await shown(), ['/docs/tabs', '/docs/tabs?os=windows']);
  assert.is(new URL(page.url()).search, '?os=windows');
  assert.equal(await page.evaluate(() => ({ length: history.length, key: (history.state as { key?: string }).key })), before, 'the entry was replaced, keeping its key');
  assert.is(await page.evaluate(() => window.scrollY), 120);
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Windows', 'focus stays on the tab');
  // The router knows the query, so a fragment link on this page is a move within it, not a new load.
  const islands = await page.$$('opdocs-island[data-hydrated]');
  await within(routerNavigate(page, '#tabs'), 'the router to finish the move to #tabs');
  await page.waitForFunction(() => location.hash === '#tabs');
  assert.equal((await shown()).slice(2), ['/docs/tabs?os=windows']);
  assert.ok(await islands[0].evaluate((el) => el.isConnected), 'the islands were not rendered again');
  assert.equal(await selectedTabs(page), ['Windows', 'Linux']);
  assert.equal(log.errors, []);
  await done();
});

Components('after each client-side navigation the new page\'s islands hydrate and work, without a page load', async () => {
  const { done, page } = await newPage();
  const log = watchConsole(page);
  await page.goto(site.url('docs/guide/first'));
  await waitForHydration(page);
  await page.evaluate(() => { (window as unknown as { marker: number }).marker = 1; });
  await page.click('.menu a[href$="/docs/tabs"]');
  await page.waitForURL(/\/docs\/tabs$/);
  await islandsHydrated(page, 2);
  await page.click('.tabs >> nth=1 >> role=tab[name="Linux"]');
  await page.waitForFunction(() => document.querySelectorAll('.tabs [role="tab"][aria-selected="true"]')[0]?.textContent === 'Linux');
  await page.click('.menu a[href$="/docs/imported"]');
  await page.waitForURL(/\/docs\/imported$/);
  await islandsHydrated(page, 1);
  assert.is(await page.getAttribute('.greeting', 'data-home'), '/docs/intro', 'a Docusaurus hook inside an island reads the site');
  await page.click('.greeting');
  await page.waitForSelector('text=Hello reader (1)');
  assert.is(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, 'no full page load happened');
  assert.equal(log.errors, []);
  await done();
});

Components('an MDX element with an onClick hydrates as an island of its own, and the handler runs', async () => {
  const { done, page } = await newPage();
  const log = watchConsole(page);
  await page.goto(site.url('docs/inline'));
  await islandsHydrated(page, 1);
  await page.click('.inline-button');
  await page.waitForFunction(() => document.title === 'pressed');
  assert.equal(log.errors, []);
  await done();
});

Components('MDX written as code renders on the server from the page\'s own module and hydrates', async () => {
  const html = readFileSync(join(site.dir, 'docs', 'code', 'index.html'), 'utf8');
  assert.match(html, /<em class="permission">Read only<\/em>/, 'a JSX prop');
  assert.match(html, /<b class="times">times <!-- -->3<\/b>/, 'a function prop the component calls');
  assert.match(html, /<li>Item <!-- -->0<\/li><li>Item <!-- -->1<\/li><li>Item <!-- -->2<\/li>/, 'a mapped list');
  assert.match(html, /Joined: <opdocs-island[^>]*>1, 2, 3<\/opdocs-island>\./, 'an inline expression');
  assert.match(html, /<div class="toc-inline"><ul><li><a href="#listed">Listed<\/a><\/li><\/ul><\/div>/, 'TOCInline gets the page\'s headings');
  assert.not.match(html, /browser-only/, 'BrowserOnly renders nothing on the server');
  const { done, page } = await newPage();
  const log = watchConsole(page);
  await page.goto(site.url('docs/code'));
  await islandsHydrated(page, 5);
  assert.is(await page.textContent('.browser-only'), 'In the browser: object');
  await page.click('.rich-button');
  await page.waitForFunction(() => document.title === 'rich');
  assert.equal(log.errors, []);
  await done();
});

Components('a ```mermaid fence shows its source, then the diagram the site\'s mermaid draws, in the colour mode', async () => {
  const html = readFileSync(join(site.dir, 'docs', 'diagram', 'index.html'), 'utf8');
  assert.match(html, /<div class="mermaid-diagram mermaid-diagram--source"><opdocs-html[^>]*><div class="code-block theme-code-block" data-language="mermaid">/, 'the server shows the source');
  const { done, page, scripts } = await newPage();
  const log = watchConsole(page);
  await page.goto(site.url('docs/diagram'));
  await page.waitForSelector('.mermaid-diagram svg.drawn[data-theme="default"]');
  assert.is(await page.textContent('.mermaid-diagram svg.drawn'), 'graph TD');
  const mermaidChunk = readdirSync(join(site.dir, 'assets')).find((f) => f.endsWith('.js') && readFileSync(join(site.dir, 'assets', f), 'utf8').includes('class="drawn"'));
  assert.ok(mermaidChunk && scripts.some((s) => s.endsWith(`/${mermaidChunk}`)), 'the site\'s mermaid loads as a chunk of its own');
  await page.evaluate(() => { document.documentElement.dataset.theme = 'dark'; });
  await page.waitForSelector('.mermaid-diagram svg.drawn[data-theme="dark"]');
  assert.equal(log.errors, []);
  await done();
  const other = await newPage();
  await other.page.goto(site.url('docs/static'));
  await other.page.waitForLoadState('load');
  assert.not.ok(other.scripts.some((s) => s.endsWith(`/${mermaidChunk}`)), 'a page without a diagram does not load it');
  await other.done();
});

Components('the site\'s theme/Admonition.tsx renders Markdown admonitions and component ones, hydrated', async () => {
  const { done, page } = await newPage();
  await page.goto(site.url('docs/intro'));
  await islandsHydrated(page, 2);
  const types = await page.$$eval('.custom-admonition', (els) => els.map((e) => e.getAttribute('data-type')));
  assert.equal(types, ['tip', 'note']);
  assert.is(await page.textContent('.custom-admonition[data-type="note"] .admonition__title'), 'Markdown note');
  await page.click('.custom-admonition[data-type="note"] .custom-admonition__count');
  await page.waitForSelector('.custom-admonition[data-type="note"] >> text=Seen 1');
  await done();
});

Components('DocCardList lists the category; feeds and route data carry no marker', () => {
  const guide = readFileSync(join(site.dir, 'docs', 'guide', 'index.html'), 'utf8');
  assert.match(guide, /<ul class="doc-cards"><li class="doc-card"><a href="\/docs\/guide\/first">/);
  for (const feed of ['rss.xml', 'atom.xml']) {
    const xml = readFileSync(join(site.dir, 'blog', feed), 'utf8');
    assert.match(xml, /Alpha\./);
    assert.not.match(xml, /opdocs-component|opdocs-island|opdocs-html/);
  }
  const data = readFileSync(join(site.dir, 'docs', 'tabs', '__data.json'), 'utf8');
  assert.not.match(data, /opdocs-component/);
  assert.match(data, /opdocs-island/);
});

Components.run();
