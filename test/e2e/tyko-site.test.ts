import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { buildAndServeTyko } from '../helpers/tyko-site-server.ts';
import { CHROMIUM_FLAGS, launchBrowser, watchConsole, waitForHydration } from '../helpers/browser.ts';

const Tyko = suite('the TyKO site: every spec route, its content and feeds');
let OUT = '';
const BASE = '/typesense-operator-docs/';
let browser: Browser;
let origin = '';
let close: () => Promise<void> = async () => {};

const DOCS: [string, string][] = [
  ['docs/getting-started', 'Getting Started'],
  ['docs/how-it-works/', 'How it works'],
  ['docs/how-it-works/quorum-reconfiguration', 'Quorum (re)configuration'],
  ['docs/how-it-works/recovering-a-cluster-that-has-lost-quorum', 'Recovering a cluster that has lost quorum'],
  ['docs/how-it-works/known-issues', 'Known Issues'],
  ['docs/crds/', 'CRDs'],
  ['docs/crds/crds-examples', 'Examples'],
  ['docs/healthcheck', 'Health Check'],
  ['docs/metrics', 'Metrics'],
  ['docs/installation/', 'Installation'],
  ['docs/development', 'Development'],
  ['docs/adopters', 'Adopters'],
  ['docs/faq', 'FAQ'],
];
const POSTS = ['0-2-xx', '0-2-23', '0-2-24', '0-3-0', '0-3-1', '0-3-2', '0-3-3', '0-3-4'];
const OTHER: [string, string][] = [
  ['', 'TyKO'],
  ['markdown-page', 'About this site'],
  ['search', 'Search'],
  ['blog', '0.3.4'],
  ['blog/archive', 'Archive'],
  ['blog/authors', 'Authors'],
  ['blog/authors/all-akyriako-articles', 'Kyriakos Akriotis - '],
  ['blog/authors/tykobot', ' - '],
  ['blog/tags', 'Tags'],
  ['blog/tags/announcement', 'tagged with "announcement"'],
  ['blog/tags/release', 'tagged with "release"'],
];

Tyko.before(async () => {
  const site = await buildAndServeTyko();
  assert.is(site.baseUrl, BASE);
  OUT = site.dir;
  origin = site.origin;
  close = () => site.close();
  browser = await launchBrowser();
});
Tyko.after(async () => {
  await browser?.close();
  await close();
});

const html = (route: string) => readFileSync(join(OUT, route, 'index.html'), 'utf8');
const text = (h: string) => h.replace(/<[^>]+>/g, '').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

Tyko('every route of the spec answers 200, shows its content and hydrates cleanly', async () => {
  // Without the service worker, which no check here is about: it would precache the whole site
  // and answer every one of these loads (the installability test below keeps it).
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const log = watchConsole(page);
  const all: [string, string][] = [...DOCS, ...POSTS.map((p): [string, string] => [`blog/release-${p}`, p.replace(/-/g, '.')]), ...OTHER];
  for (const [route, expected] of all) {
    const res = await page.goto(`${origin}${BASE}${route}`);
    assert.is(res?.status(), 200, route);
    await waitForHydration(page);
    assert.match(await page.locator('main').first().innerText(), expected, route);
  }
  assert.equal(log.errors, []);
  await context.close();
});

Tyko('installable: Chromium reports no installability error, the manifest is linked and the worker controls start_url', async () => {
  // Chromium refuses installs in incognito contexts (newContext), so this one uses a real profile.
  const profile = mkdtempSync(join(tmpdir(), 'opdocs-install-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS, headless: true });
  try {
    await context.route((url) => !url.href.startsWith(origin), (route) => route.fulfill({ status: 204, body: '' }));
    const page = await context.newPage();
    await page.goto(`${origin}${BASE}`);
    await waitForHydration(page);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    assert.is(scope, `${origin}${BASE}`);
    const manifest = JSON.parse(readFileSync(join(OUT, 'manifest.webmanifest'), 'utf8'));
    assert.is(manifest.start_url, BASE);
    assert.equal(manifest.icons.map((i: { sizes: string }) => i.sizes), ['192x192', '512x512', '512x512']);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    assert.equal(installabilityErrors, []);
    const { url } = await cdp.send('Page.getAppManifest');
    assert.is(url, `${origin}${BASE}manifest.webmanifest`);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

Tyko('each doc has its title as h1 and at least one h2; titles follow "<title> | TyKO"', () => {
  for (const [route, title] of DOCS) {
    const h = html(route);
    assert.match(h, `<title>${title.replace(/&/g, '&amp;')} | TyKO</title>`, route);
    const h1 = h.match(/<h1[^>]*>(.*?)<\/h1>/s);
    assert.ok(h1, `${route} has an h1`);
    assert.is(text(h1![1]).trim(), title, route);
    assert.ok(/<h2 id="[^"]+" class="anchor">/.test(h), `${route} has an h2 with an anchor`);
  }
});

Tyko('the sidebar lists the docs in the order of the spec', () => {
  const labels = [...html('docs/faq').matchAll(/class="menu__link[^"]*"[^>]*>([^<]+)</g)].map((m) => m[1]);
  assert.equal(labels.slice(0, 9), ['Getting Started', 'How it works', 'CRDs', 'Health Check', 'Metrics', 'Installation', 'Development', 'Adopters', 'FAQ']);
});

Tyko('every post shows an excerpt with "Read more" in the blog list', () => {
  const list = html('blog');
  const readMore = [...list.matchAll(/<b>Read more<\/b><span class="visually-hidden"> about (?:<!-- -->)?([^<]+)<\/span>/g)].map((m) => m[1]);
  assert.equal(readMore.sort(), POSTS.map((p) => p.replace(/-/g, '.')).sort());
});

Tyko('the RSS and Atom feeds hold all 8 posts with absolute links and are titled after the blog', () => {
  const rss = readFileSync(join(OUT, 'blog', 'rss.xml'), 'utf8');
  const atom = readFileSync(join(OUT, 'blog', 'atom.xml'), 'utf8');
  assert.match(rss, '<title>TyKO Releases</title>');
  assert.match(atom, '<title>TyKO Releases</title>');
  assert.not.match(rss + atom, 'TyKO Blog');
  assert.match(html('docs/faq'), 'title="TyKO Releases RSS Feed"');
  assert.is((rss.match(/<item>/g) ?? []).length, 8);
  assert.is((atom.match(/<entry>/g) ?? []).length, 8);
  for (const p of POSTS) assert.match(rss, `https://akyriako.github.io${BASE}blog/release-${p}`);
});

Tyko('the home page has the hero, six features and three steps', () => {
  const h = html('');
  assert.match(h, 'Get Started');
  assert.is((h.match(/<h3[^>]*>/g) ?? []).length >= 9, true);
  assert.match(h, '<title>Typesense Kubernetes Operator Docs | TyKO</title>');
});

Tyko('docs, blog and home pages carry the footer with docs, releases and project links and the licence', () => {
  for (const route of ['', 'docs/crds/', 'blog', 'blog/release-0-3-4']) {
    const footer = html(route).match(/<footer class="footer[^"]*">([\s\S]*?)<\/footer>/);
    assert.ok(footer, `${route} has a footer`);
    for (const label of ['Getting Started', 'Release notes', 'Operator on GitHub', 'Typesense', 'GPL-3.0']) assert.match(text(footer![1]), label, route);
  }
});

Tyko('edit links point at the file in the upstream repository, without a content/ folder', () => {
  const edit = (route: string) => html(route).match(/class="theme-edit-this-page"[^>]*href="([^"]+)"|href="([^"]+)"[^>]*class="theme-edit-this-page"/);
  const href = (route: string) => { const m = edit(route); return m ? m[1] ?? m[2] : null; };
  const repo = 'https://github.com/akyriako/typesense-operator-docs/edit/main/';
  assert.is(href('docs/crds/'), `${repo}docs/crds/index.md`);
  assert.is(href('docs/getting-started'), `${repo}docs/getting-started.mdx`);
  assert.is(href('blog/release-0-3-4'), `${repo}blog/2025-10-22-release-0-3-4.md`);
});

Tyko.run();
