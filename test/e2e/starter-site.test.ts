/**
 * A new user's first minutes: `opdocs init` writes the starter, it builds, and its pages work in
 * Chromium; then the ways to customise without forking take effect: a `theme/Footer.tsx`
 * override wrapping `@theme-original/Footer`, a component shared through `@site/…`, and a
 * customCss file changing a theme custom property.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { initSite } from '../../cli/commands/init.ts';
import { launchBrowser, waitForHydration, watchConsole } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/serve-build.ts';
import { ROOT } from '../helpers/fixture-site.ts';

const Starter = suite('opdocs init: the starter site, overrides and customCss');
const siteDir = join(ROOT, 'test', '.tmp', `starter-${process.pid}`);
let browser: Browser;
let site: ServedSite | undefined;

Starter.before(async () => {
  rmSync(siteDir, { recursive: true, force: true });
  browser = await launchBrowser();
});
Starter.after(async () => {
  await browser?.close();
  await site?.close();
  rmSync(siteDir, { recursive: true, force: true });
});

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const log = watchConsole(page);
  await page.goto(site!.url(path));
  await waitForHydration(page);
  return { page, errors: log.errors };
}

Starter('init writes the starter, prints the next commands and refuses to write over it again', () => {
  const steps = initSite({ dir: siteDir }).join('\n');
  assert.match(steps, 'npx opdocs serve --watch');
  assert.match(steps, 'npx opdocs build');
  assert.throws(() => initSite({ dir: siteDir }), (err: Error) => /the folder is not empty \(\.gitignore, content, css, site\.config\.json\)/.test(err.message));
  assert.not.throws(() => initSite({ dir: siteDir, force: true }));
});

Starter('the starter builds; home page, a doc and the blog post render and hydrate without errors', async () => {
  site = await buildAndServe(siteDir);
  const home = await open('');
  assert.is(await home.page.locator('main h1').textContent(), 'My Project');
  assert.is(await home.page.locator('.navbar__logo img').getAttribute('src'), '/img/logo.svg');
  await home.page.locator('main a', { hasText: 'Read the docs' }).click();
  await home.page.waitForURL(/\/docs\/basics\/introduction$/);
  assert.is(await home.page.locator('article h1').textContent(), 'Introduction');
  assert.is(await home.page.locator('.menu__link--active[aria-current="page"]').textContent(), 'Introduction');
  const body = await home.page.evaluate(() => getComputedStyle(document.body).fontFamily);
  assert.match(body, /^system-ui/, 'the default body font is proportional');
  assert.equal(home.errors, []);

  const post = await open('blog/2026/01/15/first-post');
  assert.is(await post.page.locator('article h1').textContent(), 'Our first post');
  assert.match(await post.page.locator('article').textContent() ?? '', 'Sam Writer');
  assert.equal(post.errors, []);
});

Starter('a theme/Footer.tsx override wraps the original, site components work in overrides and React pages, customCss sets a colour', async () => {
  await site?.close();
  mkdirSync(join(siteDir, 'theme'), { recursive: true });
  mkdirSync(join(siteDir, 'components'), { recursive: true });
  writeFileSync(join(siteDir, 'components', 'Badge.tsx'),
    'export function Badge({ text }: { text: string }) {\n  return <span className="site-badge">{text}</span>;\n}\n');
  writeFileSync(join(siteDir, 'theme', 'Footer.tsx'), [
    "import Original from '@theme-original/Footer';",
    "import { Badge } from '@site/components/Badge';",
    'export default function Footer() {',
    '  return <div className="site-footer-wrap"><Badge text="custom footer" /><Original /></div>;',
    '}',
  ].join('\n'));
  writeFileSync(join(siteDir, 'content', 'pages', 'team.tsx'), [
    "import { Badge } from '@site/components/Badge';",
    "import { Badge as Same } from '../../components/Badge';",
    "export const title = 'Team';",
    'export default function Team() {',
    '  return <main><h1>Team</h1><Badge text="via @site" /><Same text="via a relative path" /></main>;',
    '}',
  ].join('\n'));
  const css = join(siteDir, 'css', 'custom.css');
  writeFileSync(css, `${readFileSync(css, 'utf8')}\n:root { --ifm-color-primary: #8a3ffc; }\n`);
  site = await buildAndServe(siteDir);
  const { page, errors } = await open('docs/basics/writing-pages');
  assert.is(await page.locator('.site-footer-wrap .site-badge').textContent(), 'custom footer');
  assert.is(await page.locator('.site-footer-wrap footer.footer .footer__copyright').textContent(), 'Built with opdocs', 'the original footer renders inside');
  const link = await page.evaluate(() => getComputedStyle(document.querySelector('.menu__link--active[aria-current="page"]')!).color);
  assert.is(link, 'rgb(138, 63, 252)');
  assert.equal(errors, []);
  const team = await open('team');
  assert.equal(await team.page.locator('main .site-badge').allTextContents(), ['via @site', 'via a relative path']);
  assert.equal(team.errors, []);
});

Starter('without a home page, / sends the reader to the docs main page', async () => {
  await site?.close();
  rmSync(join(siteDir, 'content', 'pages', 'index.tsx'));
  site = await buildAndServe(siteDir);
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(site.url(''));
  await page.waitForURL(/\/docs\/basics\/introduction$/);
  assert.is(await page.locator('article h1').textContent(), 'Introduction');
});

Starter.run();
