import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, watchConsole, waitForHydration } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/serve-build.ts';
import { copyFixture } from '../helpers/fixture-site.ts';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { installFakeMermaid } from '../helpers/fake-mermaid.ts';
import { pagePool, type PagePool } from '../helpers/page-pool.ts';
import { join } from 'node:path';

const Pages = suite('a Docusaurus React page in Chromium: hydration, BrowserOnly, Link and history navigation');
let browser: Browser;
let site: ServedSite;
let pages: PagePool;

/**
 * A ```mermaid fence, drawn by a stand-in for the site's mermaid package: the theme bundled ahead
 * of time has no diagram code, so the site's bundle takes it from its source with the site's package.
 */
function addDiagram(siteDir: string): void {
  installFakeMermaid(siteDir, [
    'export default {',
    '  initialize() {},',
    '  async render(id, text) { return { svg: `<svg id="${id}" class="shelf-chart"><text>${text.split("\\n")[1].trim()}</text></svg>` }; },',
    '};',
  ]);
  writeFileSync(join(siteDir, 'docs', 'chart.md'), ['# Shelf chart', '', '```mermaid', 'graph LR', '  Shelf --> Widget', '```', ''].join('\n'));
}

/** A home-page banner that sets its own text colour on a dark background, as Docusaurus heroes do. */
function addBanner(siteDir: string): void {
  writeFileSync(join(siteDir, 'src', 'pages', 'banner.tsx'), [
    "import Layout from '@theme/Layout';",
    'export default function Banner() {',
    '  return (',
    '    <Layout title="Banner">',
    "      <header style={{ color: 'rgb(250, 240, 10)', background: 'rgb(20, 20, 60)' }}><h1>Shelves for every room</h1></header>",
    '      <main><h2>Plain heading</h2></main>',
    '    </Layout>',
    '  );',
    '}',
  ].join('\n'));
}

/** A page laid out with Infima's classes, as the Docusaurus starter's home page and its feature list are. */
function addLanding(siteDir: string): void {
  writeFileSync(join(siteDir, 'src', 'pages', 'landing.tsx'), [
    "import Layout from '@theme/Layout';",
    "const features = ['Sturdy', 'Light', 'Cheap'];",
    'export default function Landing() {',
    '  return (',
    '    <Layout title="Landing">',
    '      <header className="hero hero--primary"><div className="container">',
    '        <h1 className="hero__title">Widgets</h1><p className="hero__subtitle">Shelves that last</p>',
    '        <a className="button button--secondary button--lg" href="#features">Read more</a>',
    '      </div></header>',
    '      <main id="features" className="container"><div className="row">',
    '        {features.map((f) => <div key={f} className="col col--4"><div className="text--center padding-horiz--md"><h3>{f}</h3></div></div>)}',
    '      </div><div className="row"><div className="col col--6 col--offset-3 margin-top--xl"><p>Centred</p></div></div></main>',
    '    </Layout>',
    '  );',
    '}',
  ].join('\n'));
}

/**
 * A page whose own CSS reads and sets Infima's custom properties as sites' customCss does: a grey
 * hero, a large button in a narrow column, inline code and a table restyled through their
 * Infima names, and a light footer (added to the config) given its colour the same way.
 */
function addInfimaNames(siteDir: string): void {
  const configFile = join(siteDir, 'site.config.json');
  writeFileSync(configFile, JSON.stringify({ ...JSON.parse(readFileSync(configFile, 'utf8')), footer: { copyright: 'Widgets' } }));
  writeFileSync(join(siteDir, 'src', 'pages', 'infima-names.tsx'), [
    "import Layout from '@theme/Layout';",
    "const names = ':root { --ifm-footer-background-color: rgb(10, 60, 30); --ifm-code-background: rgb(200, 230, 250); --ifm-table-border-color: rgb(250, 0, 120); --ifm-table-stripe-background: rgb(240, 240, 200); }';",
    'export default function InfimaNames() {',
    '  return (',
    '    <Layout title="Names">',
    '      <style>{names}</style>',
    "      <header id=\"grey-hero\" className=\"hero\" style={{ '--ifm-hero-background-color': 'var(--ifm-color-gray-900)', '--ifm-hero-text-color': 'var(--ifm-color-gray-0)' }}><h1>Grey hero</h1></header>",
    '      <main className="container">',
    '        <div className="row"><div className="col col--2"><a id="narrow-button" className="button button--secondary button--lg" href="#more">Get Started Today</a></div></div>',
    '        <div className="markdown"><p>Run <code>shelve</code> now.</p><table><thead><tr><th>Size</th></tr></thead><tbody><tr><td>1</td></tr><tr><td>2</td></tr></tbody></table></div>',
    '      </main>',
    '    </Layout>',
    '  );',
    '}',
  ].join('\n'));
}

/**
 * A page that imports an MDX file holding Tabs, an admonition, a code block and one of the
 * site's components, as a Docusaurus home page imports `@site/docs/_intro.mdx`.
 */
function addGuide(siteDir: string): void {
  writeFileSync(join(siteDir, 'docs', '_care.mdx'), [
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    '',
    '## Caring for shelves',
    '',
    "Shelves of **{props.wood ?? 'any wood'}** last for years.",
    '',
    ':::tip',
    'Dust them weekly.',
    ':::',
    '',
    '```js',
    'const load = 20;',
    '```',
    '',
    '<Tabs>',
    '  <TabItem value="oak" label="Oak">',
    '    Oil **oak** once a year.',
    '  </TabItem>',
    '  <TabItem value="pine" label="Pine">',
    '    Wax pine in spring.',
    '  </TabItem>',
    '</Tabs>',
    '',
  ].join('\n'));
  writeFileSync(join(siteDir, 'src', 'pages', 'care.tsx'), [
    "import Layout from '@theme/Layout';",
    "import { useState } from 'react';",
    "import Care from '@site/docs/_care.mdx';",
    'export default function CarePage() {',
    "  const [wood, setWood] = useState('walnut');",
    '  return (',
    '    <Layout title="Care"><main className="container">',
    "      <button type=\"button\" onClick={() => setWood('cherry')}>Cherry</button>",
    '      <Care wood={wood} />',
    '    </main></Layout>',
    '  );',
    '}',
  ].join('\n'));
}

Pages.before(async () => {
  const siteDir = copyFixture('docusaurus-react-pages', 'e2e-docusaurus-pages');
  addDiagram(siteDir);
  addBanner(siteDir);
  addLanding(siteDir);
  addGuide(siteDir);
  addInfimaNames(siteDir);
  site = await buildAndServe(siteDir);
  browser = await launchBrowser();
  // Pages block the service worker: none of these tests is about it (the offline suites are), and
  // with it each test's first load precached the whole site again after the pool's wipe.
  pages = pagePool(browser);
});
Pages.after(async () => {
  await pages?.close();
  await browser?.close();
  await site?.close();
});

async function open(path: string) {
  const { page, done } = await pages.take({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const log = watchConsole(page);
  await page.goto(site.url(path));
  await waitForHydration(page);
  return { page, log, done };
}

/** Marks the window so a full page load can be told from a client navigation. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 42));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 42);

Pages('hydrates without console errors or warnings; BrowserOnly then shows its browser content', async () => {
  const { page, log, done } = await open('about');
  await page.locator('#where', { hasText: 'Rendered in the browser' }).waitFor();
  assert.is(await page.title(), 'About Widgets | Widgets');
  assert.is(await page.locator('h2#greeting strong').innerText(), 'reader');
  assert.equal(await page.locator('img[alt="Mode badge"]').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src'))), ['/site/img/badge.svg'], 'one themed image once hydrated');
  assert.equal(log.errors, [], 'console errors');
  assert.equal(log.warnings, [], 'console warnings');
  // Navbar markup of the site's own (an html item, a link given as html) survives hydration.
  assert.is(await page.locator('nav.navbar .shelf-separator').count(), 1);
  assert.is(await page.locator('nav.navbar a b.shelf-link').textContent(), 'Shelves');
  await done();
});

Pages('an MDX file a React page imports hydrates with the page, without console errors, and its Tabs switch on click', async () => {
  const { page, log, done } = await open('care');
  assert.is(await page.locator('main .markdown h2#caring-for-shelves', { hasText: 'Caring for shelves' }).count(), 1);
  assert.is(await page.locator('main .admonition').count(), 1);
  const pine = page.getByRole('tab', { name: 'Pine' });
  assert.is(await pine.getAttribute('aria-selected'), 'false');
  await pine.click();
  await page.getByRole('tab', { name: 'Pine', selected: true }).waitFor();
  await page.getByRole('tabpanel').filter({ hasText: 'Wax pine in spring.' }).waitFor({ state: 'visible' });
  assert.ok(await page.getByText('Oil oak once a year.').isHidden(), 'the first panel is hidden once the second is chosen');
  // The file reads the props the page gives it, as rendered and when they change.
  assert.is(await page.locator('main .markdown p', { hasText: 'Shelves of' }).innerText(), 'Shelves of walnut last for years.');
  await page.getByRole('button', { name: 'Cherry' }).click();
  await page.locator('main .markdown p', { hasText: 'Shelves of cherry last for years.' }).waitFor();
  assert.equal(log.errors, [], 'console errors');
  assert.equal(log.warnings, [], 'console warnings');
  await done();
});

Pages('the same page reached by a client navigation renders the imported MDX and its Tabs work', async () => {
  const { page, log, done } = await open('banner');
  await mark(page);
  // A link added to the page: the router takes clicks on any same-site link.
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.href = `${location.pathname.replace(/banner\/?$/, '')}care`;
    a.id = 'to-care';
    a.textContent = 'Care';
    document.querySelector('main')!.append(a);
  });
  await page.click('#to-care');
  await page.locator('main .markdown h2#caring-for-shelves').waitFor();
  assert.ok(await marked(page), 'no full page load');
  await page.getByRole('tab', { name: 'Pine' }).click();
  await page.getByRole('tabpanel').filter({ hasText: 'Wax pine in spring.' }).waitFor({ state: 'visible' });
  assert.equal(log.errors, [], 'console errors');
  await done();
});

Pages('a heading takes the colour of the element it sits in, as with Infima; elsewhere the text colour', async () => {
  const { page, done } = await open('banner');
  const colours = await page.evaluate(() => ({
    banner: getComputedStyle(document.querySelector('header h1')!).color,
    plain: getComputedStyle(document.querySelector('main h2')!).color,
    body: getComputedStyle(document.body).color,
  }));
  assert.is(colours.banner, 'rgb(250, 240, 10)');
  assert.is(colours.plain, colours.body);
  await done();
});

Pages("Infima's layout classes lay out a site's page: a primary hero, columns in a row that stack on a narrow window, spacing utilities", async () => {
  const { page, done } = await open('landing');
  const measure = () => page.evaluate(() => {
    const hero = getComputedStyle(document.querySelector('.hero')!);
    const root = getComputedStyle(document.documentElement);
    const probe = document.createElement('div');
    probe.style.color = root.getPropertyValue('--ifm-color-primary');
    document.body.append(probe);
    const primary = getComputedStyle(probe).color;
    probe.remove();
    const cols = [...document.querySelectorAll('#features .row:first-child > .col')].map((c) => c.getBoundingClientRect());
    const row = document.querySelector('#features .row')!.getBoundingClientRect();
    const centred = document.querySelector('.col--offset-3')!;
    return {
      heroBackground: hero.backgroundColor, primary, heroTitle: parseFloat(getComputedStyle(document.querySelector('.hero__title')!).fontSize),
      tops: cols.map((c) => Math.round(c.top)), widths: cols.map((c) => Math.round((c.width / row.width) * 100)),
      offset: Math.round(((centred.getBoundingClientRect().left - row.left) / row.width) * 100),
      marginTop: getComputedStyle(centred).marginTop, padding: getComputedStyle(document.querySelector('.padding-horiz--md')!).paddingLeft,
      centredText: getComputedStyle(document.querySelector('.text--center')!).textAlign,
      buttonFont: parseFloat(getComputedStyle(document.querySelector('.button--lg')!).fontSize),
    };
  });
  const wide = await measure();
  assert.is(wide.heroBackground, wide.primary, 'the hero takes the primary colour');
  assert.is(wide.heroTitle, 48);
  assert.equal(new Set(wide.tops).size, 1, 'three columns side by side');
  assert.equal(wide.widths, [33, 33, 33]);
  assert.is(wide.offset, 25, 'col--offset-3 starts a quarter in');
  assert.is(wide.marginTop, '80px');
  assert.is(wide.padding, '16px');
  assert.is(wide.centredText, 'center');
  assert.ok(wide.buttonFont > 16, `button--lg is larger than a plain button (${wide.buttonFont}px)`);
  await page.setViewportSize({ width: 600, height: 800 });
  const narrow = await measure();
  assert.is(new Set(narrow.tops).size, 3, 'columns stack on a narrow window');
  assert.equal(narrow.widths, [100, 100, 100]);
  await done();
});

Pages("Infima's custom properties work as a site's CSS uses them: the grey ramp, one-line buttons, and code, table and footer colours set by name", async () => {
  const { page, log, done } = await open('infima-names');
  // One selector list, read in the page: a helper function there would need tsx's __name.
  const selectors = ['#grey-hero', '#narrow-button', '.markdown p code', '.markdown td', '.markdown tbody tr:nth-child(2)', '.footer'];
  const [hero, button, code, cell, stripe, footer] = await page.evaluate((list) => list.map((s) => {
    const element = document.querySelector(s)!;
    const style = getComputedStyle(element);
    return { color: style.color, background: style.backgroundColor, border: style.borderTopColor, lines: element.getBoundingClientRect().height / parseFloat(style.lineHeight) };
  }), selectors);
  const seen = {
    heroText: hero.color, heroBackground: hero.background, buttonLines: button.lines,
    code: code.background, cellBorder: cell.border, stripe: stripe.background, footer: footer.background,
  };
  assert.is(seen.heroText, 'rgb(255, 255, 255)', 'var(--ifm-color-gray-0) is white');
  assert.is(seen.heroBackground, 'rgb(28, 30, 33)', 'var(--ifm-color-gray-900)');
  assert.ok(seen.buttonLines < 2, `the button label stays on one line (${seen.buttonLines.toFixed(2)} line heights tall)`);
  assert.is(seen.code, 'rgb(200, 230, 250)', '--ifm-code-background');
  assert.is(seen.cellBorder, 'rgb(250, 0, 120)', '--ifm-table-border-color');
  assert.is(seen.stripe, 'rgb(240, 240, 200)', '--ifm-table-stripe-background');
  assert.is(seen.footer, 'rgb(10, 60, 30)', '--ifm-footer-background-color');
  assert.equal(log.errors, []);
  await done();
});

Pages('Link navigates client-side; back restores the page and its Layout title', async () => {
  const { page, log, done } = await open('about');
  await mark(page);
  await page.click('#to-intro');
  await page.waitForURL(site.url('docs/intro'));
  await page.locator('main h1', { hasText: 'Introduction' }).waitFor();
  assert.ok(await marked(page), 'no full page load');
  assert.is(await page.title(), 'Introduction | Widgets');
  await page.goBack();
  await page.locator('main h1', { hasText: 'About Widgets' }).waitFor();
  assert.ok(await marked(page), 'back is client-side too');
  assert.is(await page.title(), 'About Widgets | Widgets');
  assert.equal(log.errors, [], 'console errors');
  await done();
});

Pages('client modules run on every page: their stylesheet applies, and their route lifecycles see the first page and each client navigation', async () => {
  const { page, log, done } = await open('about');
  const visits = () => page.evaluate(() => (window as unknown as { shelfVisits: string[] }).shelfVisits);
  assert.equal(await visits(), ['leaving nothing for /site/about', 'showing /site/about: About Widgets | Widgets']);
  assert.is(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--shelf-accent').trim()), 'rgb(20, 110, 70)');
  await page.click('#to-intro');
  await page.waitForURL(site.url('docs/intro'));
  await page.waitForFunction(() => (window as unknown as { shelfVisits: string[] }).shelfVisits.length === 4);
  assert.equal((await visits()).slice(2), ['leaving /site/about for /site/docs/intro', 'showing /site/docs/intro: Introduction | Widgets']);
  assert.equal(log.errors, []);
  await done();
});

Pages('useHistory().push navigates client-side', async () => {
  const { page, done } = await open('about');
  await mark(page);
  await page.click('#go-intro');
  await page.waitForURL(site.url('docs/intro'));
  await page.locator('main h1', { hasText: 'Introduction' }).waitFor();
  assert.ok(await marked(page), 'no full page load');
  await done();
});

Pages('a component in a post excerpt hydrates inside its post: useBlogPost in the list, then on the post page', async () => {
  const { page, log, done } = await open('blog');
  const facts = page.locator('#post-facts');
  await page.locator('opdocs-island[data-hydrated] #post-facts').waitFor();
  assert.match(await facts.innerText(), 'New shelves · /site/blog/2026/01/05/new-shelves · news · false');
  assert.is(await page.locator('#post-mode').innerText(), 'light');
  // The island follows the page's colour mode, though the theme's provider is not around it.
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await page.locator('#post-mode', { hasText: 'dark' }).waitFor();
  // And it sets the mode as the navbar toggle would: the toggle follows and the choice is kept.
  await page.locator('#post-light').click();
  await page.locator('#post-mode', { hasText: 'light' }).waitFor();
  await page.getByRole('button', { name: /Switch between dark and light mode/, pressed: false }).waitFor();
  assert.is(await page.evaluate(() => localStorage.getItem('theme')), 'light');
  await mark(page);
  await page.getByRole('link', { name: 'New shelves' }).first().click();
  await page.waitForURL('**/blog/2026/01/05/new-shelves');
  await page.locator('opdocs-island[data-hydrated] #post-facts').waitFor();
  assert.match(await facts.innerText(), 'New shelves · /site/blog/2026/01/05/new-shelves · news · true');
  assert.ok(await marked(page), 'a client navigation');
  assert.equal(log.errors, []);
  await done();
});

Pages('a Mermaid diagram draws with the site\'s mermaid package on a site built against the kernel', async () => {
  assert.ok(readdirSync(join(site.dir, 'assets')).some((f) => f.startsWith('opdocs-kernel-')), 'the theme bundled ahead of time is used');
  const { page, log, done } = await open('docs/chart');
  await page.locator('.mermaid-diagram svg.shelf-chart', { hasText: 'Shelf --> Widget' }).waitFor();
  assert.equal(log.errors, [], 'console errors');
  await done();
});

Pages.run();
