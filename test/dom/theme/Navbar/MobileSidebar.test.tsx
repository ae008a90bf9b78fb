/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fire, render, resizeWindow, useDomSuite } from '../../../helpers/dom';
import { createDocRoute, createSiteData, createTestStore } from '../../../helpers/fixtures';
import { act } from 'react';
import { App } from '../../../../theme/App';
import { useSecondaryMenu } from '../../../../theme/Layout/secondary-menu';
import type { PageProps } from '../../../../runtime/types';
import { createRouteStore } from '../../../../runtime/route-store';
import { createRouter } from '../../../../runtime/router';
import type { RouteLoader } from '../../../../runtime/route-loader';
import DocPage from '../../../../theme/pages/DocPage';
import { makeDocRoute, makeSidebar, SIDEBAR_URL } from '../../../helpers/page-fixtures';
import { createSearchSite, waitFor } from '../Search/search-env';


const mobile = suite('mobile navbar sidebar');
useDomSuite(mobile);
// Stands in for the router: it takes link clicks on the document, after React's handlers ran,
// so happy-dom does not navigate away.
const routerTakesClick = (event: Event) => event.preventDefault();
mobile.before.each(() => {
  resizeWindow(600);
  document.addEventListener('click', routerTakesClick);
});
mobile.after.each(() => {
  document.removeEventListener('click', routerTakesClick);
});

function DocsLikePage(_props: PageProps) {
  useSecondaryMenu(
    <ul className="menu__list" data-testid="docs-sidebar">
      <li><a href="/base/docs/metrics">Metrics</a></li>
      <li><button type="button">How it works</button></li>
    </ul>,
    'Docs sidebar',
  );
  return <main>docs</main>;
}

function mount(Page?: (props: PageProps) => React.ReactNode) {
  return render(<App site={createSiteData()} store={createTestStore(createDocRoute(), Page)} />);
}

const toggle = () => document.querySelector<HTMLButtonElement>('button.navbar__toggle')!;
const panel = () => document.querySelector<HTMLElement>('.navbar-sidebar');
const nav = () => document.querySelector<HTMLElement>('nav.navbar')!;

function open() {
  fire(toggle(), 'click');
  assert.ok(panel(), 'sidebar is open');
}

mobile('the hamburger opens the sidebar, locks body scroll and moves focus inside', () => {
  mount();
  assert.is(toggle().getAttribute('aria-label'), 'Toggle navigation bar');
  assert.is(toggle().getAttribute('aria-expanded'), 'false');
  assert.is(panel(), null);
  open();
  assert.is(toggle().getAttribute('aria-expanded'), 'true');
  assert.ok(nav().classList.contains('navbar-sidebar--show'));
  assert.is(document.body.style.overflow, 'hidden');
  assert.is(document.activeElement, panel()!.querySelector('button[aria-label="Close navigation bar"]'));
  const links = [...panel()!.querySelectorAll('a.menu__link')].map((a) => a.textContent);
  assert.equal(links, ['Docs', 'Releases', '']);
});

mobile('the close button closes it and focus returns to the hamburger', () => {
  mount();
  open();
  fire(panel()!.querySelector('button[aria-label="Close navigation bar"]')!, 'click');
  assert.is(panel(), null);
  assert.is(document.body.style.overflow, 'visible');
  assert.is(document.activeElement, toggle());
});

mobile('Escape closes it', () => {
  mount();
  open();
  fire(document.activeElement!, 'keydown', { key: 'Escape' });
  assert.is(panel(), null);
  assert.is(document.activeElement, toggle());
});

mobile('Escape in a search modal opened over it closes the modal only, focus back in the menu; the next Escape closes the menu', async () => {
  render(<App site={createSearchSite()} store={createTestStore(createDocRoute())} />);
  open();
  fire(document.activeElement!, 'keydown', { key: 'k', code: 'KeyK', ctrlKey: true });
  await waitFor(() => document.activeElement?.id === 'docsearch-input', 'the modal input to take the focus');
  fire(document.activeElement!, 'keydown', { key: 'Escape', code: 'Escape' });
  await waitFor(() => !document.body.classList.contains('DocSearch--active'), 'the modal to close');
  assert.ok(panel(), 'the menu under the modal is still open');
  assert.is(document.activeElement, panel()!.querySelector('button[aria-label="Close navigation bar"]'), 'focus is back where Ctrl+K was pressed, not on the search button behind the backdrop');
  fire(panel()!.querySelector('button[aria-label="Close navigation bar"]')!, 'keydown', { key: 'Escape', code: 'Escape' });
  assert.is(panel(), null);
});

mobile('a click on the backdrop closes it', () => {
  mount();
  open();
  const backdrop = document.querySelector('.navbar-sidebar__backdrop')!;
  assert.is(backdrop.getAttribute('role'), 'presentation');
  fire(backdrop, 'click');
  assert.is(panel(), null);
});

mobile('clicking a menu link closes it', () => {
  mount();
  open();
  const docs = [...panel()!.querySelectorAll<HTMLAnchorElement>('a.menu__link')].find((a) => a.textContent === 'Docs')!;
  fire(docs, 'click');
  assert.is(panel(), null);
});

mobile('a navbar item that opens another tab closes it too, so it is shut when the reader comes back', () => {
  mount(DocsLikePage);
  open();
  fire(panel()!.querySelector('button.navbar-sidebar__back')!, 'click');
  const github = panel()!.querySelector<HTMLAnchorElement>('a[aria-label="GitHub"]')!;
  assert.is(github.getAttribute('target'), '_blank');
  fire(github, 'click');
  assert.is(panel(), null);
});

mobile('returning to desktop width closes it', () => {
  mount();
  open();
  resizeWindow(1200);
  assert.is(panel(), null);
  assert.not.ok(nav().classList.contains('navbar-sidebar--show'));
});

mobile('shows the page secondary menu first, with a back button to the main menu', () => {
  mount(DocsLikePage);
  open();
  const items = panel()!.querySelector('.navbar-sidebar__items')!;
  assert.ok(items.classList.contains('navbar-sidebar__items--show-secondary'));
  assert.ok(panel()!.querySelector('[data-testid="docs-sidebar"]'));
  const back = panel()!.querySelector<HTMLButtonElement>('button.navbar-sidebar__back')!;
  assert.is(back.textContent, '← Back to main menu');
  fire(back, 'click');
  assert.not.ok(items.classList.contains('navbar-sidebar__items--show-secondary'));
  assert.is(document.activeElement?.textContent, 'Docs', 'focus moves into the main menu');
});

mobile('reopening after a close shows the secondary menu again', () => {
  mount(DocsLikePage);
  open();
  fire(panel()!.querySelector('button.navbar-sidebar__back')!, 'click');
  fire(panel()!.querySelector('button[aria-label="Close navigation bar"]')!, 'click');
  open();
  assert.ok(panel()!.querySelector('.navbar-sidebar__items--show-secondary'));
});

mobile('an internal link in the secondary menu closes it; a plain category button does not', () => {
  mount(DocsLikePage);
  open();
  fire(panel()!.querySelector('[data-testid="docs-sidebar"] button')!, 'click');
  assert.ok(panel());
  fire(panel()!.querySelector('[data-testid="docs-sidebar"] a')!, 'click');
  assert.is(panel(), null);
});

/** The real docs page, whose sidebar goes into the menu; the page is docs/guides/install. */
function mountDocPage() {
  const route = makeDocRoute();
  const store = createRouteStore({
    route,
    Page: DocPage as (props: PageProps) => React.ReactNode,
    deps: { [SIDEBAR_URL]: makeSidebar() },
    location: { pathname: route.path, search: '', hash: '' },
  });
  render(<App site={createSiteData()} store={store} />);
}

const sidebarLink = (text: string) =>
  [...panel()!.querySelectorAll<HTMLElement>('nav[aria-label="Docs sidebar"] a')].find((a) => a.textContent === text)!;

mobile('in the docs sidebar, a category without a page of its own expands and the menu stays open', () => {
  mountDocPage();
  open();
  const reference = sidebarLink('Reference');
  assert.is(reference.getAttribute('role'), 'button');
  assert.is(reference.getAttribute('href'), '#');
  assert.is(reference.getAttribute('aria-expanded'), 'false');
  fire(reference, 'click');
  assert.ok(panel(), 'the menu is still open');
  assert.is(sidebarLink('Reference').getAttribute('aria-expanded'), 'true');
  assert.ok(sidebarLink('CRDs'), 'its docs are shown');
  fire(sidebarLink('Reference'), 'keydown', { key: ' ' });
  assert.ok(panel());
  assert.is(sidebarLink('Reference').getAttribute('aria-expanded'), 'false', 'Space toggles it back');
});

mobile('in the docs sidebar, the caret and external links keep the menu open; pages close it', () => {
  mountDocPage();
  open();
  fire(panel()!.querySelector('button.menu__caret')!, 'click');
  assert.ok(panel(), 'the caret only toggles');
  fire(sidebarLink('GitHub'), 'click');
  assert.ok(panel(), 'an external link opens a new tab');
  fire(sidebarLink('Guides'), 'click');
  assert.is(panel(), null, 'a category with a page navigates');
  open();
  fire(sidebarLink('Intro'), 'click');
  assert.is(panel(), null);
});

mobile('the sidebar header has the logo and the colour toggle', () => {
  mount();
  open();
  assert.ok(panel()!.querySelector('.navbar-sidebar__brand a.navbar__brand img'));
  assert.ok(panel()!.querySelector('.navbar-sidebar__brand .color-mode-toggle button'));
});

mobile('there is no hamburger when there are no items and no secondary menu', () => {
  const site = createSiteData();
  render(<App site={{ ...site, navbar: { ...site.navbar, items: [] } }} store={createTestStore()} />);
  assert.is(document.querySelector('button.navbar__toggle'), null);
});


mobile('a change of page it did not start (a search pick, navigate()) closes it too', () => {
  const store = createTestStore(createDocRoute());
  render(<App site={createSiteData()} store={store} />);
  open();
  act(() => store.setState({ ...store.getState(), location: { pathname: '/base/blog', search: '', hash: '' } }));
  assert.is(panel(), null, 'the menu closed with the page change');
  act(() => store.setState({ ...store.getState(), location: { pathname: '/base/blog', search: '', hash: '#x' } }));
  open();
  act(() => store.setState({ ...store.getState(), location: { pathname: '/base/blog', search: '', hash: '#y' } }));
  assert.ok(panel(), 'a hash change on the same page leaves it open');
});

/** The app with a router installed, on a doc with two hash entries in history (#a, then #b). */
async function mountWithHistory() {
  const store = createTestStore(createDocRoute());
  render(<App site={createSiteData()} store={store} />);
  // Hash changes on one page never load a route, so the loader is never asked.
  const router = createRouter({ site: createSiteData(), loader: {} as RouteLoader, store, window, commit: (r) => act(r) });
  const uninstall = router.install();
  await act(() => router.navigate('/base/docs/faq#a'));
  await act(() => router.navigate('/base/docs/faq#b'));
  return { store, uninstall };
}

mobile('with the menu open, Back only closes it: the page and its address stay', async () => {
  const { store, uninstall } = await mountWithHistory();
  try {
    open();
    act(() => history.back());
    assert.is(panel(), null, 'the menu closed');
    assert.is(location.hash, '#b');
    assert.is(store.getState().location.hash, '#b');
    assert.is(document.activeElement, toggle(), 'focus returns to the hamburger');
    act(() => history.back());
    assert.is(store.getState().location.hash, '#a', 'with the menu closed, Back navigates');
  } finally {
    uninstall();
  }
});

mobile('closing the menu with its button leaves no history entry behind: the next Back navigates', async () => {
  const { store, uninstall } = await mountWithHistory();
  try {
    const length = history.length;
    open();
    fire(panel()!.querySelector('button[aria-label="Close navigation bar"]')!, 'click');
    assert.is(history.length, length);
    act(() => history.back());
    assert.is(store.getState().location.hash, '#a');
  } finally {
    uninstall();
  }
});

mobile('an html navbar item is an entry of the menu list, with the site\'s markup', () => {
  const site = createSiteData();
  const items = [...site.navbar.items, { kind: 'html' as const, html: '<hr class="sep">', position: 'right' as const, source: 'navbar.items[9]' }];
  render(<App site={{ ...site, navbar: { ...site.navbar, items } }} store={createTestStore(createDocRoute())} />);
  open();
  const entry = panel()!.querySelector('.menu__list > li.menu__list-item > hr.sep');
  assert.ok(entry, panel()!.innerHTML);
});

mobile.run();
