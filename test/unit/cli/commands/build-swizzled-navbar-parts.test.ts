/**
 * Swizzled parts of the navbar: `NavbarItem/NavbarNavLink` wrapped (changing one link's label by
 * its class) and ejected (its own active rule through `@docusaurus/Link`'s `isNavLink`,
 * `activeClassName` and `isActive`), drawing the navbar's plain links with Docusaurus' props; and
 * an ejected `ColorModeToggle` given the mode and its setter.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const NavLink = suite('opdocs build: swizzled NavbarItem/NavbarNavLink and ColorModeToggle');

const BASE = {
  'site.config.json': JSON.stringify({
    title: 'Ibises', url: 'https://example.org', baseUrl: '/ibis/', contentDir: '.',
    navbar: { items: [
      { to: '/docs/intro', label: 'Guide', activeBasePath: '/docs', position: 'left' },
      { to: '/blog', label: 'News', className: 'nav-count', position: 'left' },
      { href: 'https://example.com/ibis', label: 'Source', position: 'right' },
    ] },
  }),
  'docs/intro.md': '# Intro\n\nLong bills.\n',
  'docs/wading.md': '# Wading\n\nShallow water.\n',
  'blog/2024-05-06-flock.md': '---\ntitle: Flock\n---\n\nTogether.\n',
};

const WRAPPED = {
  ...BASE,
  'src/theme/NavbarItem/NavbarNavLink.js': [
    "import React from 'react';",
    "import NavbarNavLink from '@theme-original/NavbarItem/NavbarNavLink';",
    'export default function Wrapper(props) {',
    "  if (!props.className.includes('nav-count')) return <NavbarNavLink {...props} />;",
    '  return <NavbarNavLink {...props} label={`${props.label} (3 new)`} />;',
    '}',
  ].join('\n'),
  'src/theme/ColorModeToggle/index.js': [
    "import React from 'react';",
    'export default function ModeToggle({ className, value, onChange, respectPrefersColorScheme }) {',
    "  const next = value === 'dark' ? 'light' : 'dark';",
    '  return <div className={className}><button type="button" className="ibis-mode" data-system={String(respectPrefersColorScheme)} aria-label={`Switch to ${next}`} onClick={() => onChange(next)}>{value}</button></div>;',
    '}',
  ].join('\n'),
};

const EJECTED = {
  ...BASE,
  'src/theme/NavbarItem/NavbarNavLink.js': [
    "import React from 'react';",
    "import Link from '@docusaurus/Link';",
    "import useBaseUrl from '@docusaurus/useBaseUrl';",
    "import isInternalUrl from '@docusaurus/isInternalUrl';",
    'export default function IbisLink({ to, href, label, html, activeBasePath, activeBaseRegex, activeClassName, isDropdownLink, prependBaseUrlToHref, ...rest }) {',
    '  const toUrl = useBaseUrl(to);',
    '  const activeBase = useBaseUrl(activeBasePath);',
    '  if (href) return <Link href={href} {...rest}>{label}{!isInternalUrl(href) && <span className="ibis-out"> (leaves)</span>}</Link>;',
    '  const isActive = (match, location) => (activeBasePath ? location.pathname.startsWith(activeBase) : match !== null);',
    '  return <Link to={toUrl} isNavLink activeClassName="ibis-active" isActive={isActive} {...rest}>{label}</Link>;',
    '}',
  ].join('\n'),
};

let wrapped = '';
let ejected = '';
NavLink.before(async () => {
  wrapped = writeSiteFiles('opdocs-swizzled-navlink-wrapped', WRAPPED);
  ejected = writeSiteFiles('opdocs-swizzled-navlink-ejected', EJECTED);
  await buildSite({ siteDir: wrapped, outDir: 'build', quiet: true });
  await buildSite({ siteDir: ejected, outDir: 'build', quiet: true });
});

const navbar = (dir: string, rel: string) => {
  const html = readFileSync(join(dir, 'build', rel, 'index.html'), 'utf8');
  return html.slice(html.indexOf('<nav'), html.indexOf('</nav>'));
};

NavLink('a wrapper changes the label of the link its class names and passes the others on unchanged', () => {
  const bar = navbar(wrapped, 'docs/wading');
  assert.match(bar, /<a class="navbar__item navbar__link nav-count" href="\/ibis\/blog">News \(3 new\)<\/a>/);
  // The theme decided the current section (activeBasePath) before the swizzle saw the props.
  assert.match(bar, /<a class="navbar__item navbar__link navbar__link--active" aria-current="true" href="\/ibis\/docs\/intro">Guide<\/a>/);
  assert.match(bar, /<a class="navbar__item navbar__link"[^>]*href="https:\/\/example.com\/ibis"[^>]*>Source<svg/);
});

NavLink('an ejected link draws every plain link, its own active rule marking the section by activeBasePath', () => {
  const docs = navbar(ejected, 'docs/wading');
  assert.match(docs, /<a class="navbar__item navbar__link navbar__link--active ibis-active" aria-current="true" href="\/ibis\/docs\/intro">Guide<\/a>/);
  assert.match(docs, /<a class="navbar__item navbar__link nav-count" href="\/ibis\/blog">News<\/a>/);
  assert.match(docs, /href="https:\/\/example.com\/ibis"[^>]*>Source<span class="ibis-out"> \(leaves\)<\/span><\/a>/);
  const blog = navbar(ejected, 'blog');
  assert.match(blog, /<a class="navbar__item navbar__link" href="\/ibis\/docs\/intro">Guide<\/a>/);
  assert.match(blog, /class="navbar__item navbar__link navbar__link--active nav-count ibis-active"|class="navbar__item navbar__link nav-count navbar__link--active ibis-active"/);
  // Docusaurus' routing props and the isActive function never reach the anchor.
  assert.not.match(docs + blog, /isactive|activebasepath|activeclassname/i);
});

NavLink('an ejected color mode toggle takes the navbar\'s place of the switch, given the mode on screen', () => {
  const bar = navbar(wrapped, 'docs/wading');
  assert.match(bar, /<div class="navbar__color-mode"><button type="button" class="ibis-mode" data-system="false" aria-label="Switch to dark">light<\/button><\/div>/);
  assert.not.match(bar, 'color-mode-toggle__button');
  // The site without it keeps opdocs' own switch.
  assert.match(navbar(ejected, 'docs/wading'), 'color-mode-toggle__button');
});

NavLink.run();
