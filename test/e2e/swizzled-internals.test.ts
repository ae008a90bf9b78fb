/**
 * Swizzles built on Docusaurus' theme internals (`@docusaurus/theme-common/internal`), once
 * hydrated in Chromium: an ejected Navbar/Content and Navbar/MobileSidebar/Header opening and
 * closing the theme's mobile menu, an ejected AnnouncementBar closed for good, an ejected
 * TOCItems highlighting by class, and an ejected DocSidebarItem/Category folding its items.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser } from 'playwright-core';
import { launchBrowser, watchConsole, waitForHydration } from '../helpers/browser.ts';
import { pagePool, type PagePool } from '../helpers/page-pool.ts';
import { buildAndServe, type ServedSite } from '../helpers/serve-build.ts';
import { writeSiteFiles } from '../helpers/site-files.ts';

const Internals = suite('swizzles on theme-common/internal (Navbar/Content, mobile menu header, AnnouncementBar, TOCItems, DocSidebarItem/Category) in Chromium');
let browser: Browser;
let pages: PagePool;
let site: ServedSite;

const LONG = Array.from({ length: 30 }, (_, i) => `Line ${i} of wading.`).join('\n\n');

const FILES: Record<string, string> = {
  'site.config.json': JSON.stringify({
    title: 'Herons', url: 'https://example.org', baseUrl: '/herons/', contentDir: '.',
    announcementBar: { id: 'nesting', content: 'Nesting season', isCloseable: true },
    navbar: { title: 'Herons', items: [{ label: 'Guide', to: '/docs/wading', position: 'left' }] },
  }),
  'docs/wading.md': `# Wading\n\n${LONG}\n\n## Shallows\n\n${LONG}\n\n## Reeds\n\n${LONG}\n`,
  'docs/nesting/_category_.json': JSON.stringify({ label: 'Nesting', collapsed: true }),
  'docs/nesting/trees.md': '# Trees\n\nHigh up.\n',
  'src/theme/Navbar/Content/index.js': [
    "import React from 'react';",
    "import { useThemeConfig } from '@docusaurus/theme-common';",
    "import { splitNavbarItems, useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';",
    "import NavbarItem from '@theme/NavbarItem';",
    "import NavbarMobileSidebarToggle from '@theme/Navbar/MobileSidebar/Toggle';",
    "import NavbarLogo from '@theme/Navbar/Logo';",
    'export default function NavbarContent() {',
    '  const mobileSidebar = useNavbarMobileSidebar();',
    '  const [left, right] = splitNavbarItems(useThemeConfig().navbar.items);',
    '  return <div className="navbar__inner heron-inner">',
    '    <div className="navbar__items">{!mobileSidebar.disabled && <NavbarMobileSidebarToggle />}<NavbarLogo />{left.map((item, i) => <NavbarItem key={i} {...item} />)}</div>',
    '    <div className="navbar__items navbar__items--right">{right.map((item, i) => <NavbarItem key={i} {...item} />)}<span className="heron-shown">{String(mobileSidebar.shown)}</span></div>',
    '  </div>;',
    '}',
  ].join('\n'),
  'src/theme/Navbar/MobileSidebar/Header/index.js': [
    "import React from 'react';",
    "import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';",
    "import NavbarLogo from '@theme/Navbar/Logo';",
    'export default function Header() {',
    '  const mobileSidebar = useNavbarMobileSidebar();',
    '  return <div className="navbar-sidebar__brand heron-header"><NavbarLogo />',
    '    <button type="button" className="clean-btn navbar-sidebar__close" onClick={() => mobileSidebar.toggle()}>Close heron menu</button></div>;',
    '}',
  ].join('\n'),
  'src/theme/AnnouncementBar/index.js': [
    "import React from 'react';",
    "import { useThemeConfig } from '@docusaurus/theme-common';",
    "import { useAnnouncementBar } from '@docusaurus/theme-common/internal';",
    "import AnnouncementBarContent from '@theme/AnnouncementBar/Content';",
    'export default function AnnouncementBar() {',
    '  const { announcementBar } = useThemeConfig();',
    '  const { isActive, close } = useAnnouncementBar();',
    '  if (!isActive) return null;',
    '  return <div className="heron-bar" role="banner"><AnnouncementBarContent />',
    '    {announcementBar.isCloseable && <button type="button" onClick={close}>Hide news</button>}</div>;',
    '}',
  ].join('\n'),
  'src/theme/TOCItems/index.js': [
    "import React from 'react';",
    "import { useTOCHighlight, useFilteredAndTreeifiedTOC } from '@docusaurus/theme-common/internal';",
    "import TOCItemTree from '@theme/TOCItems/Tree';",
    'export default function TOCItems({ toc, className, minHeadingLevel = 2, maxHeadingLevel = 3 }) {',
    '  const tree = useFilteredAndTreeifiedTOC({ toc, minHeadingLevel, maxHeadingLevel });',
    "  useTOCHighlight({ linkClassName: 'heron-link', linkActiveClassName: 'heron-link--on', minHeadingLevel, maxHeadingLevel });",
    '  return <TOCItemTree toc={tree} className={className} linkClassName="heron-link" />;',
    '}',
  ].join('\n'),
  'src/theme/DocSidebarItem/Category/index.js': [
    "import React from 'react';",
    "import { Collapsible, useCollapsible } from '@docusaurus/theme-common';",
    "import { isActiveSidebarItem } from '@docusaurus/theme-common/internal';",
    "import DocSidebarItems from '@theme/DocSidebarItems';",
    'export default function Category({ item, activePath, level, onItemClick }) {',
    '  const { collapsed, toggleCollapsed } = useCollapsible({ initialState: () => item.collapsed && !isActiveSidebarItem(item, activePath) });',
    '  return <li className="menu__list-item heron-category">',
    '    <button type="button" className="menu__link" aria-expanded={!collapsed} onClick={toggleCollapsed}>{item.label}</button>',
    '    <Collapsible lazy as="ul" className="menu__list" collapsed={collapsed}><DocSidebarItems items={item.items} activePath={activePath} level={level + 1} onItemClick={onItemClick} /></Collapsible>',
    '  </li>;',
    '}',
  ].join('\n'),
};

Internals.before(async () => {
  site = await buildAndServe(writeSiteFiles('e2e-swizzled-internals', FILES));
  browser = await launchBrowser();
  // Pages block the service worker: none of these tests is about it, and each would precache the site.
  pages = pagePool(browser, { serviceWorkers: 'block' });
});
Internals.after(async () => {
  await pages?.close();
  await browser?.close();
  await site?.close();
});

Internals('on a phone the site\'s bar opens the theme\'s menu under the site\'s header, whose button closes it and gives focus back', async () => {
  const { page, done } = await pages.take({ viewport: { width: 400, height: 800 } });
  const log = watchConsole(page);
  await page.goto(site.url('docs/wading'));
  await waitForHydration(page);
  const toggle = page.locator('.heron-inner .navbar__toggle');
  await toggle.click();
  const menu = page.getByRole('dialog', { name: 'Navigation menu' });
  await menu.locator('.heron-header').waitFor();
  await page.locator('.heron-shown', { hasText: 'true' }).waitFor();
  assert.is(await toggle.getAttribute('aria-expanded'), 'true');
  // The menu puts focus on the close button of the site's header.
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Close heron menu');
  await menu.getByRole('button', { name: 'Close heron menu' }).click();
  await menu.waitFor({ state: 'detached' });
  assert.is(await page.evaluate(() => document.activeElement?.classList.contains('navbar__toggle')), true);
  assert.is(await page.locator('.heron-shown').innerText(), 'false');
  assert.equal(log.errors, [], 'console errors');
  assert.equal(log.warnings, [], 'console warnings');
  await done();
});

Internals('the site\'s announcement bar closes through useAnnouncementBar and stays closed on the next visit', async () => {
  const { page, done } = await pages.take();
  const log = watchConsole(page);
  await page.goto(site.url('docs/wading'));
  await waitForHydration(page);
  await page.locator('.heron-bar').getByRole('button', { name: 'Hide news' }).click();
  await page.locator('.heron-bar').waitFor({ state: 'detached' });
  await page.reload();
  await waitForHydration(page);
  await page.locator('.heron-bar').waitFor({ state: 'detached' });
  assert.equal(log.errors, [], 'console errors');
  await done();
});

Internals('the site\'s TOC links follow the reader through useTOCHighlight, and its category folds open', async () => {
  const { page, done } = await pages.take({ viewport: { width: 1280, height: 700 } });
  const log = watchConsole(page);
  await page.goto(site.url('docs/wading'));
  await waitForHydration(page);
  // The Reeds heading just under the navbar: its section is the one being read.
  await page.evaluate(() => window.scrollTo(0, document.getElementById('reeds')!.getBoundingClientRect().top + window.scrollY - 120));
  await page.locator('a.heron-link.heron-link--on[href="#reeds"]').waitFor();
  assert.is(await page.locator('a.heron-link--on').count(), 1);
  const nesting = page.locator('.heron-category > button', { hasText: 'Nesting' });
  assert.is(await nesting.getAttribute('aria-expanded'), 'false');
  await nesting.click();
  await page.locator('.heron-category a[href="/herons/docs/nesting/trees"]').waitFor();
  assert.is(await nesting.getAttribute('aria-expanded'), 'true');
  assert.equal(log.errors, [], 'console errors');
  assert.equal(log.warnings, [], 'console warnings');
  await done();
});

Internals.run();
