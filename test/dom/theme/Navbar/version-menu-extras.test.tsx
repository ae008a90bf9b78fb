/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render, useDomSuite } from '../../../helpers/dom';
import { createDocRoute, createSiteData, createTestStore } from '../../../helpers/fixtures';
import { App } from '../../../../theme/App';
import type { NavLinkItem, NavSpecialItem, SiteData } from '../../../../runtime/types';

const test = suite('entries of the site\'s own in the version and locale menus');
useDomSuite(test);

const archive: NavLinkItem = { kind: 'link', label: '1.x', href: 'https://archive.example.org/1.x', external: true, position: 'left', source: 'navbar.items[0].dropdownItemsAfter[0]' };
const all: NavLinkItem = { kind: 'link', label: 'All versions', href: '/base/versions', external: false, position: 'left', source: 'navbar.items[0].dropdownItemsAfter[1]' };
const top: NavLinkItem = { kind: 'link', label: 'Changelog', href: '/base/changelog', external: false, position: 'left', source: 'navbar.items[0].dropdownItemsBefore[0]' };

function siteWith(menu: NavSpecialItem, versions: 1 | 2): SiteData {
  const site = createSiteData();
  const list = [
    { name: 'current', label: 'Next', path: '/base/docs/next', mainDocPath: '/base/docs/next/getting-started', isLast: false },
    { name: '0.3', label: '0.3', path: '/base/docs', mainDocPath: '/base/docs/getting-started', isLast: true },
  ].slice(2 - versions);
  return { ...site, navbar: { ...site.navbar, items: [menu] }, docs: { ...site.docs!, versions: list } };
}

const menuLinks = () => [...document.querySelectorAll<HTMLAnchorElement>('.navbar__inner .dropdown__menu a')]
  .map((a) => `${a.textContent}→${a.getAttribute('href')}`);

test('links listed before and after the versions surround them, in order', () => {
  const menu: NavSpecialItem = { kind: 'docsVersionDropdown', position: 'left', source: 'navbar.items[0]', itemsBefore: [top], itemsAfter: [archive, all] };
  render(<App site={siteWith(menu, 2)} store={createTestStore(createDocRoute())} />);
  assert.equal(menuLinks(), [
    'Changelog→/base/changelog', 'Next→/base/docs/next/getting-started', '0.3→/base/docs/getting-started',
    '1.x→https://archive.example.org/1.x', 'All versions→/base/versions',
  ]);
});

test('with one version and entries after it, the item is still a menu holding them', () => {
  const menu: NavSpecialItem = { kind: 'docsVersionDropdown', position: 'left', source: 'navbar.items[0]', itemsAfter: [all] };
  render(<App site={siteWith(menu, 1)} store={createTestStore(createDocRoute())} />);
  assert.ok(document.querySelector('.navbar__inner .dropdown'));
  assert.equal(menuLinks(), ['0.3→/base/docs/getting-started', 'All versions→/base/versions']);
});

test('the locale menu lists the site\'s links after the locales, which still load as whole pages', () => {
  const translate: NavLinkItem = { kind: 'link', label: 'Help translate', href: 'https://translate.example.org', external: true, position: 'right', source: 'navbar.items[0].dropdownItemsAfter[0]' };
  const menu: NavSpecialItem = { kind: 'localeDropdown', position: 'right', source: 'navbar.items[0]', itemsAfter: [translate] };
  const site = createSiteData();
  render(<App site={{ ...site, navbar: { ...site.navbar, items: [menu] } }} store={createTestStore(createDocRoute())} />);
  const links = menuLinks();
  assert.is(links.at(-1), 'Help translate→https://translate.example.org');
  assert.is(links.length, site.locales.length + 1);
  assert.equal(links.slice(0, -1).map((l) => l.split('→')[0]), site.locales.map((l) => l.label));
});

test.run();
