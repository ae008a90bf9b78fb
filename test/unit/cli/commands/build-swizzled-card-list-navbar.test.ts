/**
 * One site with a swizzled DocCardList (ejected: Docusaurus 3.8's siblings hook when given no
 * items, a CSS module, the theme's DocCard), swizzled Icon/LightMode and Icon/DarkMode, and an
 * ejected NavbarItem/LocaleDropdownNavbarItem drawing `@theme/NavbarItem/DropdownNavbarItem`
 * from Docusaurus' config form, and a wrapped NavbarItem/DocsVersionDropdownNavbarItem: the list
 * draws every card list, the icons sit in the navbar's light/dark switch, the language menu is
 * the site's, with the theme's dropdown behaviour, the version menu shows on docs only, and a
 * swizzled Navbar/Search holds the search button; a swizzled PaginatorNavLink draws the doc pager's cards.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../../../cli/commands/build.ts';
import { listSwizzled } from '../../../../cli/bundle/swizzled.ts';
import { writeSiteFiles } from '../../../helpers/site-files.ts';

const Places = suite('opdocs build: swizzled DocCardList, colour mode icons, navbar menus, search place and pager cards');

const SITE = {
  'site.config.json': JSON.stringify({
    title: 'Ferns', url: 'https://example.org', baseUrl: '/', contentDir: '.',
    i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { label: 'Français' } } },
    navbar: { items: [
      { type: 'localeDropdown', position: 'right', dropdownItemsAfter: [{ to: '/docs/kinds/bracken', label: 'Help translate' }] },
      { type: 'docsVersionDropdown', position: 'left' },
    ] },
  }),
  'docs/intro.md': '# Intro\n\nGreen.\n',
  'src/pages/about.md': '# About\n\nA page outside the docs.\n',
  // A wrapper drawing the version menu on doc pages only.
  'src/theme/NavbarItem/DocsVersionDropdownNavbarItem.js': [
    "import React from 'react';",
    "import Original from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';",
    "import { useActiveDocContext } from '@docusaurus/plugin-content-docs/client';",
    'export default function VersionsOnDocs({ docsPluginId, ...props }) {',
    '  if (!useActiveDocContext(docsPluginId).activeDoc) return null;',
    '  return <div className="fern-versions"><Original {...props} docsPluginId={docsPluginId} /></div>;',
    '}',
  ].join('\n'),
  'docs/kinds/_category_.json': JSON.stringify({ label: 'Kinds', link: { type: 'generated-index', description: 'Every fern we know.' } }),
  'docs/kinds/bracken.md': '---\ndescription: Tall and everywhere.\n---\n# Bracken\n\nTall.\n',
  'docs/kinds/maidenhair.md': '# Maidenhair\n\nFine.\n',
  'docs/kinds/spores/_category_.json': JSON.stringify({ label: 'Spores' }),
  'docs/kinds/spores/sori.md': '# Sori\n\nDots under the frond.\n',
  'docs/kinds/spores/index.mdx': "import DocCardList from '@theme/DocCardList';\n\n# Spores\n\n<DocCardList className=\"fern-extra\" />\n",
  'src/theme/DocCardList/index.js': [
    "import React from 'react';",
    "import { useCurrentSidebarSiblings, filterDocCardListItems } from '@docusaurus/plugin-content-docs/client';",
    "import DocCard from '@theme/DocCard';",
    "import styles from './styles.module.css';",
    'export default function DocCardList({ items, className }) {',
    '  if (!items) return <DocCardList items={useCurrentSidebarSiblings()} className={className} />;',
    '  return (',
    '    <section className={[styles.grid, className].filter(Boolean).join(" ")} data-cards={items.length}>',
    '      {filterDocCardListItems(items).map((item, i) => <article key={i} className="fern-cell"><DocCard item={item} /></article>)}',
    '    </section>',
    '  );',
    '}',
  ].join('\n'),
  'src/theme/NavbarItem/LocaleDropdownNavbarItem/index.js': [
    "import React from 'react';",
    "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
    "import { useAlternatePageUtils } from '@docusaurus/theme-common/internal';",
    "import { useLocation } from '@docusaurus/router';",
    "import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';",
    "import IconLanguage from '@theme/Icon/Language';",
    "import styles from '@docusaurus/theme-classic/lib/theme/NavbarItem/LocaleDropdownNavbarItem/styles.module.css';",
    'export default function LocaleDropdownNavbarItem({ mobile, dropdownItemsBefore, dropdownItemsAfter, ...props }) {',
    '  const { i18n: { currentLocale, locales, localeConfigs } } = useDocusaurusContext();',
    '  const utils = useAlternatePageUtils();',
    '  const { search, hash } = useLocation();',
    '  const items = locales.map((locale) => ({',
    '    label: `🌿 ${localeConfigs[locale].label}`, lang: localeConfigs[locale].htmlLang, target: "_self", autoAddBaseUrl: false,',
    '    to: `pathname://${utils.createUrl({ locale, fullyQualified: false })}${search}${hash}`,',
    "    className: locale === currentLocale ? (mobile ? 'menu__link--active' : 'dropdown__link--active') : 'fern-locale',",
    '  }));',
    '  return <DropdownNavbarItem {...props} mobile={mobile} className="fern-langs" label={<><IconLanguage className={styles.iconLanguage} />{localeConfigs[currentLocale].label}</>} items={[...dropdownItemsBefore, ...items, ...dropdownItemsAfter]} />;',
    '}',
  ].join('\n'),
  'src/theme/Navbar/Search/index.tsx': [
    "import React, { type ReactNode } from 'react';",
    'export default function NavbarSearch({ children, className }: { children: ReactNode; className?: string }) {',
    '  return <div className={[className, "fern-search"].filter(Boolean).join(" ")} role="search">{children}</div>;',
    '}',
  ].join('\n'),
  'src/theme/PaginatorNavLink/index.js': [
    "import React from 'react';",
    "import Link from '@docusaurus/Link';",
    'export default function PaginatorNavLink({ permalink, title, subLabel, isNext }) {',
    '  return <Link className={isNext ? "fern-pager fern-pager--next" : "fern-pager"} to={permalink}><small>{subLabel}</small> {title}</Link>;',
    '}',
  ].join('\n'),
  'src/theme/DocCardList/styles.module.css': '.grid { display: grid; gap: 1rem; }\n',
  'src/theme/Icon/LightMode/index.tsx': [
    "import React from 'react';",
    "import type { Props } from '@theme/Icon/LightMode';",
    'export default function IconLightMode(props: Props) {',
    '  return <svg data-fern="sun" viewBox="0 0 10 10" {...props}><circle cx="5" cy="5" r="3" /></svg>;',
    '}',
  ].join('\n'),
  'src/theme/Icon/DarkMode/index.js': [
    "import React from 'react';",
    'export default function IconDarkMode(props) {',
    '  return <svg data-fern="moon" viewBox="0 0 10 10" {...props}><path d="M5 1a4 4 0 1 0 4 4A3 3 0 0 1 5 1z" /></svg>;',
    '}',
  ].join('\n'),
};

let site = '';
Places.before(async () => {
  site = writeSiteFiles('opdocs-swizzled-card-list-icons', SITE);
  // The default locale only: the menu's links to French need no French pages to be drawn.
  await buildSite({ siteDir: site, outDir: 'build', quiet: true, locale: 'en' });
});

const read = (rel: string) => readFileSync(join(site, 'build', rel), 'utf8');
const cells = (html: string) => [...html.matchAll(/<article class="fern-cell"><a href="([^"]+)"><h2 class="doc-card__title">([^<]+)<\/h2>(?:<p class="doc-card__description">([^<]+)<\/p>)?<\/a><\/article>/g)]
  .map((m) => m.slice(1).filter(Boolean).join(' | '));

Places('opdocs applies the swizzled DocCardList, both icons and the language menu', () => {
  const points = Object.fromEntries(listSwizzled(site).map((s) => [s.name, s.point ?? null]));
  assert.equal(points, {
    DocCardList: 'DocCardList', 'Icon/DarkMode': 'ColorModeDarkIcon', 'Icon/LightMode': 'ColorModeLightIcon',
    'Navbar/Search': 'NavbarSearch', PaginatorNavLink: 'PaginatorNavLink', 'NavbarItem/DocsVersionDropdownNavbarItem': 'DocsVersionDropdownNavbarItem',
    'NavbarItem/LocaleDropdownNavbarItem': 'LocaleDropdownNavbarItem',
  });
});

Places('a generated index page draws its cards with the site\'s DocCardList, each the theme\'s card with its description', () => {
  const html = read('docs/category/kinds/index.html');
  assert.match(html, '<p>Every fern we know.</p>');
  assert.match(html, /<section class="[^"]*grid[^"]*" data-cards="3">/);
  assert.equal(cells(html), [
    '/docs/kinds/bracken | Bracken | Tall and everywhere.',
    '/docs/kinds/maidenhair | Maidenhair | Fine.',
    '/docs/kinds/spores/ | Spores | 1 item',
  ]);
  assert.not.match(html, '<ul class="doc-cards">', 'the theme\'s list is not drawn beside it');
});

Places('<DocCardList /> in MDX gets its category\'s items and its className', () => {
  const html = read('docs/kinds/spores/index.html');
  assert.match(html, /<section class="[^"]*grid[^"]* fern-extra" data-cards="1">/);
  assert.equal(cells(html), ['/docs/kinds/spores/sori | Sori | Dots under the frond.']);
});

Places('the navbar\'s switch draws the site\'s icons with the theme\'s classes, hidden from assistive technology', () => {
  const html = read('docs/intro/index.html');
  const button = /<button[^>]*class="clean-btn color-mode-toggle__button[^"]*"[^>]*>(.*?)<\/button>/.exec(html);
  assert.ok(button, 'the switch is drawn');
  assert.match(button![0], /aria-label="Switch between dark and light mode \(currently light mode\)"/);
  assert.match(button![1], /^<svg data-fern="sun" viewBox="0 0 10 10" class="color-mode-toggle__icon color-mode-toggle__icon--light" aria-hidden="true">/);
  assert.match(button![1], /<svg data-fern="moon" viewBox="0 0 10 10" class="color-mode-toggle__icon color-mode-toggle__icon--dark" aria-hidden="true">/);
});

Places('the site\'s language menu is drawn by the theme\'s dropdown, each locale a full page load in its language, the current one marked', () => {
  const html = read('docs/intro/index.html');
  const menu = /<div class="navbar__item dropdown[^"]*fern-langs[^"]*"[\s\S]*?<\/ul><\/div>/.exec(html)?.[0] ?? '';
  assert.ok(menu, 'the bar holds the site\'s menu');
  assert.match(menu, /aria-haspopup="true"/, 'the trigger says it opens a menu');
  assert.match(menu, /<button [^>]*><svg [^>]*class="[^"]*iconLanguage[^"]*"[\s\S]*?<\/svg>English<\/button>/, 'the label keeps its globe, styled by the theme-classic stylesheet\'s stand-in');
  const links = [...menu.matchAll(/<a ([^>]*)>([^<]*)</g)].map(([, attrs, label]) => `${label} ${/href="([^"]+)"/.exec(attrs)?.[1]} ${/class="([^"]+)"/.exec(attrs)?.[1]} ${/lang="([^"]+)"/.exec(attrs)?.[1] ?? '-'} ${/target="([^"]+)"/.exec(attrs)?.[1] ?? '-'}`);
  assert.equal(links.slice(-3), [
    '🌿 English /docs/intro dropdown__link dropdown__link--active en _self',
    '🌿 Français /fr/docs/intro dropdown__link fern-locale fr _self',
    'Help translate /docs/kinds/bracken dropdown__link - -',
  ]);
  assert.match(menu, /<a class="dropdown__link dropdown__link--active" aria-current="page"[^>]*>🌿 English</, 'the current locale is the current page');
  assert.match(menu, /<a [^>]*rel="external">🌿 Français</, 'another locale is loaded from the server, not routed');
});

Places('a wrapped version menu is drawn by the theme inside the site\'s markup on docs, and not at all elsewhere', () => {
  assert.match(read('docs/intro/index.html'), /<div class="fern-versions"><a class="navbar__item navbar__link navbar__link--active" aria-current="page" href="\/docs\/intro">Next<\/a><\/div>/,
    'one version: its link, the current doc\'s page marked');
  const about = read('about/index.html');
  assert.match(about, 'A page outside the docs.');
  assert.not.match(about, 'fern-versions');
});

Places('the site\'s Navbar/Search is the search place around the theme\'s search button, given the theme\'s class', () => {
  const html = read('docs/intro/index.html');
  assert.match(html, /<div class="navbar__search fern-search" role="search"><button type="button" class="DocSearch DocSearch-Button" aria-label="Search \(Ctrl\+K\)">/);
  assert.is(html.split('DocSearch-Button"').length, 2, 'one search button');
});

Places('the site\'s PaginatorNavLink draws each previous/next card under a doc, inside the theme\'s labelled navigation', () => {
  assert.match(read('docs/kinds/bracken/index.html'), '<nav class="pagination-nav" aria-label="Docs pages"><a class="fern-pager" href="/docs/category/kinds"><small>Previous</small> <!-- -->Kinds</a>'
    + '<a class="fern-pager fern-pager--next" href="/docs/kinds/maidenhair"><small>Next</small> <!-- -->Maidenhair</a></nav>');
});

Places.run();
