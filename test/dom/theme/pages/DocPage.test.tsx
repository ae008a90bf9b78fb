/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { click, keyDown, renderWithSite, resetBody } from './page-env';
import DocPage from '../../../../theme/pages/DocPage';
import type { DocRoute, SiteData } from '../../../../runtime/types';
import { makeDocRoute, makeSidebar, makeSite, SIDEBAR_URL } from '../../../helpers/page-fixtures';

const renderDoc = (route: DocRoute = makeDocRoute(), site: SiteData = makeSite()) =>
  renderWithSite(<DocPage route={route} />, { route, site, deps: { [SIDEBAR_URL]: makeSidebar() } });

const test = suite('DocPage');
test.before.each(resetBody);

test('renders the sidebar aside with the current doc active', () => {
  const { container } = renderDoc();
  const aside = container.querySelector('aside.theme-doc-sidebar-container')!;
  assert.ok(aside.querySelector('nav[aria-label="Docs sidebar"]'));
  assert.is(aside.querySelector('[aria-current="page"]')?.textContent, 'Install');
});

test('with docs.sidebarHideable, the reader hides the sidebar and shows it again, by mouse or keyboard', () => {
  const { container } = renderDoc(makeDocRoute(), { ...makeSite(), docsSidebar: { hideable: true, autoCollapseCategories: false } });
  const aside = () => container.querySelector('aside.theme-doc-sidebar-container')!;
  const collapse = aside().querySelector<HTMLButtonElement>('button[aria-label="Collapse sidebar"]')!;
  assert.is(collapse.getAttribute('title'), 'Collapse sidebar');
  click(collapse);
  assert.ok(aside().classList.contains('doc-sidebar--hidden'));
  assert.is(aside().querySelector('nav'), null);
  assert.ok(container.querySelector('.doc-page')!.classList.contains('doc-page--sidebar-hidden'));
  const expand = aside().querySelector<HTMLElement>('[role="button"][aria-label="Expand sidebar"]')!;
  assert.is(expand.getAttribute('tabindex'), '0');
  assert.is(document.activeElement, expand, 'focus moves to the control that brings it back');
  keyDown(expand, 'Enter');
  assert.ok(aside().querySelector('nav[aria-label="Docs sidebar"]'));
  assert.is(document.activeElement, aside().querySelector('button[aria-label="Collapse sidebar"]'));
});

test('without it, the sidebar has no collapse button', () => {
  const { container } = renderDoc();
  assert.is(container.querySelector('button[aria-label="Collapse sidebar"]'), null);
});

test('with navbar.hideOnScroll the sidebar shows the logo and title at its top, out of the tab order', () => {
  const site = makeSite({ navbar: { hideOnScroll: true, items: [], title: 'TyKO docs', logo: { src: '/base/img/logo.svg', alt: 'TyKO logo', href: '/base/' } } });
  const { container } = renderDoc(makeDocRoute(), site);
  const aside = container.querySelector('aside.theme-doc-sidebar-container')!;
  assert.ok(aside.classList.contains('doc-sidebar--navbar-hideable'));
  const logo = aside.querySelector<HTMLAnchorElement>('.doc-sidebar__sticky > a.navbar__brand.doc-sidebar__logo')!;
  assert.ok(logo, aside.innerHTML);
  assert.is(logo, aside.querySelector('.doc-sidebar__sticky')!.firstElementChild, 'the logo comes before the menu');
  assert.is(logo.getAttribute('href'), '/base/');
  assert.is(logo.querySelector('img')?.getAttribute('alt'), 'TyKO logo');
  assert.is(logo.querySelector('.navbar__title')?.textContent, 'TyKO docs');
  assert.is(logo.getAttribute('tabindex'), '-1');
  assert.is(logo.getAttribute('aria-hidden'), 'true');
  resetBody();
  const plain = renderDoc(makeDocRoute(), { ...site, navbar: { ...site.navbar, hideOnScroll: false } });
  assert.is(plain.container.querySelector('aside .navbar__brand'), null);
});

test('renders breadcrumbs with a home link only when the site has a home page', () => {
  let { container } = renderDoc();
  const crumbs = container.querySelector('nav[aria-label="Breadcrumbs"]')!;
  assert.ok(crumbs.querySelector('a[aria-label="Home page"][href="/base/"]'));
  const items = crumbs.querySelectorAll('.breadcrumbs__item');
  assert.is(items.length, 3);
  assert.ok(items[2]!.classList.contains('breadcrumbs__item--active'));
  assert.is(items[2]!.querySelector('a'), null);
  resetBody();
  ({ container } = renderDoc(makeDocRoute(), makeSite({ hasHomePage: false })));
  assert.is(container.querySelector('a[aria-label="Home page"]'), null);
});

test('shows the title as h1 only when showTitle is set, and the body as the doc HtmlBlock', () => {
  let { container } = renderDoc();
  assert.is(container.querySelector('article h1')?.textContent, 'Install');
  const body = container.querySelector('[data-opdocs-html="doc"]')!;
  assert.ok(body.classList.contains('theme-doc-markdown'));
  assert.ok(body.classList.contains('markdown'));
  assert.ok(body.textContent?.includes('Install the operator.'));
  resetBody();
  ({ container } = renderDoc(makeDocRoute({ showTitle: false })));
  assert.is(container.querySelector('article h1'), null);
});

test('shows the version badge only when the route asks for it', () => {
  let { container } = renderDoc();
  assert.is(container.querySelector('.theme-doc-version-badge'), null);
  resetBody();
  ({ container } = renderDoc(makeDocRoute({ version: { name: 'current', label: 'Next', badge: true, banner: null } })));
  assert.is(container.querySelector('.theme-doc-version-badge')?.textContent, 'Version: Next');
});

test('shows the unreleased banner with a link to the latest version', () => {
  const site = makeSite();
  site.docs!.versions = [
    { name: 'current', label: 'Next', path: '/base/docs/next', mainDocPath: '/base/docs/next/intro', isLast: false },
    { name: '1.0', label: '1.0', path: '/base/docs', mainDocPath: '/base/docs/intro', isLast: true },
  ];
  const { container } = renderDoc(makeDocRoute({ version: { name: 'current', label: 'Next', badge: true, banner: 'unreleased' } }), site);
  const banner = container.querySelector('.theme-doc-version-banner[role="alert"]')!;
  assert.ok(banner.textContent?.includes('This is unreleased documentation for TyKO Next version.'));
  assert.ok(banner.textContent?.includes('For up-to-date documentation, see the latest version (1.0).'));
  assert.is(banner.querySelector('a')?.getAttribute('href'), '/base/docs/intro');
});

test('renders the doc footer edit link and tags, and hides the footer without them', () => {
  let { container } = renderDoc(makeDocRoute({ tags: [{ label: 'Helm', href: '/base/docs/tags/helm' }] }));
  const edit = container.querySelector<HTMLAnchorElement>('a.theme-edit-this-page')!;
  assert.is(edit.textContent, 'Edit this page');
  assert.is(edit.getAttribute('href'), 'https://github.com/example/edit/main/docs/guides/install.md');
  assert.ok(container.querySelector('.theme-doc-footer')?.textContent?.includes('Tags:'));
  resetBody();
  ({ container } = renderDoc(makeDocRoute({ editUrl: null, tags: [] })));
  assert.is(container.querySelector('.theme-doc-footer'), null);
});

test('renders previous/next links with their sublabels', () => {
  const { container } = renderDoc();
  const nav = container.querySelector('nav.pagination-nav[aria-label="Docs pages"]')!;
  const prev = nav.querySelector('.pagination-nav__link--prev')!;
  const next = nav.querySelector('.pagination-nav__link--next')!;
  assert.is(prev.querySelector('.pagination-nav__sublabel')?.textContent, 'Previous');
  assert.is(prev.querySelector('.pagination-nav__label')?.textContent, 'Guides');
  assert.is(next.querySelector('.pagination-nav__sublabel')?.textContent, 'Next');
  assert.is(next.getAttribute('href'), '/base/docs/guides/upgrade');
});

test('leaves out the pagination when the doc has no neighbours', () => {
  const { container } = renderDoc(makeDocRoute({ prev: null, next: null }));
  assert.is(container.querySelector('.pagination-nav'), null);
});

test('has a desktop TOC column and a collapsed mobile "On this page" panel', () => {
  const { container } = renderDoc();
  assert.ok(container.querySelector('.theme-doc-toc-desktop a[href="#helm"]'));
  const mobile = container.querySelector('.theme-doc-toc-mobile button')!;
  assert.is(mobile.getAttribute('aria-expanded'), 'false');
});

test('shows the unlisted banner on unlisted docs only', () => {
  let { container } = renderDoc();
  assert.is(container.querySelector('.theme-unlisted-banner'), null);
  resetBody();
  ({ container } = renderDoc(makeDocRoute({ unlisted: true })));
  assert.ok(container.querySelector('.theme-unlisted-banner')?.textContent?.includes('Unlisted page'));
});

test('registers the docs sidebar in the mobile secondary menu, closing it on navigation', () => {
  const { secondary } = renderDoc();
  const nav = secondary.querySelector('nav[aria-label="Docs sidebar"]')!;
  assert.ok(nav);
  let closes = 0;
  const onClose = () => closes++;
  window.addEventListener('opdocs:close-mobile-menu', onClose);
  const link = [...nav.querySelectorAll('a')].find((a) => a.textContent === 'Intro')!;
  link.addEventListener('click', (e) => e.preventDefault());
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  window.removeEventListener('opdocs:close-mobile-menu', onClose);
  assert.is(closes, 1);
});

test('renders without a sidebar when the doc is in none', () => {
  const { container } = renderDoc(makeDocRoute({ sidebar: null, deps: [] }));
  assert.is(container.querySelector('aside'), null);
  assert.ok(container.querySelector('main article'));
});

test.run();
