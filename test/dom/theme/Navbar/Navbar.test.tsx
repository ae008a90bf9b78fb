/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fire, flushFrames, render, resetDom, useDomSuite } from '../../../helpers/dom';
import { createDocRoute, createNotFoundRoute, createSiteData, createTestStore } from '../../../helpers/fixtures';
import { App } from '../../../../theme/App';
import type { NavItem, RouteData, SiteData } from '../../../../runtime/types';


const navbar = suite('Navbar');
useDomSuite(navbar);

function mount(site: SiteData = createSiteData(), route: RouteData = createDocRoute()) {
  return render(<App site={site} store={createTestStore(route)} />);
}

function withItems(items: NavItem[], overrides: Partial<SiteData> = {}): SiteData {
  const site = createSiteData(overrides);
  return { ...site, navbar: { ...site.navbar, items } };
}

const linkNamed = (text: string) =>
  [...document.querySelectorAll<HTMLAnchorElement>('nav.navbar .navbar__inner a')].find((a) => a.textContent === text);

navbar('is the "Main" navigation landmark with logo and title linking home', () => {
  mount();
  const nav = document.querySelector('nav[aria-label="Main"]')!;
  assert.is(nav.className.includes('navbar--fixed-top'), true);
  const brand = nav.querySelector<HTMLAnchorElement>('a.navbar__brand')!;
  assert.is(brand.getAttribute('href'), '/base/');
  const img = brand.querySelector('img')!;
  assert.is(img.getAttribute('alt'), 'TyKO logo');
  assert.is(img.getAttribute('width'), '32');
  assert.is(img.getAttribute('height'), '32');
  assert.is(brand.textContent, 'Typesense Kubernetes Operator');
});

navbar('a link given as html shows that markup, without the external-link icon', () => {
  const site = createSiteData();
  const hub: NavItem = { kind: 'link', label: '', html: '<span class="hub"><i class="globe"></i> Hub</span>', href: 'https://hub.example.org', external: true, position: 'right', ariaLabel: 'Hub', source: 'navbar.items[9]' };
  mount({ ...site, navbar: { ...site.navbar, items: [...site.navbar.items, hub] } });
  const link = document.querySelector<HTMLAnchorElement>('nav.navbar a[href="https://hub.example.org"]')!;
  assert.is(link.querySelector('span.hub')!.textContent, ' Hub');
  assert.ok(link.querySelector('i.globe'));
  assert.is(link.getAttribute('aria-label'), 'Hub');
  assert.is(link.querySelector('svg'), null);
});

navbar('a link\'s configured target and rel reach its anchor, in the bar and in a dropdown; unset, an external one opens a new tab', () => {
  const same: NavItem = { kind: 'link', label: 'Main site', href: 'https://example.org/', external: true, position: 'right', target: '_self', rel: 'noopener', source: 'navbar.items[9]' };
  const away: NavItem = { kind: 'link', label: 'Elsewhere', href: 'https://elsewhere.example/', external: true, position: 'right', source: 'navbar.items[10]' };
  const menu: NavItem = { kind: 'dropdown', label: 'More', position: 'right', source: 'navbar.items[11]', items: [{ ...same, label: 'Main site too', source: 'navbar.items[11].items[0]' }] };
  mount(withItems([same, away, menu]));
  const anchor = (text: string) => [...document.querySelectorAll<HTMLAnchorElement>('nav.navbar a')].find((a) => a.textContent === text)!;
  assert.equal([anchor('Main site').getAttribute('target'), anchor('Main site').getAttribute('rel')], ['_self', 'noopener']);
  assert.equal([anchor('Elsewhere').getAttribute('target'), anchor('Elsewhere').getAttribute('rel')], ['_blank', 'noopener noreferrer']);
  assert.equal([anchor('Main site too').getAttribute('target'), anchor('Main site too').getAttribute('rel')], ['_self', 'noopener']);
});

navbar('a logo with a dark variant renders both images, marked for the colour modes', () => {
  const site = createSiteData();
  render(<App site={{ ...site, navbar: { ...site.navbar, logo: { ...site.navbar.logo!, srcDark: '/base/img/logo-dark.svg' } } }} store={createTestStore(createDocRoute())} />);
  const imgs = [...document.querySelectorAll('a.navbar__brand img')];
  assert.equal(imgs.map((i) => [i.getAttribute('class'), i.getAttribute('alt')]), [
    ['navbar__logo-img navbar__logo-img--light', 'TyKO logo'], ['navbar__logo-img navbar__logo-img--dark', 'TyKO logo'],
  ]);
  assert.is(imgs[1].getAttribute('src'), '/base/img/logo-dark.svg');
});

navbar('marks the Docs link active on a doc of its sidebar, and Releases on blog paths', () => {
  mount();
  assert.ok(linkNamed('Docs')!.classList.contains('navbar__link--active'));
  assert.not.ok(linkNamed('Releases')!.classList.contains('navbar__link--active'));
  resetDom();
  mount(createSiteData(), { ...createNotFoundRoute(), path: '/base/blog/release-0-3-4' });
  assert.not.ok(linkNamed('Docs')!.classList.contains('navbar__link--active'));
  assert.ok(linkNamed('Releases')!.classList.contains('navbar__link--active'));
  assert.is(linkNamed('Releases')!.getAttribute('aria-current'), 'true', 'a section, not this very page');
});

navbar('a plain link is active only on its own page', () => {
  const item: NavItem = { kind: 'link', label: 'FAQ', href: '/base/docs/faq', external: false, position: 'left', source: 'navbar.items[0]' };
  mount(withItems([item]), createDocRoute({ path: '/base/docs/faq' }));
  assert.ok(linkNamed('FAQ')!.classList.contains('navbar__link--active'));
  assert.is(linkNamed('FAQ')!.getAttribute('aria-current'), 'page');
  resetDom();
  mount(withItems([item]), createDocRoute({ path: '/base/docs/metrics' }));
  assert.not.ok(linkNamed('FAQ')!.classList.contains('navbar__link--active'));
});

navbar('activeBaseRegex marks a link active on every path it matches, and only there', () => {
  const item: NavItem = { kind: 'link', label: 'Guides', href: '/base/docs/intro', external: false, position: 'left', source: 'navbar.items[0]',
    activeBasePath: '/base/docs/intro', activeBaseRegex: '/docs/(guides|how-to)/' };
  mount(withItems([item]), createDocRoute({ path: '/base/docs/How-To/backup' }));
  assert.ok(linkNamed('Guides')!.classList.contains('navbar__link--active'), 'matched case-insensitively');
  resetDom();
  mount(withItems([item]), createDocRoute({ path: '/base/docs/intro' }));
  assert.not.ok(linkNamed('Guides')!.classList.contains('navbar__link--active'), 'the regex decides, not activeBasePath or the link\'s own page');
});

navbar('navbar.style colours the bar dark or primary', () => {
  const site = createSiteData();
  mount({ ...site, navbar: { ...site.navbar, style: 'dark' } });
  assert.ok(document.querySelector('nav.navbar')!.classList.contains('navbar--dark'));
  resetDom();
  mount({ ...site, navbar: { ...site.navbar, style: 'primary' } });
  assert.ok(document.querySelector('nav.navbar')!.classList.contains('navbar--primary'));
  resetDom();
  mount(site);
  assert.not.match(document.querySelector('nav.navbar')!.className, /navbar--(dark|primary)/);
});

navbar('the icon-only GitHub link is named by its aria-label and opens in a new tab', () => {
  mount();
  const github = document.querySelector<HTMLAnchorElement>('.navbar__items--right a.navbar--github-link')!;
  assert.is(github.getAttribute('aria-label'), 'GitHub');
  assert.is(github.getAttribute('target'), '_blank');
  assert.is(github.getAttribute('rel'), 'noopener noreferrer');
  assert.is(github.querySelector('.icon-external-link'), null, 'no external icon without a label');
});

navbar('external links with a label get the external-link icon', () => {
  mount(withItems([{ kind: 'link', label: 'Typesense', href: 'https://typesense.org', external: true, position: 'left', source: 'navbar.items[0]' }]));
  assert.ok(linkNamed('Typesense')!.querySelector('svg.icon-external-link'));
});

navbar('appends the search slot on the right when no item is a search item', () => {
  const search = { provider: 'local' as const, contextualSearch: true, searchPagePath: '/base/search' };
  mount(createSiteData({ search }));
  const slots = document.querySelectorAll('[data-opdocs-search-slot]');
  assert.is(slots.length, 1);
  assert.ok(slots[0].closest('.navbar__items--right'));
  resetDom();
  mount(withItems([{ kind: 'search', position: 'left', source: 'navbar.items[0]' }], { search }));
  const placed = document.querySelectorAll('[data-opdocs-search-slot]');
  assert.is(placed.length, 1);
  assert.not.ok(placed[0].closest('.navbar__items--right'));
});

navbar('a dropdown opens and closes from the keyboard and Escape returns focus', () => {
  mount(
    withItems([
      {
        kind: 'dropdown',
        label: 'More',
        position: 'left',
        source: 'navbar.items[0]',
        items: [
          { kind: 'link', label: 'FAQ', href: '/base/docs/faq', external: false, position: 'left', source: 'navbar.items[0].items[0]' },
          { kind: 'link', label: 'Metrics', href: '/base/docs/metrics', external: false, position: 'left', source: 'navbar.items[0].items[1]' },
        ],
      },
    ]),
  );
  const dropdown = document.querySelector<HTMLElement>('.navbar__inner .dropdown')!;
  const trigger = dropdown.querySelector<HTMLButtonElement>('button.navbar__link')!;
  assert.is(trigger.getAttribute('aria-haspopup'), 'true');
  assert.is(trigger.getAttribute('aria-expanded'), 'false');
  fire(trigger, 'keydown', { key: 'Enter' });
  assert.is(trigger.getAttribute('aria-expanded'), 'true');
  assert.ok(dropdown.classList.contains('dropdown--show'));
  fire(trigger, 'keydown', { key: ' ' });
  assert.is(trigger.getAttribute('aria-expanded'), 'false');
  fire(trigger, 'keydown', { key: 'Enter' });
  const faq = dropdown.querySelector<HTMLAnchorElement>('.dropdown__menu a')!;
  faq.focus();
  fire(faq, 'keydown', { key: 'Escape' });
  assert.is(trigger.getAttribute('aria-expanded'), 'false');
  assert.is(document.activeElement, trigger);
  assert.ok(faq.classList.contains('dropdown__link--active'), 'the current page is marked in the menu');
});

navbar('a dropdown with a page of its own: the label links there, Enter still opens the menu and Escape comes back to it', () => {
  mount(withItems([{
    kind: 'dropdown', label: 'Guides', href: '/base/docs/guides', external: false, position: 'left', source: 'navbar.items[0]',
    items: [{ kind: 'link', label: 'FAQ', href: '/base/docs/faq', external: false, position: 'left', source: 'navbar.items[0].items[0]' }],
  }]));
  const dropdown = document.querySelector<HTMLElement>('.navbar__inner .dropdown')!;
  const trigger = dropdown.querySelector<HTMLAnchorElement>('a.navbar__link.dropdown__trigger')!;
  assert.ok(trigger, 'the label is a link');
  assert.is(trigger.getAttribute('href'), '/base/docs/guides');
  assert.is(trigger.getAttribute('aria-haspopup'), 'true');
  fire(trigger, 'keydown', { key: 'Enter' });
  assert.is(trigger.getAttribute('aria-expanded'), 'true');
  const faq = dropdown.querySelector<HTMLAnchorElement>('.dropdown__menu a')!;
  faq.focus();
  fire(faq, 'keydown', { key: 'Escape' });
  assert.is(trigger.getAttribute('aria-expanded'), 'false');
  assert.is(document.activeElement, trigger);
});

navbar('a dropdown closes on a mouse press outside it', () => {
  mount(withItems([{ kind: 'dropdown', label: 'More', position: 'right', source: 'navbar.items[0]', items: [] }]));
  const trigger = document.querySelector<HTMLButtonElement>('.navbar__inner .dropdown button')!;
  assert.ok(trigger.closest('.dropdown--right'));
  fire(trigger, 'click');
  assert.is(trigger.getAttribute('aria-expanded'), 'true');
  fire(document.body, 'mousedown');
  assert.is(trigger.getAttribute('aria-expanded'), 'false');
});

const versionItem: NavItem = { kind: 'docsVersionDropdown', position: 'right', source: 'navbar.items[0]' };
const twoVersions = (site: SiteData): SiteData => ({
  ...site,
  docs: {
    ...site.docs!,
    versions: [
      { name: 'current', label: 'Next', path: '/base/docs/next', mainDocPath: '/base/docs/next/getting-started', isLast: false },
      { name: '0.3', label: '0.3', path: '/base/docs', mainDocPath: '/base/docs/getting-started', isLast: true },
    ],
  },
});

navbar('the version dropdown with one version is a plain link labelled with it', () => {
  mount(withItems([versionItem]));
  const link = linkNamed('Next')!;
  assert.is(link.getAttribute('href'), '/base/docs/getting-started');
  assert.is(document.querySelector('.navbar__inner .dropdown'), null);
});

navbar('the version dropdown lists every version, labels the current one and saves a pick', () => {
  mount(twoVersions(withItems([versionItem])));
  const dropdown = document.querySelector('.navbar__inner .dropdown')!;
  assert.is(dropdown.querySelector('button')!.textContent, 'Next');
  const links = [...dropdown.querySelectorAll<HTMLAnchorElement>('.dropdown__menu a')];
  assert.equal(links.map((a) => a.getAttribute('href')), ['/base/docs/next/getting-started', '/base/docs/getting-started']);
  assert.ok(links[0].classList.contains('dropdown__link--active'));
  links[1].addEventListener('click', (event) => event.preventDefault());
  fire(links[1], 'click');
  assert.is(localStorage.getItem('docs-preferred-version-default'), '0.3');
});

navbar('on a doc, each version leads to that doc in the version where it has it, else to the version\'s main doc', () => {
  const doc = createDocRoute({ path: '/base/docs/next/install' });
  mount(twoVersions(withItems([versionItem])), { ...doc, versionPaths: { current: '/base/docs/next/install', '0.3': '/base/docs/install' } });
  const links = [...document.querySelectorAll<HTMLAnchorElement>('.navbar__inner .dropdown__menu a')];
  assert.equal(links.map((a) => a.getAttribute('href')), ['/base/docs/next/install', '/base/docs/install']);
  resetDom();
  mount(twoVersions(withItems([versionItem])), { ...doc, path: '/base/docs/next/new-page', versionPaths: undefined });
  assert.equal([...document.querySelectorAll<HTMLAnchorElement>('.navbar__inner .dropdown__menu a')].map((a) => a.getAttribute('href')),
    ['/base/docs/next/getting-started', '/base/docs/getting-started']);
});

navbar('each version link keeps the query and hash of the page on screen', () => {
  const doc = { ...createDocRoute({ path: '/base/docs/next/install' }), versionPaths: { current: '/base/docs/next/install', '0.3': '/base/docs/install' } };
  render(<App site={twoVersions(withItems([versionItem]))} store={createTestStore(doc, undefined, { search: '?tab=helm', hash: '#values' })} />);
  assert.equal([...document.querySelectorAll<HTMLAnchorElement>('.navbar__inner .dropdown__menu a')].map((a) => a.getAttribute('href')),
    ['/base/docs/next/install?tab=helm#values', '/base/docs/install?tab=helm#values']);
});

navbar('a version menu of another set of docs (docsPluginId) lists its versions and stores its pick apart', () => {
  const site = twoVersions(withItems([{ ...versionItem, pluginId: 'api' }]));
  site.docsInstances = [{ pluginId: 'api', versionPersistence: 'localStorage', versions: [
    { name: 'current', label: 'Edge', path: '/base/api/next', mainDocPath: '/base/api/next/gpio', isLast: false },
    { name: '2.0', label: '2.0', path: '/base/api', mainDocPath: '/base/api/gpio', isLast: true },
  ] }];
  // On a doc of the `docs` section: this menu shows the latest API version, none marked as read.
  mount(site, { ...createDocRoute({ path: '/base/docs/next/install' }), versionPaths: { current: '/base/docs/next/install', '0.3': '/base/docs/install' } });
  const dropdown = document.querySelector('.navbar__inner .dropdown')!;
  assert.is(dropdown.querySelector('button')!.textContent, '2.0');
  const links = [...dropdown.querySelectorAll<HTMLAnchorElement>('.dropdown__menu a')];
  assert.equal(links.map((a) => a.getAttribute('href')), ['/base/api/next/gpio', '/base/api/gpio']);
  assert.equal(links.filter((a) => a.classList.contains('dropdown__link--active')), []);
  links[0].addEventListener('click', (event) => event.preventDefault());
  fire(links[0], 'click');
  assert.is(localStorage.getItem('docs-preferred-version-api'), 'current');
  assert.is(localStorage.getItem('docs-preferred-version-default'), null);
});

navbar('forgets a stored preferred version that no longer exists', () => {
  localStorage.setItem('docs-preferred-version-default', '0.1');
  mount(withItems([versionItem]));
  assert.is(localStorage.getItem('docs-preferred-version-default'), null);
});

navbar('keeps a stored preferred version that still exists', () => {
  localStorage.setItem('docs-preferred-version-default', '0.3');
  mount(twoVersions(withItems([versionItem])), createNotFoundRoute());
  assert.is(localStorage.getItem('docs-preferred-version-default'), '0.3');
  assert.is(document.querySelector('.navbar__inner .dropdown button')!.textContent, '0.3');
});

navbar('the locale dropdown works with a single locale and loads the page in full', () => {
  mount(withItems([{ kind: 'localeDropdown', position: 'right', source: 'navbar.items[0]' }]));
  const dropdown = document.querySelector('.navbar__inner .dropdown')!;
  assert.match(dropdown.querySelector('button')!.textContent!, 'English');
  const link = dropdown.querySelector<HTMLAnchorElement>('.dropdown__menu a')!;
  assert.is(link.getAttribute('href'), '/base/docs/faq');
  assert.is(link.getAttribute('lang'), 'en');
  assert.is(link.getAttribute('rel'), 'external');
  assert.ok(link.classList.contains('dropdown__link--active'));
});

navbar('an html item places the site\'s markup in the bar; a link shows its title as a tooltip', () => {
  mount(withItems([
    { kind: 'html', html: '<span class="navbar-separator"></span>', position: 'right', className: 'sep', source: 'navbar.items[0]' },
    { kind: 'link', label: 'GitHub', href: 'https://github.com/e', external: true, position: 'right', title: 'Source on GitHub', source: 'navbar.items[1]' },
  ]));
  const right = document.querySelector('.navbar__items--right')!;
  const item = right.querySelector('div.navbar__item.sep')!;
  assert.is(item.innerHTML, '<span class="navbar-separator"></span>');
  assert.is(right.querySelector('a[href="https://github.com/e"]')!.getAttribute('title'), 'Source on GitHub');
});

navbar('a dropdown holds html entries between its links; the keyboard still lands on the first link', () => {
  mount(withItems([{
    kind: 'dropdown', label: 'Versions', position: 'right', source: 'navbar.items[0]',
    items: [
      { kind: 'html', html: '<b>Unreleased</b>', className: 'dropdown__heading', position: 'left', source: 'navbar.items[0].items[0]' },
      { kind: 'link', label: 'Next', href: '/base/docs/next/intro', external: false, title: 'Docs of the next release', position: 'left', source: 'navbar.items[0].items[1]' },
    ],
  }]));
  const menu = document.querySelector('.navbar__inner .dropdown__menu')!;
  const entries = [...menu.children];
  assert.equal(entries.map((li) => [li.tagName, li.getAttribute('class')]), [['LI', 'dropdown__heading'], ['LI', null]]);
  assert.is(entries[0].innerHTML, '<b>Unreleased</b>');
  const next = entries[1].querySelector('a')!;
  assert.is(next.getAttribute('title'), 'Docs of the next release');
  fire(document.querySelector('.navbar__inner .dropdown button')!, 'keydown', { key: 'ArrowDown' });
  flushFrames();
  assert.is(document.activeElement, next);
});

navbar.run();
