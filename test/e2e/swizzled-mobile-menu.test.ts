/**
 * A site's whole navbar, ejected as Docusaurus sites write it (Navbar from Navbar/Layout and
 * Navbar/Content; its own Navbar/MobileSidebar drawn from Layout, Header, PrimaryMenu and
 * SecondaryMenu), once hydrated in Chromium: the menu state is the layout's, so the site's
 * toggle opens the site's menu, the page's docs sidebar shows first, "back" shows the
 * navbar's items, and Escape closes it with focus back on the toggle.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser } from 'playwright-core';
import { launchBrowser, watchConsole, waitForHydration } from '../helpers/browser.ts';
import { pagePool, type PagePool } from '../helpers/page-pool.ts';
import { buildAndServe, type ServedSite } from '../helpers/serve-build.ts';
import { writeSiteFiles } from '../helpers/site-files.ts';

const Menu = suite('a swizzled whole Navbar and mobile menu parts in Chromium');
let browser: Browser;
let pages: PagePool;
let site: ServedSite;

const FILES: Record<string, string> = {
  'site.config.json': JSON.stringify({
    title: 'Herons', url: 'https://example.org', baseUrl: '/herons/', contentDir: '.',
    navbar: { title: 'Herons', items: [{ label: 'Guide', to: '/docs/wading', position: 'left' }, { label: 'Nests', to: '/docs/nests', position: 'left' }] },
  }),
  'docs/wading.md': '# Wading\n\nSlowly, in the shallows.\n',
  'docs/nests.md': '# Nests\n\nHigh in the trees.\n',
  'src/theme/Navbar/index.js': [
    "import React from 'react';",
    "import NavbarLayout from '@theme/Navbar/Layout';",
    "import NavbarContent from '@theme/Navbar/Content';",
    'export default function Navbar() { return <NavbarLayout><NavbarContent /></NavbarLayout>; }',
  ].join('\n'),
  'src/theme/Navbar/Layout/index.js': [
    "import React from 'react';",
    "import { useNavbarMobileSidebar, useHideableNavbar } from '@docusaurus/theme-common/internal';",
    "import NavbarMobileSidebar from '@theme/Navbar/MobileSidebar';",
    'export default function HeronNavbarLayout({ children }) {',
    '  const mobileSidebar = useNavbarMobileSidebar();',
    '  const { navbarRef } = useHideableNavbar(false);',
    "  return <nav ref={navbarRef} aria-label=\"Heron main\" className={`navbar navbar--fixed-top heron-nav${mobileSidebar.shown ? ' navbar-sidebar--show' : ''}`}>",
    '    {children}',
    '    <div role="presentation" className="navbar-sidebar__backdrop" onClick={mobileSidebar.toggle} />',
    '    <NavbarMobileSidebar />',
    '  </nav>;',
    '}',
  ].join('\n'),
  'src/theme/Navbar/MobileSidebar/index.js': [
    "import React from 'react';",
    "import { useLockBodyScroll, useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';",
    "import NavbarMobileSidebarLayout from '@theme/Navbar/MobileSidebar/Layout';",
    "import NavbarMobileSidebarHeader from '@theme/Navbar/MobileSidebar/Header';",
    "import NavbarMobileSidebarPrimaryMenu from '@theme/Navbar/MobileSidebar/PrimaryMenu';",
    "import NavbarMobileSidebarSecondaryMenu from '@theme/Navbar/MobileSidebar/SecondaryMenu';",
    'export default function HeronMobileSidebar() {',
    '  const mobileSidebar = useNavbarMobileSidebar();',
    '  useLockBodyScroll(mobileSidebar.shown);',
    '  if (!mobileSidebar.shouldRender) return null;',
    '  return <NavbarMobileSidebarLayout header={<NavbarMobileSidebarHeader />} primaryMenu={<NavbarMobileSidebarPrimaryMenu />} secondaryMenu={<NavbarMobileSidebarSecondaryMenu />} />;',
    '}',
  ].join('\n'),
  'src/theme/Navbar/MobileSidebar/PrimaryMenu/index.js': [
    "import React from 'react';",
    "import { useThemeConfig } from '@docusaurus/theme-common';",
    "import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';",
    "import NavbarItem from '@theme/NavbarItem';",
    'export default function HeronPrimaryMenu() {',
    '  const mobileSidebar = useNavbarMobileSidebar();',
    '  const items = useThemeConfig().navbar.items;',
    '  return <ul className="menu__list heron-primary">{items.map((item, i) => <NavbarItem mobile {...item} onClick={() => mobileSidebar.toggle()} key={i} />)}</ul>;',
    '}',
  ].join('\n'),
  'src/theme/Navbar/MobileSidebar/SecondaryMenu/index.js': [
    "import React from 'react';",
    "import { useNavbarSecondaryMenu } from '@docusaurus/theme-common/internal';",
    'export default function HeronSecondaryMenu() {',
    '  const secondaryMenu = useNavbarSecondaryMenu();',
    '  return <>',
    '    <button type="button" className="clean-btn navbar-sidebar__back heron-back" onClick={() => secondaryMenu.hide()}>To the heron menu</button>',
    '    {secondaryMenu.content}',
    '  </>;',
    '}',
  ].join('\n'),
};

Menu.before(async () => {
  site = await buildAndServe(writeSiteFiles('e2e-swizzled-mobile-menu', FILES));
  browser = await launchBrowser();
  // Pages block the service worker: none of these tests is about it, and each would precache the site.
  pages = pagePool(browser, { serviceWorkers: 'block' });
});
Menu.after(async () => {
  await pages?.close();
  await browser?.close();
  await site?.close();
});

Menu('on a wide window the site\'s navbar shows no menu at all', async () => {
  const { page, done } = await pages.take({ viewport: { width: 1280, height: 800 } });
  await page.goto(site.url('docs/wading'));
  await waitForHydration(page);
  assert.is(await page.locator('nav.heron-nav').count(), 1);
  assert.is(await page.locator('.navbar-sidebar').count(), 0);
  await done();
});

Menu('on a phone the site\'s toggle opens the site\'s menu with the docs sidebar first; back shows the navbar\'s items', async () => {
  const { page, done } = await pages.take({ viewport: { width: 400, height: 800 } });
  const log = watchConsole(page);
  await page.goto(site.url('docs/wading'));
  await waitForHydration(page);
  // Drawn while closed, as Docusaurus draws a swizzled one, but out of sight until opened.
  assert.is(await page.locator('.navbar-sidebar').isVisible(), false);
  const toggle = page.locator('nav.heron-nav button.navbar__toggle');
  await toggle.click();
  await page.locator('nav.heron-nav.navbar-sidebar--show .navbar-sidebar').waitFor({ state: 'visible' });
  assert.is(await toggle.getAttribute('aria-expanded'), 'true');
  const panels = page.locator('.navbar-sidebar__items');
  assert.match(await panels.getAttribute('class') ?? '', 'navbar-sidebar__items--show-secondary');
  await page.locator('.navbar-sidebar .menu__link', { hasText: 'Nests' }).first().waitFor();
  await page.getByRole('button', { name: 'To the heron menu' }).click();
  await page.waitForFunction(() => !document.querySelector('.navbar-sidebar__items')?.classList.contains('navbar-sidebar__items--show-secondary'));
  await page.locator('.heron-primary a', { hasText: 'Nests' }).click();
  await page.waitForURL(/\/docs\/nests$/);
  await page.locator('nav.heron-nav.navbar-sidebar--show').waitFor({ state: 'detached' });
  assert.is(await toggle.getAttribute('aria-expanded'), 'false');
  assert.equal(log.errors, [], 'console errors');
  await done();
});

Menu('Escape closes the site\'s menu and gives focus back to its toggle', async () => {
  const { page, done } = await pages.take({ viewport: { width: 400, height: 800 } });
  await page.goto(site.url('docs/wading'));
  await waitForHydration(page);
  await page.locator('nav.heron-nav button.navbar__toggle').click();
  await page.locator('nav.heron-nav.navbar-sidebar--show').waitFor();
  await page.keyboard.press('Escape');
  await page.locator('nav.heron-nav.navbar-sidebar--show').waitFor({ state: 'detached' });
  assert.is(await page.evaluate(() => document.activeElement?.classList.contains('navbar__toggle')), true);
  await done();
});

Menu.run();
