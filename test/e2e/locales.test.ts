/**
 * A site of two locales in Chromium (the two-locales fixture): the locale menu leads to the same
 * page in the other locale, a full page load as in Docusaurus, where the page, its language and
 * its navbar are the other locale's; the router then stays within that locale.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openControlled, waitForHydration, watchConsole } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/serve-build.ts';
import { copyFixture } from '../helpers/fixture-site.ts';
import { pagePool, type PagePool } from '../helpers/page-pool.ts';
import { routerNavigate } from '../helpers/client-nav.ts';

const Locales = suite('locales: the locale menu and the router of a two-locale site (Chromium)');
let browser: Browser;
let site: ServedSite;
let pages: PagePool;

Locales.before(async () => {
  site = await buildAndServe(copyFixture('two-locales', 'e2e-locales'));
  browser = await launchBrowser();
  pages = pagePool(browser, { serviceWorkers: 'block' });
});
Locales.after(async () => {
  await pages?.close();
  await browser?.close();
  await site?.close();
});

const chooseLocale = async (page: Page, label: string) => {
  const menu = page.locator('nav.navbar .dropdown', { has: page.locator('.icon-language') });
  await menu.locator('button').click();
  await menu.locator('a.dropdown__link', { hasText: label }).click();
};

Locales('the menu opens the same page in French, and back in English', async () => {
  const { page, done } = await pages.take({ viewport: { width: 1280, height: 800 } });
  const log = watchConsole(page);
  await page.goto(site.url('docs/soil'));
  await waitForHydration(page);
  assert.is(await page.locator('html').getAttribute('lang'), 'en');

  await chooseLocale(page, 'Français');
  await page.waitForURL(site.url('fr/docs/soil'));
  await waitForHydration(page);
  assert.is(await page.locator('html').getAttribute('lang'), 'fr');
  assert.is(await page.locator('article h1').innerText(), 'Préparer la terre');
  assert.is(await page.locator('nav.navbar .navbar__title').first().innerText(), 'Notes du jardin');
  assert.is(await page.locator('nav.navbar .dropdown .navbar__locale-label').innerText(), 'Français');

  // In the French site the router stays in French, untranslated pages included.
  await page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 1));
  await page.locator('article a', { hasText: 'le calendrier d\'arrosage' }).click();
  await page.waitForURL(site.url('fr/docs/watering/schedule'));
  await page.locator('article', { hasText: 'Water seedlings every morning' }).waitFor();
  assert.ok(await page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 1), 'a client navigation');
  assert.is(await page.locator('html').getAttribute('lang'), 'fr');

  await chooseLocale(page, 'English');
  await page.waitForURL(site.url('docs/watering/schedule'));
  await waitForHydration(page);
  assert.is(await page.locator('html').getAttribute('lang'), 'en');
  assert.equal(log.errors, [], 'console errors');
  await done();
});

Locales('in forced colours the locale menu\'s caret stays a triangle, in the navbar and in the mobile menu: its side borders stay transparent', async () => {
  const { page, done } = await pages.take({ viewport: { width: 1280, height: 800 }, forcedColors: 'active' });
  await page.goto(site.url('docs/soil'));
  await waitForHydration(page);
  const caret = await page.locator('nav.navbar .dropdown__trigger').first().evaluate((el) => {
    const style = getComputedStyle(el, '::after');
    return [style.borderLeftColor, style.borderRightColor, style.borderTopColor];
  });
  assert.equal(caret.slice(0, 2), ['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)']);
  assert.is.not(caret[2], 'rgba(0, 0, 0, 0)', 'the top border draws the triangle');
  // The same menu as a sub-list of the mobile menu draws its caret the same way.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('button.navbar__toggle').click();
  const subCaret = await page.locator('.navbar-sidebar .menu__link--sublist-caret').first().evaluate((el) => {
    const style = getComputedStyle(el, '::after');
    return [style.borderLeftColor, style.borderRightColor];
  });
  assert.equal(subCaret, ['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)'], 'the mobile sub-list caret keeps transparent sides');
  await done();
});

Locales('on a right-to-left page the mobile menu opens at the right and shows its sidebar panel, and after Back the main menu', async () => {
  const { page, done } = await pages.take({ viewport: { width: 390, height: 844 } });
  await page.goto(site.url('docs/soil'));
  await waitForHydration(page);
  // The build writes dir="rtl" for a locale whose direction is rtl; the menu's layout reads only that.
  await page.evaluate(() => { document.documentElement.dir = 'rtl'; });
  const settled = () => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.locator('button.navbar__toggle').click();
  await page.locator('.navbar-sidebar__items--show-secondary').waitFor();
  await settled();
  const panel = (await page.locator('.navbar-sidebar').boundingBox())!;
  assert.is(Math.round(panel.x + panel.width), 390, 'the panel sits at the right edge, beside the toggle');
  const inPanel = async (selector: string) => {
    const box = await page.locator(selector).first().boundingBox();
    return !!box && box.x >= panel.x - 1 && box.x + box.width <= panel.x + panel.width + 1;
  };
  assert.ok(await inPanel('.navbar-sidebar__back'), 'the sidebar panel is in view');
  assert.ok(await inPanel('.navbar-sidebar__item:last-child .menu__link'), 'its links are in view');
  await page.locator('.navbar-sidebar__back').click();
  await settled();
  assert.ok(await inPanel('.navbar-sidebar__item:first-child .menu__link'), 'the main menu is in view after Back');
  assert.not.ok(await inPanel('.navbar-sidebar__back'), 'the sidebar panel has slid out');
  await done();
});

Locales('code.json texts hydrate as rendered and stay through client navigation', async () => {
  const { page, done } = await pages.take({ viewport: { width: 1280, height: 800 } });
  const log = watchConsole(page);
  await page.goto(site.url('fr/club'));
  await waitForHydration(page);
  assert.is(await page.locator('main h1').innerText(), 'Bienvenue, Ada');
  assert.is(await page.locator('main .motto').innerText(), 'Cultivez ce que vous mangez');
  assert.is(await page.locator('main .tagline').innerText(), 'Partagez la récolte');
  assert.is(await page.title(), 'Le club du jardin | Garden Notes');
  // To a doc by the router: the theme's own texts in French, rendered in the browser.
  await page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 1));
  await page.locator('nav.navbar a', { hasText: 'Guides pratiques' }).first().click();
  await page.waitForURL(site.url('fr/docs/soil'));
  await page.locator('article h1', { hasText: 'Préparer la terre' }).waitFor();
  assert.ok(await page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 1), 'a client navigation');
  assert.is(await page.locator('.pagination-nav__sublabel').innerText(), 'Suivant');
  assert.is(await page.locator('.admonition__title').textContent(), 'astuce');
  assert.is(await page.locator('.code-block__copy').getAttribute('title'), 'Copier');
  // Back to the club page by the router: its module's constant is in French in the browser too.
  await routerNavigate(page, '/garden/fr/club');
  await page.locator('main h1', { hasText: 'Bienvenue, Ada' }).waitFor();
  assert.ok(await page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 1), 'a client navigation');
  assert.is(await page.locator('main .tagline').innerText(), 'Partagez la récolte');
  assert.equal(log.errors, [], 'console errors (hydration mismatches included)');
  await done();
});

Locales('each locale\'s service worker keeps its own caches: both locales open offline, an unsaved French page shows the French offline page, the base URL redirects offline', async () => {
  // A context of its own: it goes offline, and its workers are registered from cold.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const english = await openControlled(context, site.url('docs/soil'));
  const french = await openControlled(context, site.url('fr/docs/soil'));
  const scopes = await french.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.map((r) => new URL(r.scope).pathname).sort()));
  assert.equal(scopes, ['/garden/', '/garden/fr/']);
  await context.setOffline(true);
  for (const [page, lang, heading] of [[english, 'en', 'Preparing the soil'], [french, 'fr', 'Préparer la terre']] as const) {
    const reloaded = await page.reload();
    assert.is(reloaded?.status(), 200, `${lang} offline`);
    assert.is(await page.locator('html').getAttribute('lang'), lang);
    assert.is(await page.locator('article h1').innerText(), heading);
  }
  // A French page never saved shows the French worker's offline page, in French, with a way home.
  const missing = await french.goto(site.url('fr/docs/no-such-page'));
  assert.is(missing?.status(), 503);
  assert.is(await french.locator('main h1').innerText(), 'Vous êtes hors ligne');
  assert.is(await french.getByRole('link', { name: "Aller à la page d'accueil" }).getAttribute('href'), '/garden/fr/');
  // The site has no home page: its base URL (the web manifest's start_url) is a redirect page,
  // precached as HTML, so it still leads to the docs offline.
  await english.goto(site.url(''));
  await english.waitForURL(/\/garden\/docs\//);
  assert.is(await english.locator('html').getAttribute('lang'), 'en');
  assert.ok(await english.locator('article h1').isVisible(), 'the docs page the home redirect leads to is drawn');
  await context.close();
});

Locales('a reader who only opened English pages gets the French offline page for a French page offline, in the French look', async () => {
  // A context of its own: it goes offline, and its workers are registered from cold.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const english = await openControlled(context, site.url('docs/soil'));
  await context.setOffline(true);
  // No French worker exists: the English one (whose scope holds /fr/) answers with the French page it kept.
  const missing = await english.goto(site.url('fr/docs/watering/schedule'));
  assert.is(missing?.status(), 503);
  assert.is(await english.locator('html').getAttribute('lang'), 'fr');
  assert.is(await english.locator('main h1').innerText(), 'Vous êtes hors ligne');
  assert.is(await english.getByRole('link', { name: "Aller à la page d'accueil" }).getAttribute('href'), '/garden/fr/');
  assert.ok(await english.evaluate(() => [...document.styleSheets].some((s) => s.cssRules.length > 0)), 'its stylesheet was kept too');
  const own = await english.goto(site.url('docs/no-such-page'));
  assert.is(own?.status(), 503);
  assert.is(await english.locator('main h1').innerText(), 'You are offline');
  await context.close();
});

Locales('a right-to-left page mirrors the docs layout: sidebar at the right with its border toward the text, admonition bar at the right, code left to right', async () => {
  const { page, done } = await pages.take({ viewport: { width: 1280, height: 800 } });
  await page.goto(site.url('fr/docs/soil'));
  await waitForHydration(page);
  await page.evaluate(() => { document.documentElement.dir = 'rtl'; });
  const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
  const style = (selector: string, prop: 'borderLeftWidth' | 'borderRightWidth' | 'direction') =>
    page.locator(selector).first().evaluate((el, p) => getComputedStyle(el)[p], prop);
  const layout = {
    sidebarRight: (await box('.doc-sidebar')).x + (await box('.doc-sidebar')).width, articleRight: (await box('article')).x + (await box('article')).width,
    sidebarBorders: [await style('.doc-sidebar', 'borderLeftWidth'), await style('.doc-sidebar', 'borderRightWidth')],
    admonitionBorders: [await style('.admonition', 'borderLeftWidth'), await style('.admonition', 'borderRightWidth')],
    code: await style('.code-block pre', 'direction'),
    // Where the title's text starts, not its block: the card's text is aligned to its end.
    nextCard: [(await box('.pagination-nav__link--next')).x, await page.locator('.pagination-nav__link--next .pagination-nav__label').evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return range.getBoundingClientRect().x;
    })],
  };
  assert.is(Math.round(layout.sidebarRight), 1280, 'the sidebar is at the right edge');
  assert.ok(layout.articleRight < 1280 - 200, 'the text is left of it');
  assert.equal(layout.sidebarBorders, ['1px', '0px'], 'the sidebar border faces the text');
  assert.ok(layout.admonitionBorders[0] === '0px' && layout.admonitionBorders[1] !== '0px', 'the admonition bar is on the right');
  assert.is(layout.code, 'ltr');
  assert.ok(layout.nextCard[1] - layout.nextCard[0] < 40, 'the next card reads from its left edge');
  // The locale menu, an item of the bar's end (its left here), opens toward the page, not off its edge.
  const menu = page.locator('nav.navbar .dropdown', { has: page.locator('.icon-language') });
  await menu.locator('button').click();
  const [trigger, list] = [await menu.boundingBox(), await menu.locator('.dropdown__menu').boundingBox()];
  assert.is(Math.round(list!.x), Math.round(trigger!.x), 'the menu starts at the trigger\'s left edge');
  await done();
});

Locales.run();
