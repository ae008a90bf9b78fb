/**
 * The docs frame's swizzles: an ejected DocRoot/Layout draws the frame around the doc from
 * `@theme/DocRoot/Layout/Sidebar` and `/Main` (the theme's aside and column), and a site that
 * ejected only the sidebar's parts (DocSidebar/Desktop/Content, DocSidebar/Mobile) gets the
 * frame drawn from Docusaurus' parts with its own in their places.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { listSwizzled, swizzledOverrides } from '../../../../cli/bundle/swizzled.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Frame = suite('opdocs build: swizzled docs frame');

const DOCS = {
  'site.config.json': JSON.stringify({ title: 'Owls', url: 'https://example.org', baseUrl: '/', contentDir: '.' }),
  'docs/hoot.md': '# Hoot\n\nCalls at dusk.\n',
  'docs/perch.md': '# Perch\n\nBranches.\n',
};

const EJECTED_FRAME = {
  ...DOCS,
  'src/theme/DocRoot/Layout/styles.module.css': '.owlFrame { display: flex; width: 100%; }\n',
  'src/theme/DocRoot/Layout/index.js': [
    "import React, { useState } from 'react';",
    "import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';",
    "import BackToTopButton from '@theme/BackToTopButton';",
    "import DocRootLayoutSidebar from '@theme/DocRoot/Layout/Sidebar';",
    "import DocRootLayoutMain from '@theme/DocRoot/Layout/Main';",
    "import styles from './styles.module.css';",
    'export default function OwlFrame({ children }) {',
    '  const sidebar = useDocsSidebar();',
    '  const [hidden, setHidden] = useState(false);',
    '  return (',
    '    <div className={styles.owlFrame} data-owl-sidebar={sidebar ? sidebar.name : "none"}>',
    '      <BackToTopButton />',
    '      {sidebar && <DocRootLayoutSidebar sidebar={sidebar.items} hiddenSidebarContainer={hidden} setHiddenSidebarContainer={setHidden} />}',
    '      <DocRootLayoutMain hiddenSidebarContainer={hidden}>{children}</DocRootLayoutMain>',
    '    </div>',
    '  );',
    '}',
  ].join('\n'),
};

const EJECTED_PARTS = {
  ...DOCS,
  'src/theme/DocSidebar/Desktop/Content/index.js': [
    "import React from 'react';",
    "import { ThemeClassNames } from '@docusaurus/theme-common';",
    "import DocSidebarItems from '@theme/DocSidebarItems';",
    'export default function OwlMenu({ path, sidebar, className }) {',
    '  return (',
    '    <nav aria-label="Owl docs" className={["menu", "owl-menu", className].filter(Boolean).join(" ")}>',
    '      <ul className={`${ThemeClassNames.docs.docSidebarMenu} menu__list`}>',
    '        <DocSidebarItems items={sidebar} activePath={path} level={1} />',
    '      </ul>',
    '    </nav>',
    '  );',
    '}',
  ].join('\n'),
  'src/theme/DocSidebar/Mobile/index.js': [
    "import React from 'react';",
    "import { NavbarSecondaryMenuFiller } from '@docusaurus/theme-common';",
    "import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';",
    "import DocSidebarItems from '@theme/DocSidebarItems';",
    'function OwlMobileMenu({ sidebar, path }) {',
    '  const mobile = useNavbarMobileSidebar();',
    '  return <ul className="owl-mobile menu__list"><DocSidebarItems items={sidebar} activePath={path} level={1} onItemClick={() => mobile.toggle()} /></ul>;',
    '}',
    'export default function OwlMobile(props) {',
    '  return <NavbarSecondaryMenuFiller component={OwlMobileMenu} props={props} />;',
    '}',
  ].join('\n'),
};

const WRAPPED_SIDEBAR = {
  ...DOCS,
  'src/theme/DocSidebar/index.js': [
    "import React from 'react';",
    "import DocSidebar from '@theme-original/DocSidebar';",
    'export default function OwlSidebar(props) {',
    '  return <><p className="owl-banner">{`${props.sidebar.length} notes`}</p><DocSidebar {...props} /></>;',
    '}',
  ].join('\n'),
};

let frame = '';
let parts = '';
let wrapped = '';
Frame.before(async () => {
  frame = writeSiteFiles('opdocs-swizzled-doc-frame', EJECTED_FRAME);
  parts = writeSiteFiles('opdocs-swizzled-doc-frame-parts', EJECTED_PARTS);
  wrapped = writeSiteFiles('opdocs-swizzled-doc-frame-wrapped', WRAPPED_SIDEBAR);
  await buildSite({ siteDir: frame, outDir: 'build', quiet: true });
  await buildSite({ siteDir: parts, outDir: 'build', quiet: true });
  await buildSite({ siteDir: wrapped, outDir: 'build', quiet: true });
});

const page = (dir: string) => readFileSync(join(dir, 'build', 'docs', 'hoot', 'index.html'), 'utf8');

Frame('an ejected DocRoot/Layout is applied, drawing the theme\'s aside and main column around the doc', () => {
  assert.equal(listSwizzled(frame).map((s) => [s.name, s.point]), [['DocRoot/Layout', 'DocRootLayout']]);
  const html = page(frame);
  assert.match(html, /<div class="[^"]*owlFrame[^"]*" data-owl-sidebar="[^"]+">/);
  const aside = /<aside class="theme-doc-sidebar-container doc-sidebar doc-sidebar--parts"[^>]*>([\s\S]*?)<\/aside>/.exec(html)?.[1] ?? '';
  assert.match(aside, /<nav aria-label="Docs sidebar"/);
  assert.match(aside, /aria-current="page"[^>]*>Hoot</);
  assert.match(html, /<main class="doc-main">[\s\S]*Calls at dusk\./);
  assert.not.match(html, 'class="doc-page', 'the site\'s frame replaces the theme\'s');
});

Frame('ejected sidebar parts are applied inside the frame drawn from Docusaurus\' parts', () => {
  assert.equal(listSwizzled(parts).map((s) => [s.name, s.point]), [['DocSidebar/Desktop/Content', 'DocSidebarDesktopContent'], ['DocSidebar/Mobile', 'DocSidebarMobile']]);
  assert.equal([...swizzledOverrides(parts).keys()].sort(), ['DocSidebarDesktopContent', 'DocSidebarMobile']);
  const html = page(parts);
  const aside = /<aside class="theme-doc-sidebar-container doc-sidebar doc-sidebar--parts"[^>]*>([\s\S]*?)<\/aside>/.exec(html)?.[1] ?? '';
  assert.match(aside, /<nav aria-label="Owl docs" class="menu owl-menu">/);
  assert.match(aside, /aria-current="page"[^>]*>Hoot</);
  assert.match(aside, />Perch</);
  assert.match(html, /<div class="doc-page"><aside[\s\S]*<main class="doc-main">[\s\S]*Calls at dusk\./);
});

Frame('a DocSidebar wrapper is drawn in the aside around the theme\'s sidebar, given its items', () => {
  assert.equal(listSwizzled(wrapped).map((s) => [s.name, s.point]), [['DocSidebar', 'DocSidebarByWindow']]);
  const aside = /<aside class="theme-doc-sidebar-container doc-sidebar doc-sidebar--parts"[^>]*>([\s\S]*?)<\/aside>/.exec(page(wrapped))?.[1] ?? '';
  assert.match(aside, /<p class="owl-banner">2 notes<\/p><div class="doc-sidebar__sticky"><nav aria-label="Docs sidebar"/);
});

Frame.run();
