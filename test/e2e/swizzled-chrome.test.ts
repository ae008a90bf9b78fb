/**
 * A Docusaurus site's swizzled Footer and NotFound (ejected) and SearchBar, CodeBlock, DocItem/Layout,
 * Layout, DocSidebarItem/Category and BlogPostItem (wrapping the theme's), BlogPostItems,
 * AnnouncementBar/CloseButton and ColorModeToggle (ejected), and a custom navbar item kind of NavbarItem/ComponentTypes, once
 * hydrated in Chromium: no mismatch, and their state and the originals' behaviour work.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser } from 'playwright-core';
import { launchBrowser, watchConsole, waitForHydration } from '../helpers/browser.ts';
import { buildAndServe, type ServedSite } from '../helpers/serve-build.ts';
import { writeSiteFiles } from '../helpers/site-files.ts';
import { pagePool, type PagePool } from '../helpers/page-pool.ts';

const Swizzled = suite('swizzled Footer, NotFound, SearchBar, CodeBlock, DocItem/Layout, Layout, DocSidebarItem/Category, BlogPostItem(s), AnnouncementBar/CloseButton, ColorModeToggle and NavbarItem/ComponentTypes, in Chromium');
let browser: Browser;
let site: ServedSite;
let pages: PagePool;

const FILES: Record<string, string> = {
  'site.config.json': JSON.stringify({
    title: 'Kites', url: 'https://example.org', baseUrl: '/kites/', contentDir: '.', search: { provider: 'local' },
    announcementBar: { id: 'festival', content: 'Kite festival on Sunday', isCloseable: true },
    footer: { links: [{ title: 'Learn', items: [{ label: 'Flying', to: '/docs/fly' }] }], copyright: 'Kite club' },
    navbar: { items: [{ to: '/docs/fly', label: 'Fly', position: 'left' }, { type: 'custom-gusts', label: 'Gusts', position: 'left' }] },
  }),
  // A navbar item kind of the site's own, with state, drawn in the bar and in the mobile menu.
  'src/theme/NavbarItem/ComponentTypes.js': [
    "import React, { useState } from 'react';",
    "import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';",
    'function Gusts({ label, mobile }) {',
    '  const [gusts, setGusts] = useState(0);',
    '  const button = <button type="button" className="kite-gusts" data-mobile={mobile ? \'yes\' : \'no\'} onClick={() => setGusts(gusts + 1)}>{label}: {gusts}</button>;',
    '  return mobile ? <li className="menu__list-item">{button}</li> : <div className="navbar__item">{button}</div>;',
    '}',
    "export default { ...ComponentTypes, 'custom-gusts': Gusts };",
  ].join('\n'),
  'docs/fly.md': '# Flying\n\nHold the line.\n\n```js\nconst knot = "bowline";\n```\n\n## Knots\n\nTie.\n',
  // Rewrites each heading's HTML: the browser must read the same HTML as the server did.
  'src/theme/TOC/index.js': [
    "import React from 'react';",
    "import TOC from '@theme-original/TOC';",
    'export default function TOCWrapper(props) {',
    "  return <><TOC {...props} toc={props.toc.map((item) => ({ ...item, value: `${item.value} (${item.value.length})` }))} />",
    '    <p className="kite-headings">{props.toc.map((item) => item.value).join(", ")}</p></>;',
    '}',
  ].join('\n'),
  'docs/land.md': '# Landing\n\nFlare late.\n',
  'docs/wind/_category_.json': JSON.stringify({ label: 'Wind', collapsed: true }),
  'docs/wind/breeze.md': '# Breeze\n\nLight air.\n',
  'docs/wind/storm.md': '# Storm\n\nStay home.\n',
  // The theme's category under a class of the site's own: its folding must keep working.
  'src/theme/DocSidebarItem/Category/index.js': [
    "import React from 'react';",
    "import Category from '@theme-original/DocSidebarItem/Category';",
    "export default function CategoryWrapper(props) { return <Category {...props} item={{ ...props.item, className: 'kite-category' }} />; }",
  ].join('\n'),
  // The bar's close button of the site's own, given the theme's onClick.
  'src/theme/AnnouncementBar/CloseButton/index.js': [
    "import React from 'react';",
    'export default function CloseButton({ className, onClick }) {',
    '  return <button type="button" className={`kite-close ${className}`} onClick={onClick}>Hide festival news</button>;',
    '}',
  ].join('\n'),
  // The blog list's posts in a section of the site's own, each body hydrating in its item.
  'src/theme/BlogPostItems/index.js': [
    "import React from 'react';",
    "import { BlogPostProvider } from '@docusaurus/plugin-content-blog/client';",
    "import BlogPostItem from '@theme/BlogPostItem';",
    'export default function Items({ items }) {',
    '  return <section className="kite-list">{items.map(({ content: Body }) => (',
    '    <BlogPostProvider key={Body.metadata.permalink} content={Body}><BlogPostItem><Body /></BlogPostItem></BlogPostProvider>',
    '  ))}</section>;',
    '}',
  ].join('\n'),
  // A light/dark switch of the site's own, changing the mode through the onChange it is given.
  'src/theme/ColorModeToggle/index.js': [
    "import React from 'react';",
    'export default function ModeToggle({ className, value, onChange }) {',
    "  const next = value === 'dark' ? 'light' : 'dark';",
    '  return <div className={className}><button type="button" className="kite-mode" onClick={() => onChange(next)}>Go {next}</button></div>;',
    '}',
  ].join('\n'),
  'blog/2026-01-02-lift.md': '---\ntitle: Lift\n---\n\nUp we go.\n\n<!-- truncate -->\n\nHigher.\n',
  // Claps under a post on its own page only, as sites add comments there.
  'src/theme/BlogPostItem/index.js': [
    "import React, { useState } from 'react';",
    "import BlogPostItem from '@theme-original/BlogPostItem';",
    "import { useBlogPost } from '@docusaurus/plugin-content-blog/client';",
    'export default function ItemWrapper(props) {',
    '  const { isBlogPostPage, metadata } = useBlogPost();',
    '  const [claps, setClaps] = useState(0);',
    '  return <><BlogPostItem {...props} />',
    '    {isBlogPostPage && <button type="button" className="kite-claps" onClick={() => setClaps(claps + 1)}>Clap {metadata.title}: {claps}</button>}</>;',
    '}',
  ].join('\n'),
  // A feedback widget after each doc, as many sites add around the original DocItem/Layout.
  'src/theme/DocItem/Layout/index.js': [
    "import React, { useState } from 'react';",
    "import Layout from '@theme-original/DocItem/Layout';",
    "import { useDoc } from '@docusaurus/plugin-content-docs/client';",
    'export default function LayoutWrapper(props) {',
    '  const { metadata } = useDoc();',
    '  const [votes, setVotes] = useState(0);',
    '  return <><Layout {...props} /><aside className="kite-feedback" aria-label="Feedback">',
    '    <p>Rate {metadata.title}</p><button type="button" onClick={() => setVotes(votes + 1)}>Votes: {votes}</button></aside></>;',
    '}',
  ].join('\n'),
  'src/theme/Footer/index.js': [
    "import React, { useState } from 'react';",
    "import Link from '@docusaurus/Link';",
    "import { useThemeConfig } from '@docusaurus/theme-common';",
    'export default function Footer() {',
    '  const { footer } = useThemeConfig();',
    '  const [cheers, setCheers] = useState(0);',
    '  return <footer className="kite-footer">',
    '    {footer.links[0].items.map((item) => <Link key={item.label} to={item.to}>{item.label}</Link>)}',
    '    <button type="button" onClick={() => setCheers(cheers + 1)}>Cheers: {cheers}</button></footer>;',
    '}',
  ].join('\n'),
  'src/theme/NotFound.js': [
    "import React, { useState } from 'react';",
    "import { PageMetadata } from '@docusaurus/theme-common';",
    "import Layout from '@theme/Layout';",
    "import NotFoundContent from '@theme/NotFound/Content';",
    'export default function NotFound() {',
    '  const [tries, setTries] = useState(0);',
    '  return <><PageMetadata title="Lost kite" /><Layout>',
    '    <button type="button" onClick={() => setTries(tries + 1)}>Look again: {tries}</button><NotFoundContent /></Layout></>;',
    '}',
  ].join('\n'),
  // A ribbon over every page, as sites wrap Layout for banners; its state must survive hydration.
  'src/theme/Layout/index.js': [
    "import React, { useState } from 'react';",
    "import OriginalLayout from '@theme-original/Layout';",
    'export default function LayoutWrapper(props) {',
    '  const [open, setOpen] = useState(true);',
    '  return <>{open && <div className="kite-ribbon" role="note">Wind warning <button type="button" onClick={() => setOpen(false)}>Hide ribbon</button></div>}',
    '    <OriginalLayout {...props} /></>;',
    '}',
  ].join('\n'),
  'src/theme/SearchBar/index.js': [
    "import React from 'react';",
    "import SearchBar from '@theme-original/SearchBar';",
    'export default function SearchBarWrapper(props) { return <div className="kite-search-wrap"><SearchBar {...props} /></div>; }',
  ].join('\n'),
  'src/theme/CodeBlock/index.js': [
    "import React, { useState } from 'react';",
    "import CodeBlock from '@theme-original/CodeBlock';",
    'export default function CodeBlockWrapper(props) {',
    '  const [liked, setLiked] = useState(false);',
    '  return <div className="kite-code"><button type="button" aria-pressed={liked} onClick={() => setLiked(!liked)}>Like</button><CodeBlock {...props} /></div>;',
    '}',
  ].join('\n'),
};

Swizzled.before(async () => {
  site = await buildAndServe(writeSiteFiles('e2e-swizzled-chrome', FILES));
  browser = await launchBrowser();
  // Pages block the service worker: none of these tests is about it (the offline suites are), and
  // with it each test's first load precached the whole site again after the pool's wipe.
  pages = pagePool(browser, { serviceWorkers: 'block' });
});
Swizzled.after(async () => {
  await pages?.close();
  await browser?.close();
  await site?.close();
});

Swizzled('a doc hydrates cleanly with the ejected Footer, the wrapped SearchBar and the wrapped CodeBlock, each working', async () => {
  const { page, done } = await pages.take();
  const log = watchConsole(page);
  await page.goto(site.url('docs/fly'));
  await waitForHydration(page);
  const cheers = page.locator('.kite-footer').getByRole('button', { name: /Cheers/ });
  await cheers.click();
  await page.locator('.kite-footer button', { hasText: 'Cheers: 1' }).waitFor();
  assert.is(await page.locator('.kite-footer a').getAttribute('href'), '/kites/docs/fly');
  await page.locator('opdocs-island[data-hydrated] .kite-code').waitFor();
  await page.locator('.kite-code').getByRole('button', { name: 'Like' }).click();
  await page.locator('.kite-code button[aria-pressed="true"]').waitFor();
  await page.locator('.kite-search-wrap .navbar__search button').click();
  await page.waitForSelector('#docsearch-input');
  assert.equal(log.errors, [], 'console errors');
  assert.equal(log.warnings, [], 'console warnings');
  await done();
});

Swizzled('a DocItem/Layout wrapper hydrates around the theme\'s doc columns and follows client navigation to the next doc', async () => {
  const { page, done } = await pages.take();
  const log = watchConsole(page);
  await page.goto(site.url('docs/fly'));
  await waitForHydration(page);
  const feedback = page.getByRole('complementary', { name: 'Feedback' });
  assert.is(await feedback.locator('p').innerText(), 'Rate Flying');
  await feedback.getByRole('button', { name: 'Votes: 0' }).click();
  await feedback.getByRole('button', { name: 'Votes: 1' }).waitFor();
  // The wrapper follows the theme's doc column, inside the page's main landmark.
  assert.is(await page.locator('main .doc-main__row + aside.kite-feedback').count(), 1);
  assert.is(await page.locator('.doc-main__toc a[href="#knots"]').innerText(), 'Knots (5)');
  assert.is(await page.locator('.kite-headings').innerText(), 'Knots');
  await page.locator('.pagination-nav a', { hasText: 'Landing' }).click();
  await feedback.locator('p', { hasText: 'Rate Landing' }).waitFor();
  assert.match(await page.locator('.doc-main__content article').innerText(), 'Flare late.');
  assert.equal(log.errors, [], 'console errors');
  assert.equal(log.warnings, [], 'console warnings');
  await done();
});

Swizzled('an unknown path shows the ejected NotFound around the theme\'s NotFound/Content, hydrated', async () => {
  const { page, done } = await pages.take();
  const log = watchConsole(page);
  const res = await page.goto(site.url('docs/no-such-kite'));
  assert.is(res?.status(), 404);
  await waitForHydration(page);
  assert.is(await page.title(), 'Lost kite | Kites');
  assert.is(await page.locator('main.not-found-page h1').innerText(), 'Page Not Found');
  await page.getByRole('button', { name: /Look again/ }).click();
  await page.getByRole('button', { name: 'Look again: 1' }).waitFor();
  // The document's own 404 status is logged by Chromium as a failed resource; nothing else may be.
  assert.equal(log.errors.filter((e) => !/status of 404/.test(e)), [], 'console errors');
  assert.equal(log.warnings, [], 'console warnings');
  await done();
});

Swizzled('a Layout wrapper draws its ribbon once above the theme\'s frame on every page, and hydrates', async () => {
  const { page, done } = await pages.take();
  const log = watchConsole(page);
  await page.goto(site.url('docs/fly'));
  await waitForHydration(page);
  assert.is(await page.locator('.kite-ribbon').count(), 1);
  // Before the skip link and navbar, as a wrapper of Docusaurus' Layout puts it.
  assert.ok(await page.evaluate(() => {
    const ribbon = document.querySelector('.kite-ribbon');
    const navbar = document.querySelector('nav.navbar');
    return !!ribbon && !!navbar && !!(ribbon.compareDocumentPosition(navbar) & Node.DOCUMENT_POSITION_FOLLOWING);
  }));
  assert.is(await page.locator('nav.navbar').count(), 1);
  await page.getByRole('button', { name: 'Hide ribbon' }).click();
  await page.locator('.kite-ribbon').waitFor({ state: 'detached' });
  await page.goto(site.url('docs/no-such-kite'));
  await waitForHydration(page);
  assert.is(await page.locator('.kite-ribbon').count(), 1);
  assert.equal(log.errors.filter((e) => !/status of 404/.test(e)), [], 'console errors');
  assert.equal(log.warnings, [], 'console warnings');
  await done();
});

Swizzled('a custom navbar item kind hydrates in the bar, and draws again in the mobile menu with mobile set', async () => {
  const { page, done } = await pages.take();
  const log = watchConsole(page);
  await page.goto(site.url('docs/fly'));
  await waitForHydration(page);
  const bar = page.locator('nav.navbar .navbar__items:not(.navbar__items--right)');
  assert.is(await bar.locator('.navbar__item').nth(1).locator('.kite-gusts').getAttribute('data-mobile'), 'no');
  await bar.getByRole('button', { name: 'Gusts: 0' }).click();
  await bar.getByRole('button', { name: 'Gusts: 1' }).waitFor();
  await page.setViewportSize({ width: 420, height: 800 });
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  // On a doc the menu opens on the docs sidebar; the navbar's items are the main menu.
  await page.locator('.navbar-sidebar__back').click();
  const menu = page.locator('.navbar-sidebar .menu__list');
  const gusts = menu.locator('li.menu__list-item > .kite-gusts');
  await gusts.waitFor();
  assert.is(await gusts.getAttribute('data-mobile'), 'yes');
  // In the order the config gives, after the link before it.
  assert.equal(await menu.first().locator(':scope > li').evaluateAll((items) => items.map((li) => li.textContent)), ['Fly', 'Gusts: 0']);
  await gusts.click();
  await menu.getByRole('button', { name: 'Gusts: 1' }).waitFor();
  assert.equal(log.errors, [], 'console errors');
  assert.equal(log.warnings, [], 'console warnings');
  await done();
});

Swizzled('a wrapped sidebar category folds and unfolds in Chromium, and stays open across client navigation inside it', async () => {
  const { page, done } = await pages.take();
  const log = watchConsole(page);
  await page.goto(site.url('docs/fly'));
  await waitForHydration(page);
  const sidebar = page.locator('aside .theme-doc-sidebar-menu');
  const category = sidebar.locator('li.kite-category');
  const toggle = category.getByRole('button', { name: 'Wind' });
  assert.is(await toggle.getAttribute('aria-expanded'), 'false');
  assert.is(await category.getByRole('link', { name: 'Breeze' }).isVisible(), false);
  await toggle.click();
  await category.locator('[aria-expanded="true"]').waitFor();
  await category.getByRole('link', { name: 'Breeze' }).click();
  await page.waitForURL(/\/docs\/wind\/breeze$/);
  await page.locator('.doc-main__content article', { hasText: 'Light air.' }).waitFor();
  assert.is(await category.getByRole('link', { name: 'Breeze' }).getAttribute('aria-current'), 'page');
  assert.is(await toggle.getAttribute('aria-expanded'), 'true');
  await toggle.click();
  await category.locator('[aria-expanded="false"]').waitFor();
  await category.getByRole('link', { name: 'Storm' }).waitFor({ state: 'hidden' });
  assert.equal(log.errors, [], 'console errors');
  assert.equal(log.warnings, [], 'console warnings');
  await done();
});

Swizzled('an ejected BlogPostItems lists the posts, and a wrapped BlogPostItem hydrates on the post\'s page with its own state', async () => {
  const { page, done } = await pages.take();
  const log = watchConsole(page);
  await page.goto(site.url('blog'));
  await waitForHydration(page);
  assert.is(await page.locator('section.kite-list > article.blog-post-item').count(), 1);
  assert.match(await page.locator('section.kite-list article').innerText(), 'Up we go.');
  assert.is(await page.locator('.kite-claps').count(), 0);
  await page.locator('article.blog-post-item h2 a', { hasText: 'Lift' }).click();
  const claps = page.getByRole('button', { name: 'Clap Lift: 0' });
  await claps.waitFor();
  assert.match(await page.locator('article.blog-post-page-article').innerText(), 'Higher.');
  await claps.click();
  await page.getByRole('button', { name: 'Clap Lift: 1' }).waitFor();
  await page.reload();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Clap Lift: 0' }).click();
  await page.getByRole('button', { name: 'Clap Lift: 1' }).waitFor();
  assert.equal(log.errors, [], 'console errors');
  assert.equal(log.warnings, [], 'console warnings');
  await done();
});

Swizzled('an ejected announcement close button closes the theme\'s bar, which stays closed on the next page load', async () => {
  const { page, done } = await pages.take();
  const log = watchConsole(page);
  await page.goto(site.url('docs/land'));
  await waitForHydration(page);
  const bar = page.getByRole('banner').filter({ hasText: 'Kite festival on Sunday' });
  await bar.getByRole('button', { name: 'Hide festival news' }).click();
  await bar.waitFor({ state: 'detached' });
  await page.reload();
  await waitForHydration(page);
  assert.is(await page.locator('.theme-announcement-bar').isVisible(), false);
  assert.equal(log.errors, [], 'console errors');
  assert.equal(log.warnings, [], 'console warnings');
  await done();
});

Swizzled('an ejected color mode toggle switches the page\'s mode through onChange, remembered on the next load', async () => {
  const { page, done } = await pages.take({ colorScheme: 'light' });
  const log = watchConsole(page);
  await page.goto(site.url('docs/land'));
  await waitForHydration(page);
  const toggle = page.locator('nav.navbar .kite-mode');
  await toggle.getByText('Go dark').click();
  await page.locator('html[data-theme="dark"]').waitFor({ state: 'attached' });
  await toggle.getByText('Go light').waitFor();
  await page.reload();
  await waitForHydration(page);
  assert.is(await page.locator('html').getAttribute('data-theme'), 'dark');
  await toggle.getByText('Go light').waitFor();
  assert.equal(log.errors, [], 'console errors');
  assert.equal(log.warnings, [], 'console warnings');
  await done();
});

Swizzled.run();
