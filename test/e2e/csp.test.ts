/**
 * The TyKO site under its own strict Content Security Policy (no 'unsafe-inline'): pages load
 * and hydrate, client navigation and the colour mode toggle work, and the browser reports no
 * violation. A positive control proves the policy is really enforced.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, waitForHydration, watchConsole } from '../helpers/browser.ts';
import { pagePool, type PagePool } from '../helpers/page-pool.ts';
import { buildAndServeTyko, type TykoSite } from '../helpers/tyko-site-server.ts';

const Csp = suite('strict CSP (TyKO site)');
let browser: Browser;
let pages: PagePool;
let site: TykoSite;

Csp.before(async () => {
  site = await buildAndServeTyko();
  browser = await launchBrowser();
  pages = pagePool(browser);
});
Csp.after(async () => {
  await pages?.close();
  await browser?.close();
  await site?.close();
});

/** Records every CSP violation event of the page in window.__violations (through a pooled page's lender, so the script is taken off on give-back). */
async function recordViolations(lent: Pick<Page, 'addInitScript'>): Promise<void> {
  await lent.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
}
const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

Csp('every page carries the policy in a meta tag and the build writes the same policy to _headers', async () => {
  const home = readFileSync(join(site.dir, 'index.html'), 'utf8');
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(home);
  assert.ok(meta, 'home page has a CSP meta tag');
  const policy = (meta as RegExpExecArray)[1].replace(/&#39;/g, "'").replace(/&amp;/g, '&');
  assert.match(policy, /^script-src 'self' 'sha256-[^']+'/);
  assert.not.match(policy, 'unsafe-inline');
  assert.is(readFileSync(join(site.dir, '_headers'), 'utf8'), `/*\n  Content-Security-Policy: ${policy}\n`);
  assert.ok(home.indexOf('http-equiv="Content-Security-Policy"') < home.indexOf('<script'), 'the policy precedes every script');
});

Csp('pages hydrate, navigate client-side and toggle colour mode with no violation', async () => {
  const lent = await pages.take({ serviceWorkers: 'block' });
  const { page } = lent;
  const log = watchConsole(page);
  await recordViolations(lent);
  await page.goto(site.url(''));
  await waitForHydration(page);
  await page.evaluate(() => { (window as unknown as { __samePage: boolean }).__samePage = true; });
  await page.locator('.navbar a.navbar__link', { hasText: 'Docs' }).first().click();
  await page.waitForURL(/\/docs\//);
  await page.waitForFunction(() => document.querySelector('[data-opdocs-html] h1, article h1'));
  assert.ok(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage), 'navigation was client-side');
  const before = await page.evaluate(() => document.documentElement.dataset.theme);
  await page.locator('.navbar .color-mode-toggle__button').first().click();
  await page.waitForFunction((b) => document.documentElement.dataset.theme !== b, before);
  await page.reload();
  await waitForHydration(page);
  assert.equal(await violations(page), []);
  assert.equal(log.errors.filter((e) => /Content Security Policy/i.test(e)), []);
  assert.equal(log.errors, []);
  await lent.done();
});

Csp('the policy is enforced: an injected inline script is blocked and reported', async () => {
  const lent = await pages.take({ serviceWorkers: 'block' });
  const { page } = lent;
  await recordViolations(lent);
  await page.goto(site.url('docs/getting-started'));
  await waitForHydration(page);
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true';
    document.head.append(s);
  });
  await page.waitForFunction(() => (window as unknown as { __violations: string[] }).__violations.length > 0);
  assert.is(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected), undefined);
  assert.match((await violations(page))[0], /^script-src/);
  await lent.done();
});

Csp.run();
