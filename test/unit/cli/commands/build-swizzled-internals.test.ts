/**
 * Swizzles that import Docusaurus' theme internals (`@docusaurus/theme-common/internal` and the
 * rarer names of theme-common and the docs plugin's client): an ejected DocSidebarItem/Category,
 * a Layout/Provider composing the theme's state providers, and an ejected TOC that nests and
 * highlights the headings itself. Each applies, and one importing a name opdocs lacks is left out
 * instead of failing the build.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { listSwizzled } from '../../../../cli/bundle/swizzled.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Internals = suite('opdocs build: swizzles importing Docusaurus theme internals');

const SITE: Record<string, string> = {
  'site.config.json': JSON.stringify({ title: 'Ibis', url: 'https://example.org', baseUrl: '/', contentDir: '.', docs: { sidebarAutoCollapseCategories: true } }),
  'docs/intro.md': '# Intro\n\nCurved bills.\n',
  'docs/flight/_category_.json': JSON.stringify({ label: 'Flight', collapsed: true }),
  'docs/flight/gliding.md': '# Gliding\n\n## Thermals\n\nUp.\n\n### Rising air\n\nMore.\n\n## Landing\n\nDown.\n',
  'docs/nesting/_category_.json': JSON.stringify({ label: 'Nesting', collapsed: true }),
  'docs/nesting/trees.md': '# Trees\n\nHigh.\n',
  'src/theme/DocSidebarItem/Category/index.js': [
    "import React, { useEffect } from 'react';",
    "import { ThemeClassNames, useThemeConfig, usePrevious, Collapsible, useCollapsible } from '@docusaurus/theme-common';",
    "import { isActiveSidebarItem, findFirstSidebarItemLink, useDocSidebarItemsExpandedState, isSamePath } from '@docusaurus/theme-common/internal';",
    "import Link from '@docusaurus/Link';",
    "import DocSidebarItems from '@theme/DocSidebarItems';",
    'export default function Category({ item, onItemClick, activePath, level, index }) {',
    '  const isActive = isActiveSidebarItem(item, activePath);',
    '  const wasActive = usePrevious(isActive);',
    '  const { collapsed, setCollapsed } = useCollapsible({ initialState: () => item.collapsible ? !isActive && item.collapsed : false });',
    '  const { expandedItem, setExpandedItem } = useDocSidebarItemsExpandedState();',
    '  const { autoCollapseCategories } = useThemeConfig().docs.sidebar;',
    '  useEffect(() => { if (isActive && !wasActive && collapsed) setCollapsed(false); }, [isActive, wasActive, collapsed, setCollapsed]);',
    '  useEffect(() => { if (autoCollapseCategories && expandedItem !== null && expandedItem !== index && !collapsed) setCollapsed(true); }, [expandedItem, index]);',
    '  const href = findFirstSidebarItemLink(item);',
    '  return <li className={`${ThemeClassNames.docs.docSidebarItemCategory} ibis-category ibis-auto-${autoCollapseCategories}`}>',
    '    <Link className={`menu__link${isActive ? " menu__link--active" : ""}`} href={href} aria-current={isSamePath(href, activePath) ? "page" : undefined}',
    '      aria-expanded={!collapsed} onClick={(e) => { e.preventDefault(); setExpandedItem(collapsed ? index : null); setCollapsed(!collapsed); }}>{item.label}</Link>',
    '    <Collapsible lazy as="ul" className="menu__list" collapsed={collapsed}>',
    '      <DocSidebarItems items={item.items} tabIndex={collapsed ? -1 : 0} onItemClick={onItemClick} activePath={activePath} level={level + 1} />',
    '    </Collapsible>',
    '  </li>;',
    '}',
  ].join('\n'),
  'src/theme/Layout/Provider/index.js': [
    "import React from 'react';",
    "import { composeProviders } from '@docusaurus/theme-common';",
    "import { AnnouncementBarProvider, ColorModeProvider, DocsSidebarProvider, NavbarProvider, ScrollControllerProvider, PluginHtmlClassNameProvider } from '@docusaurus/theme-common/internal';",
    "import { DocsPreferredVersionContextProvider } from '@docusaurus/plugin-content-docs/client';",
    'const Providers = composeProviders([ColorModeProvider, AnnouncementBarProvider, ScrollControllerProvider, DocsPreferredVersionContextProvider, PluginHtmlClassNameProvider, DocsSidebarProvider, NavbarProvider]);',
    'export default function LayoutProvider({ children }) { return <Providers><div className="ibis-providers">{children}</div></Providers>; }',
  ].join('\n'),
  'src/theme/TOC/index.js': [
    "import React from 'react';",
    "import { useFilteredAndTreeifiedTOC, useTOCHighlight } from '@docusaurus/theme-common/internal';",
    'function Tree({ nodes }) {',
    '  return <ul className="ibis-toc">{nodes.map((n) => <li key={n.id}><a className="ibis-toc-link" href={`#${n.id}`} dangerouslySetInnerHTML={{ __html: n.value }} />{n.children.length > 0 && <Tree nodes={n.children} />}</li>)}</ul>;',
    '}',
    'export default function TOC({ toc, minHeadingLevel = 2, maxHeadingLevel = 3 }) {',
    "  useTOCHighlight({ linkClassName: 'ibis-toc-link', linkActiveClassName: 'ibis-toc-link--active', minHeadingLevel, maxHeadingLevel });",
    '  const tree = useFilteredAndTreeifiedTOC({ toc, minHeadingLevel, maxHeadingLevel });',
    '  return <nav aria-label="On this page" className="ibis-toc-box"><Tree nodes={tree} /></nav>;',
    '}',
  ].join('\n'),
  // A name opdocs does not provide: left out, where importing it would fail the build.
  'src/theme/DocItem/Footer/index.js': [
    "import React from 'react';",
    "import { useCodeWordWrap } from '@docusaurus/theme-common/internal';",
    'export default function Footer() { useCodeWordWrap(); return <footer className="ibis-footer" />; }',
  ].join('\n'),
};

let dir = '';
let html = '';
Internals.before(async () => {
  dir = writeSiteFiles('opdocs-swizzled-internals', SITE);
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  html = readFileSync(join(dir, 'build', 'docs', 'flight', 'gliding', 'index.html'), 'utf8');
});

Internals('the three swizzles apply; the one importing a name opdocs lacks is left out, naming it', () => {
  const listed = listSwizzled(dir);
  assert.equal(listed.filter((s) => !s.missing).map((s) => [s.name, s.point]), [['DocSidebarItem/Category', 'SidebarCategoryItem'], ['Layout/Provider', 'Root'], ['TOC', 'TOCColumn']]);
  assert.equal(listed.find((s) => s.name === 'DocItem/Footer')?.missing, ['useCodeWordWrap from @docusaurus/theme-common/internal']);
  assert.not.match(html, 'ibis-footer');
});

/** The opening tag of the sidebar's anchor reading `text`, attributes in any order. */
const anchor = (text: string) => new RegExp(`<a ([^>]*)>${text}</a>`).exec(html.slice(html.indexOf('theme-doc-sidebar-menu')))?.[1] ?? '';

Internals('the ejected category reads the sidebar settings and opens the one holding the page', () => {
  assert.match(html, '<li class="theme-doc-sidebar-item-category ibis-category ibis-auto-true"><a ');
  const flight = anchor('Flight');
  for (const attr of ['class="menu__link menu__link--active"', 'href="/docs/flight/gliding"', 'aria-expanded="true"', 'aria-current="page"']) assert.match(flight, attr);
  const nesting = anchor('Nesting');
  for (const attr of ['class="menu__link"', 'href="/docs/nesting/trees"', 'aria-expanded="false"']) assert.match(nesting, attr);
  assert.not.match(nesting, 'aria-current');
  // Its items are drawn by the theme's own level, the current doc marked.
  for (const attr of ['class="menu__link menu__link--active"', 'aria-current="page"', 'href="/docs/flight/gliding"']) assert.match(anchor('Gliding'), attr);
});

Internals('the provider wraps every page once, its Docusaurus providers passing children through', () => {
  assert.is(html.match(/class="ibis-providers"/g)?.length, 1);
  assert.match(html, /class="ibis-providers"><[\s\S]*<nav aria-label="Main"/);
});

Internals('the ejected TOC nests the headings of its levels itself', () => {
  assert.match(html, /<nav aria-label="On this page" class="ibis-toc-box"><ul class="ibis-toc"><li><a class="ibis-toc-link" href="#thermals">Thermals<\/a><ul class="ibis-toc"><li><a class="ibis-toc-link" href="#rising-air">Rising air<\/a><\/li><\/ul><\/li><li><a class="ibis-toc-link" href="#landing">Landing<\/a><\/li><\/ul><\/nav>/);
});

Internals.run();
