/**
 * A swizzled Navbar/Content, ejected as sites write it (items split with `splitNavbarItems`, each
 * drawn by `@theme/NavbarItem`, the menu button shown by `useNavbarMobileSidebar()`, the navbar's
 * logo, colour toggle and search places) and a wrapped Navbar/Logo and Logo, in every page's bar.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { listSwizzled } from '../../../../cli/bundle/swizzled.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Content = suite('opdocs build: swizzled Navbar/Content, Navbar/Logo and Logo');

const CONFIG = {
  title: 'Herons', url: 'https://example.org', baseUrl: '/herons/', contentDir: '.',
  search: { provider: 'local' },
  navbar: {
    title: 'Heron Guide',
    items: [
      { label: 'Guide', to: '/docs/wading', position: 'left' },
      { label: 'Source', href: 'https://code.example.org/herons', position: 'right' },
    ],
  },
};

const SITE: Record<string, string> = {
  'site.config.json': JSON.stringify(CONFIG),
  'docs/wading.md': '# Wading\n\nSlowly, in the shallows.\n',
  'src/theme/Navbar/Content/index.js': [
    "import React from 'react';",
    "import { useThemeConfig, ErrorCauseBoundary } from '@docusaurus/theme-common';",
    "import { splitNavbarItems, useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';",
    "import NavbarItem from '@theme/NavbarItem';",
    "import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';",
    "import SearchBar from '@theme/SearchBar';",
    "import NavbarMobileSidebarToggle from '@theme/Navbar/MobileSidebar/Toggle';",
    "import NavbarLogo from '@theme/Navbar/Logo';",
    "import NavbarSearch from '@theme/Navbar/Search';",
    'function Items({ items }) {',
    '  return items.map((item, i) => <ErrorCauseBoundary key={i} onError={(e) => new Error(`heron item ${i}`, { cause: e })}><NavbarItem {...item} /></ErrorCauseBoundary>);',
    '}',
    'export default function NavbarContent() {',
    '  const mobileSidebar = useNavbarMobileSidebar();',
    '  const items = useThemeConfig().navbar.items;',
    '  const [left, right] = splitNavbarItems(items);',
    "  const hasSearchItem = items.some((item) => item.type === 'search');",
    '  return <div className="navbar__inner heron-inner">',
    '    <div className="navbar__items">{!mobileSidebar.disabled && <NavbarMobileSidebarToggle />}<NavbarLogo /><Items items={left} /></div>',
    '    <div className="navbar__items navbar__items--right">',
    '      <a className="heron-extra" href="https://chat.example.org">Chat</a>',
    '      <Items items={right} />',
    '      <NavbarItem label="Own" to="/docs/wading" />',
    '      <NavbarColorModeToggle className="heron-toggle" />',
    '      {!hasSearchItem && <NavbarSearch><SearchBar /></NavbarSearch>}',
    '    </div>',
    '  </div>;',
    '}',
  ].join('\n'),
  'src/theme/Navbar/Logo/index.js': [
    "import React from 'react';",
    "import Logo from '@theme-original/Navbar/Logo';",
    'export default function LogoWrapper(props) { return <span className="heron-navbar-logo"><Logo {...props} /></span>; }',
  ].join('\n'),
  'src/theme/Logo/index.js': [
    "import React from 'react';",
    "import Logo from '@theme-original/Logo';",
    "export default function HeronLogo(props) { return <Logo {...props} titleClassName={`${props.titleClassName ?? ''} heron-title`} />; }",
  ].join('\n'),
};

let dir = '';
let html = '';
Content.before(async () => {
  dir = writeSiteFiles('opdocs-swizzled-navbar-content', SITE);
  await buildSite({ siteDir: dir, outDir: 'build', quiet: true });
  html = readFileSync(join(dir, 'build', 'docs', 'wading', 'index.html'), 'utf8');
});

Content('all three swizzles are applied, and migrate\'s list says so', () => {
  assert.equal(listSwizzled(dir).map((s) => [s.name, s.point]), [['Logo', 'SiteLogo'], ['Navbar/Content', 'NavbarContent'], ['Navbar/Logo', 'NavbarLogo']]);
});

Content('the site\'s row replaces the theme\'s inside the navbar, once', () => {
  assert.is(html.match(/class="navbar__inner/g)?.length, 1);
  assert.match(html, /<nav[^>]*class="navbar[^"]*"[^>]*><div class="navbar__inner heron-inner">/);
  assert.match(html, /<a class="heron-extra" href="https:\/\/chat.example.org">Chat<\/a>/);
});

Content('config items are split by position and drawn by the theme\'s own navbar item', () => {
  const left = html.slice(html.indexOf('heron-inner'), html.indexOf('navbar__items--right'));
  assert.match(left, /<a[^>]*href="\/herons\/docs\/wading"[^>]*>Guide<\/a>/);
  assert.not.match(left, /Source/);
  const right = html.slice(html.indexOf('navbar__items--right'));
  assert.match(right, /<a[^>]*href="https:\/\/code.example.org\/herons"[^>]*>Source/);
});

Content('an item the site writes itself gets the baseUrl and is marked as the current page', () => {
  assert.match(html, /<a[^>]*aria-current="page"[^>]*href="\/herons\/docs\/wading"[^>]*>Own<\/a>|<a[^>]*href="\/herons\/docs\/wading"[^>]*aria-current="page"[^>]*>Own<\/a>/);
});

Content('the menu button, the colour toggle and the search button keep their labels', () => {
  assert.match(html, /<button[^>]*class="navbar__toggle clean-btn"[^>]*aria-label="Toggle navigation bar"/);
  assert.match(html, /class="[^"]*heron-toggle[^"]*"/);
  assert.match(html, /<div class="navbar__search">[\s\S]*?<button[^>]*aria-label="Search/);
});

Content('the wrapped Navbar/Logo wraps the logo drawn by the wrapped Logo', () => {
  assert.match(html, /<span class="heron-navbar-logo"><a[^>]*class="navbar__brand"[^>]*href="\/herons\/"[^>]*><b class="navbar__title text--truncate heron-title">Heron Guide<\/b><\/a><\/span>|<span class="heron-navbar-logo"><a[^>]*href="\/herons\/"[^>]*class="navbar__brand"[^>]*><b class="navbar__title text--truncate heron-title">Heron Guide<\/b><\/a><\/span>/);
});

Content.run();
