/**
 * axe-core on the built TyKO site in Chromium: every route in light and dark mode on desktop,
 * and a representative set of pages at 400 px in both modes.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, waitForHydration } from '../helpers/browser.ts';
import { ROOT } from '../helpers/fixture-site.ts';
import { buildAndServeTyko, type TykoSite } from '../helpers/tyko-site-server.ts';
import { pagePool, type PagePool } from '../helpers/page-pool.ts';
import { visitByRouter } from '../helpers/client-nav.ts';

const A11y = suite('theme: axe-core finds no WCAG 2.1 AA or best-practice violations on the TyKO site');
let browser: Browser;
let site: TykoSite;
let pages: PagePool;

A11y.before(async () => {
  site = await buildAndServeTyko();
  browser = await launchBrowser();
  pages = pagePool(browser, { serviceWorkers: 'block' });
});
A11y.after(async () => {
  await pages?.close();
  await browser?.close();
  await site?.close();
});

const AXE = readFileSync(join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
const RULESETS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

interface Finding {
  rule: string;
  targets: string[];
  summary: string;
}

/** Runs axe, which the caller evaluated in the page (through the debugger protocol: the site's CSP rightly blocks an injected <script>). */
async function runAxe(page: Page): Promise<Finding[]> {
  const found = await page.evaluate(async (runOnly) => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: { id: string; nodes: { target: string[]; failureSummary?: string }[] }[] }> } }).axe;
    // Only violations are asserted on: axe then skips building selectors for every passing node.
    const result = await axe.run(document, { runOnly, resultTypes: ['violations'] });
    return result.violations.flatMap((v) => v.nodes.map((n) => ({ rule: v.id, targets: n.target.map(String), summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240) })));
  }, RULESETS);
  return found;
}

/** Runs axe on each path in one context; returns "mode width path rule target: summary" lines. */
async function audit(paths: string[], mode: 'light' | 'dark', width: number): Promise<string[]> {
  const { page, addInitScript, done } = await pages.take({ viewport: { width, height: 800 } });
  await addInitScript((m) => localStorage.setItem('theme', m), mode);
  const problems: string[] = [];
  for (const [i, path] of paths.entries()) {
    // After the first page, the site's router goes on (as a reader's clicks do), so axe, loaded
    // once, audits each route as the client renders it; a path the router hands to the browser
    // (the 404 page) loads in full.
    const routed = i > 0 && existsSync(join(site.dir, path.slice(site.baseUrl.length), '__data.json'));
    const navigated = routed && await visitByRouter(page, path);
    if (!navigated) {
      await page.goto(site.origin + path);
      await waitForHydration(page);
      await page.evaluate(AXE);
    }
    assert.is(await page.evaluate(() => document.documentElement.dataset.theme), mode, `colour mode on ${path}`);
    for (const f of await runAxe(page)) problems.push(`${mode} ${width}px ${path} ${f.rule} ${f.targets.join(' ')}: ${f.summary}`);
  }
  await done();
  return problems;
}

function allPaths(): string[] {
  const sitemap = readFileSync(join(site.dir, 'sitemap.xml'), 'utf8');
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1]);
  return [...paths, `${site.baseUrl}search`, `${site.baseUrl}this-page-does-not-exist`];
}

const SUBSET = ['', 'docs/getting-started', 'blog/release-0-3-4', 'blog', 'blog/tags', 'this-page-does-not-exist'];

A11y('every sitemap route, the search page and the 404 page pass axe at 1280 px in light mode', async () => {
  const paths = allPaths();
  assert.ok(paths.length >= 30, `sitemap lists ${paths.length} routes`);
  assert.equal(await audit(paths, 'light', 1280), []);
});

/**
 * One route per page kind (doc, category index, post, each list type, tags, pages, search,
 * 404): colours come from the kind's markup, so dark mode is audited once per kind while light
 * mode covers every route.
 */
function onePerKind(): string[] {
  const seen = new Map<string, string>();
  for (const path of allPaths()) {
    const rel = path.slice(site.baseUrl.length);
    let kind = 'other';
    try {
      const data = JSON.parse(readFileSync(join(site.dir, rel, '__data.json'), 'utf8')) as { kind: string; listType?: string; html?: string | null };
      kind = `${data.kind}:${data.listType ?? ''}:${data.html === null ? 'generated' : ''}`;
    } catch {
      kind = rel;
    }
    if (!seen.has(kind)) seen.set(kind, path);
  }
  return [...seen.values()];
}

A11y('one route of every page kind, the search page and the 404 page pass axe at 1280 px in dark mode', async () => {
  const paths = onePerKind();
  assert.ok(paths.length >= 8, `page kinds found: ${paths.join(' ')}`);
  assert.equal(await audit(paths, 'dark', 1280), []);
});

A11y('home, a doc, a post, the blog list, tags and 404 pass axe at 400 px in light and dark mode', async () => {
  const paths = SUBSET.map((p) => site.baseUrl + p);
  assert.equal([...(await audit(paths, 'light', 400)), ...(await audit(paths, 'dark', 400))], []);
});

A11y('the open mobile menu passes axe on both of its panels at 400 px in light and dark mode', async () => {
  const problems: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    const { page, addInitScript, done } = await pages.take({ viewport: { width: 400, height: 800 } });
    await addInitScript((m) => localStorage.setItem('theme', m), mode);
    await page.goto(site.url('docs/how-it-works/'));
    await waitForHydration(page);
    await page.locator('button.navbar__toggle').click();
    await page.locator('.navbar-sidebar__items--show-secondary').waitFor();
    // Let the slide-in finish so contrast is measured on the final layout.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await page.evaluate(AXE);
    for (const f of await runAxe(page)) problems.push(`${mode} secondary panel ${f.rule} ${f.targets.join(' ')}: ${f.summary}`);
    await page.getByRole('button', { name: '← Back to main menu' }).click();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    for (const f of await runAxe(page)) problems.push(`${mode} primary panel ${f.rule} ${f.targets.join(' ')}: ${f.summary}`);
    await done();
  }
  assert.equal(problems, []);
});

A11y('the search modal passes axe with results, a recent search and no results, in light and dark mode', async () => {
  const problems: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    const { page, addInitScript, done } = await pages.take({ viewport: { width: 1280, height: 800 } });
    await addInitScript((m) => localStorage.setItem('theme', m), mode);
    await page.goto(site.url('docs/getting-started'));
    await waitForHydration(page);
    await page.evaluate(AXE);
    const check = async (screen: string) => {
      // DocSearch's listbox options hold the hit links (behaviors §12.2), which axe reports as
      // nested-interactive whatever the styling; everything else must pass.
      for (const f of await runAxe(page)) if (f.rule !== 'nested-interactive' || !f.targets.some((t) => t.startsWith('#docsearch-'))) problems.push(`${mode} ${screen} ${f.rule} ${f.targets.join(' ')}: ${f.summary}`);
    };
    await page.keyboard.press('Control+k');
    await page.locator('#docsearch-input').fill('helm');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await check('results');
    await page.keyboard.press('Enter');
    await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await check('recent searches');
    await page.locator('#docsearch-input').fill('zzqqx');
    await page.locator('.DocSearch-NoResults').waitFor();
    await check('no results');
    await done();
  }
  assert.equal(problems, []);
});

A11y('in forced colours the search dialog\'s edge, its selected result and the mobile menu\'s edge stay visible', async () => {
  const { page, done } = await pages.take({ viewport: { width: 1280, height: 800 } });
  // Emulated on the page rather than set on a context of its own, so a pooled page serves; given back, it is undone.
  await page.emulateMedia({ forcedColors: 'active' });
  await page.goto(site.url('docs/getting-started'));
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await page.locator('#docsearch-input').fill('helm');
  await page.locator('.DocSearch-Hit[aria-selected="true"]').waitFor();
  // Backgrounds and shadows are dropped in forced colours: what is left must be an outline.
  const edges = await page.evaluate((selectors) => selectors.map((selector) => {
    const style = getComputedStyle(document.querySelector(selector)!);
    return `${style.outlineStyle} ${style.outlineWidth}`;
  }), ['.DocSearch-Modal', '.DocSearch-Hit[aria-selected="true"] a', '.DocSearch-Hit[aria-selected="false"] a']);
  assert.equal(edges.slice(0, 2), ['solid 1px', 'solid 2px'], 'the dialog and the selected result are outlined');
  assert.match(edges[2]!, /^none /, 'another result is not');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
  await page.setViewportSize({ width: 400, height: 800 });
  await page.locator('button.navbar__toggle').click();
  await page.locator('.navbar-sidebar').waitFor();
  const panelEdge = await page.locator('.navbar-sidebar').evaluate((el) => { const s = getComputedStyle(el); return `${s.borderRightStyle} ${s.borderRightWidth}`; });
  assert.is(panelEdge, 'solid 1px');
  await done();
});

/** Infima's class names as a site's own MDX page writes them (utilities.css): every status of button, outline button, badge and text colour, and both heroes. */
const UTILITY_MARKUP = (() => {
  const statuses = ['primary', 'secondary', 'success', 'info', 'warning', 'danger'];
  const each = (make: (s: string) => string) => statuses.map(make).join(' ');
  return `<div class="hero hero--primary"><div class="container"><h2 class="hero__title">Hero</h2><p class="hero__subtitle">Primary hero</p></div></div>
<div class="hero hero--dark"><p>Dark hero</p></div>
<p>${each((s) => `<a class="button button--${s}" href="#">${s} button</a>`)} <a class="button button--link" href="#">link button</a></p>
<p>${each((s) => `<a class="button button--outline button--${s}" href="#">${s} outline</a>`)}</p>
<p>${each((s) => `<span class="badge badge--${s}">${s} badge</span>`)}</p>
<p>${each((s) => `<span class="text--${s}">${s} text</span>`)}</p>`;
})();

A11y('Infima utility classes in page content (hero, buttons, badges, text colours) keep AA contrast in light and dark mode', async () => {
  const problems: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    const { page, addInitScript, done } = await pages.take({ viewport: { width: 1280, height: 800 } });
    await addInitScript((m) => localStorage.setItem('theme', m), mode);
    await page.goto(site.url('docs/getting-started'));
    await waitForHydration(page);
    // Inside .markdown, where a page's own markup lands and the content link colour applies.
    await page.evaluate((html) => document.querySelector('.markdown')!.insertAdjacentHTML('afterbegin', html), UTILITY_MARKUP);
    const face = await page.locator('.markdown a.button--success').first().evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).textDecorationLine]);
    assert.equal(face, [mode === 'light' ? 'rgb(255, 255, 255)' : 'rgb(27, 28, 31)', 'none'], 'a status button keeps its own text colour, not underlined');
    await page.evaluate(AXE);
    for (const f of await runAxe(page)) problems.push(`${mode} ${f.rule} ${f.targets.join(' ')}: ${f.summary}`);
    await done();
  }
  assert.equal(problems, []);
});

A11y('the search page with results passes axe in light mode', async () => {
  const { page, done } = await pages.take({ viewport: { width: 1280, height: 800 } });
  await page.goto(site.url('search?q=helm'));
  await waitForHydration(page);
  await page.locator('.search-result').nth(1).waitFor();
  await page.evaluate(AXE);
  const problems = (await runAxe(page)).map((f) => `${f.rule} ${f.targets.join(' ')}: ${f.summary}`);
  await done();
  assert.equal(problems, []);
});

A11y.run();
