/**
 * The theme's page chrome on the built TyKO site in Chromium: mobile menu, TOC highlight,
 * not-found page, keyboard-only use and layout stability.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, waitForHydration, watchConsole } from '../helpers/browser.ts';
import { buildAndServeTyko, type TykoSite } from '../helpers/tyko-site-server.ts';
import { halfParsedMoves, recordLayoutShifts, settledLayoutShift } from '../helpers/layout-shift.ts';
import { pagePool, type PagePool } from '../helpers/page-pool.ts';

const Chrome = suite('theme: mobile menu, TOC, 404, keyboard and layout shift (TyKO site)');
let browser: Browser;
let site: TykoSite;
let pages: PagePool;

Chrome.before(async () => {
  site = await buildAndServeTyko();
  browser = await launchBrowser();
  pages = pagePool(browser);
});
Chrome.after(async () => {
  await pages?.close();
  await browser?.close();
  await site?.close();
});

async function open(path: string, width = 1280, height = 800) {
  const { page, done } = await pages.take({ viewport: { width, height }, serviceWorkers: 'block' });
  const log = watchConsole(page);
  await page.goto(site.url(path));
  await waitForHydration(page);
  return { done, page, log };
}

/** True once `selector`'s box lies inside the viewport horizontally (panels slide in). */
const slidIn = (page: Page, selector: string) =>
  page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    if (!el) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.left >= 0 && r.right <= window.innerWidth + 0.5;
  }, selector, { timeout: 5000 });

/** The focused element, and whether it shows a focus ring (matches :focus-visible with an outline). */
const focused = (page: Page) => page.evaluate(() => {
  const el = document.activeElement as HTMLElement | null;
  if (!el) return null;
  const s = getComputedStyle(el);
  const ring = el.matches(':focus-visible') && s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
  return { tag: el.tagName, cls: String(el.className), label: el.getAttribute('aria-label'), text: el.innerText?.trim() ?? '', ring };
});

Chrome('on a 400 px screen the hamburger opens the docs sidebar first, then the main menu; Escape and close return focus', async () => {
  const { done, page, log } = await open('docs/getting-started', 400);
  const toggle = page.locator('button.navbar__toggle');
  assert.is(await toggle.getAttribute('aria-expanded'), 'false');
  await toggle.click();
  assert.is(await toggle.getAttribute('aria-expanded'), 'true');
  assert.is(await page.locator('.navbar-sidebar__items--show-secondary').count(), 1, 'secondary menu first');
  const secondaryActive = '.navbar-sidebar__items--show-secondary .navbar-sidebar__item:last-child .menu__link--active';
  await slidIn(page, secondaryActive);
  assert.match(await page.locator(secondaryActive).innerText(), /getting started/i, 'the docs sidebar with the current doc');
  assert.is(await page.evaluate(() => document.body.style.overflow), 'hidden', 'page scroll locked');

  await page.getByRole('button', { name: '← Back to main menu' }).click();
  assert.is(await page.locator('.navbar-sidebar__items--show-secondary').count(), 0);
  await slidIn(page, '.navbar-sidebar__item:first-child');
  const primary = page.locator('.navbar-sidebar__item').first();
  assert.ok(await primary.getByRole('link', { name: 'Releases' }).isVisible(), 'primary menu shows Releases');

  await page.keyboard.press('Escape');
  assert.is(await page.locator('.navbar-sidebar').count(), 0, 'Escape closes');
  assert.is((await focused(page))?.label, 'Toggle navigation bar', 'focus back on the toggle');
  assert.is(await toggle.getAttribute('aria-expanded'), 'false');

  await toggle.click();
  assert.is(await page.locator('.navbar-sidebar__items--show-secondary').count(), 1, 'reopening shows the docs sidebar again');
  await page.getByRole('button', { name: 'Close navigation bar' }).click();
  assert.is(await page.locator('.navbar-sidebar').count(), 0, 'close button closes');
  assert.is((await focused(page))?.label, 'Toggle navigation bar');

  await toggle.click();
  assert.is(await page.locator('.navbar-sidebar').count(), 1);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForFunction(() => !document.querySelector('.navbar-sidebar'));
  assert.is(await page.locator('.navbar-sidebar--show').count(), 0, 'desktop width closes the menu');
  assert.is.not(await page.evaluate(() => document.body.style.overflow), 'hidden', 'scroll unlocked');
  assert.equal(log.errors, []);
  await done();
});

Chrome('scrolling a long doc marks the heading at the top as the active TOC link', async () => {
  const { done, page } = await open('docs/crds/');
  const links = page.locator('.table-of-contents__link');
  assert.ok((await links.count()) >= 8, 'crds has a long TOC');
  const activeHref = () => page.evaluate(() => document.querySelector('.table-of-contents__link--active')?.getAttribute('href') ?? null);
  for (const id of ['storagespec', 'metricsspec-optional', 'objects-created-for-a-cluster']) {
    // Heading just below the navbar: the first anchor under it and in the top half of the view.
    await page.evaluate((target) => {
      const el = document.getElementById(target)!;
      window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 100);
    }, id);
    await page.waitForFunction((target) => document.querySelector('.table-of-contents__link--active')?.getAttribute('href') === `#${target}`, id, { timeout: 3000 }).catch(() => undefined);
    assert.is(await activeHref(), `#${id}`, `after scrolling to ${id}`);
    assert.is(await page.locator('.table-of-contents__link--active').count(), 1);
  }
  await done();
});

Chrome('an unknown path answers 404 with "Page Not Found" and a link home', async () => {
  const { page, done } = await pages.take({ serviceWorkers: 'block' });
  const res = await page.goto(site.url('docs/no-such-page'));
  assert.is(res?.status(), 404);
  await waitForHydration(page);
  assert.is(await page.locator('h1').innerText(), 'Page Not Found');
  assert.is(await page.title(), 'Page Not Found | TyKO');
  const home = page.locator('main a', { hasText: /home/i });
  assert.is(await home.getAttribute('href'), site.baseUrl);
  await home.click();
  await page.waitForURL(site.url(''));
  assert.is(await page.locator('.not-found-page').count(), 0);
  await done();
});

/** Presses Tab until `done` holds for the focused element (at most `limit` times); returns what got focus. */
async function tabUntil(page: Page, done: (f: NonNullable<Awaited<ReturnType<typeof focused>>>) => boolean, limit: number) {
  const seen: NonNullable<Awaited<ReturnType<typeof focused>>>[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (!f) continue;
    seen.push(f);
    if (done(f)) return seen;
  }
  return seen;
}

Chrome('keyboard only: the skip link comes first and moves focus to main; navbar items take focus with a visible ring', async () => {
  const { done, page } = await open('');
  await page.keyboard.press('Tab');
  assert.is((await focused(page))?.text, 'Skip to main content');
  assert.ok(await page.locator('.skip-to-content__link').evaluate((el) => el.getBoundingClientRect().left >= 0 && el.getBoundingClientRect().right <= window.innerWidth), 'skip link shown on focus');
  await page.keyboard.press('Enter');
  assert.is((await focused(page))?.tag, 'MAIN');

  await page.reload();
  await waitForHydration(page);
  const seen = await tabUntil(page, (f) => /Switch between dark and light mode/.test(f.label ?? ''), 12);
  const names = seen.map((f) => f.label || f.text);
  const order = ['Skip to main content', 'Docs', 'Releases', 'TyKO source code on GitHub'].map((n) => names.indexOf(n));
  assert.ok(order.every((i, k) => i >= 0 && (k === 0 || i > order[k - 1])), `focus order: ${names.join(' | ')}`);
  assert.match(names[names.length - 1], 'Switch between dark and light mode');
  const ringless = seen.filter((f) => !f.ring).map((f) => f.label || f.text);
  assert.equal(ringless, [], 'every element reached by Tab shows a focus outline');
  assert.ok(await page.evaluate(() => document.body.classList.contains('navigation-with-keyboard')));
  await done();
});

Chrome('keyboard only: on a doc page Tab reaches a sidebar category caret and Enter toggles aria-expanded', async () => {
  const { done, page } = await open('docs/getting-started');
  const seen = await tabUntil(page, (f) => /\bmenu__caret\b/.test(f.cls), 40);
  const caret = seen[seen.length - 1];
  assert.ok(caret && /\bmenu__caret\b/.test(caret.cls), `reached a caret: ${seen.map((f) => f.label || f.text).join(' | ')}`);
  assert.equal(seen.filter((f) => f.tag === 'BODY').length, 0, 'focus never falls back to body');
  assert.equal(seen.filter((f) => !f.ring).map((f) => f.label || f.text), [], 'every element reached by Tab shows a focus outline');
  const expanded = () => page.evaluate(() => document.activeElement!.getAttribute('aria-expanded'));
  const before = await expanded();
  assert.ok(before === 'true' || before === 'false');
  await page.keyboard.press('Enter');
  assert.is(await expanded(), before === 'true' ? 'false' : 'true');
  await page.keyboard.press('Enter');
  assert.is(await expanded(), before);
  await done();
});

/**
 * Loads `path` and returns its layout shift once it settled (loaded, hydrated, fonts in).
 * `holdUntilPainted`: requests matching it are answered only after the first contentful
 * paint, as on a slow network.
 */
async function shiftOf(path: string, holdUntilPainted?: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  await recordLayoutShifts(context);
  const page = await context.newPage();
  let painted = () => {};
  const paint = new Promise<void>((resolve) => (painted = resolve));
  let held = 0;
  if (holdUntilPainted) {
    await page.route(holdUntilPainted, async (route) => {
      held++;
      await paint;
      await route.continue();
    });
  }
  await page.goto(site.url(path), { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByType('paint').some((e) => e.name === 'first-contentful-paint'));
  painted();
  const shift = await settledLayoutShift(page);
  await context.close();
  return { ...shift, held };
}

// Swapping the fallback monospace font for JetBrains Mono moves glyphs a few pixels inside
// their line boxes (about 0.0003); boxes themselves must not move.
const FONT_SWAP_ALLOWANCE = 0.01;

Chrome('a doc and a blog post load without layout shift (beyond the font swap allowance)', async () => {
  for (const path of ['docs/getting-started', 'blog/release-0-3-4']) {
    const { total, sources } = await shiftOf(path);
    const named = sources.map((s) => `${s.name} by ${s.moved.toFixed(2)}px`).join(', ');
    assert.ok(total < FONT_SWAP_ALLOWANCE, `CLS on /${path} is ${total} (${named})`);
    // A box may land a fraction of a pixel off when font metrics change its line box; a visible
    // move (a pixel or more) of anything but glyphs is a real shift.
    assert.not.ok(sources.some((s) => s.name !== '#text' && s.moved >= 1), `only glyphs moved on /${path}: ${named}`);
  }
});

Chrome('the home page does not shift when its hero image arrives after the first paint', async () => {
  // The image is held back so the first paint always happens without it, as on a slow network.
  const { total, sources, held } = await shiftOf('', '**/img/tyko-mascot-*');
  assert.ok(held > 0, 'the hero image was requested and held back');
  // The <picture> is given a definite width (content/pages/index.css), so the image's box is
  // reserved before its file arrives.
  const named = sources.map((s) => `${s.name} by ${s.moved.toFixed(2)}px`).join(', ');
  assert.ok(total < FONT_SWAP_ALLOWANCE, `CLS on the home page is ${total} (${named})`);
  assert.not.ok(sources.some((s) => s.name.includes('tyko-hero') && s.moved >= 1), `the hero did not move: ${named}`);
});

// A slow device may paint a page its parser has only half read. Two layouts used to move then:
// the text column (the TOC's flex gap arrived with the TOC) and the navbar's right-hand items.
/** A box's `side` on the page as it is, and once `removed` is gone (as a half-read page paints it). */
async function withAndWithout(path: string, target: string, removed: string, side: 'width' | 'top') {
  const { done, page } = await open(path);
  const sizes = await page.evaluate(({ target, removed, side }) => {
    const box = document.querySelector(target)!;
    const whole = box.getBoundingClientRect()[side];
    document.querySelector(removed)!.remove();
    return { whole, half: box.getBoundingClientRect()[side] };
  }, { target, removed, side });
  await done();
  return sizes;
}

Chrome('a half-parsed doc page keeps its text column: the TOC has its track before the TOC exists', async () => {
  const widths = await withAndWithout('docs/getting-started', '.doc-main__content', '.doc-main__toc', 'width');
  assert.ok(widths.whole > 500, `the text column is laid out (${widths.whole}px)`);
  assert.is(widths.half, widths.whole);
});

// The same on the home page: a first paint before the hero picture is parsed must centre the
// hero text where it stays (the intermittent 25.8 px move of the hero text).
Chrome('a half-parsed home page keeps its hero text where it stays once the picture arrives', async () => {
  const tops = await withAndWithout('', '.tyko-hero__text', '.tyko-hero__media', 'top');
  assert.is(tops.half, tops.whole);
});

// And a first paint inside the hero text: the title and tagline in, the buttons not yet (the
// hero text moved 24 px, its box 48.16 px, when a CI run painted there).
Chrome('a home page painted before its hero buttons keeps the hero text where it stays', async () => {
  const tops = await withAndWithout('', '.tyko-hero__text', '.tyko-hero__actions', 'top');
  assert.is(tops.half, tops.whole);
});

// And a first paint inside an admonition: its icon in, its title not yet. The heading centres
// the icon on its line, so a heading only as tall as the icon moved it (3.97 px in a CI run).
Chrome('an admonition painted before its title keeps its icon where it stays', async () => {
  const tops = await withAndWithout('docs/getting-started', '.admonition__icon svg', '.admonition__title', 'top');
  // The text's line box is rounded to layout units (1/64 px); a move under a pixel is not seen.
  assert.ok(Math.abs(tops.half - tops.whole) < 0.5, `the icon moved from ${tops.half} to ${tops.whole}`);
});

// The cases above, at every point: wherever the parser has got to when the first paint comes,
// nothing drawn moves once the rest arrives (a footer pushed to the bottom of a short page would;
// these pages are taller than the window).
Chrome('a page painted after any element of its parse keeps every drawn box where it stays', async () => {
  for (const path of ['', 'docs/getting-started', 'blog/release-0-3-4', 'blog']) {
    const { page, done } = await pages.take({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });
    await page.goto(site.url(path));
    const moves = await halfParsedMoves(page, 800);
    await done();
    assert.equal(moves, [], `/${path}`);
  }
});

Chrome('every page kind holds its first paint until the navbar is parsed', async () => {
  for (const path of ['', 'docs/getting-started', 'blog/release-0-3-4', 'no/such/page']) {
    const { done, page } = await open(path);
    const order = await page.evaluate(() => {
      const expect = document.querySelector('head link[rel="expect"][blocking="render"]');
      const target = expect && document.getElementById(expect.getAttribute('href')!.slice(1));
      const navbar = document.querySelector('nav.navbar');
      return { expect: !!expect, target: !!target, after: !!(target && navbar && navbar.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING && !navbar.contains(target)) };
    });
    await done();
    assert.equal(order, { expect: true, target: true, after: true }, `/${path}`);
  }
});

Chrome.run();
