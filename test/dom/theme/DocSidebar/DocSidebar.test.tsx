/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { click, keyDown, renderWithSite, resetBody } from '../pages/page-env';
import { DocSidebar, CLOSE_MOBILE_MENU_EVENT } from '../../../../theme/DocSidebar/DocSidebar';
import { makeSidebar } from '../../../helpers/page-fixtures';
import { createSiteData } from '../../../helpers/fixtures';

const test = suite('DocSidebar');
test.before.each(resetBody);

const render = (activePath: string, onItemClick?: () => void) =>
  renderWithSite(<DocSidebar items={makeSidebar()} activePath={activePath} onItemClick={onItemClick} />, { pathname: activePath });

test('labels the navigation "Docs sidebar" and marks the current page with aria-current', () => {
  const { container } = render('/base/docs/intro/');
  const nav = container.querySelector('nav[aria-label="Docs sidebar"]');
  assert.ok(nav);
  const active = container.querySelectorAll('[aria-current="page"]');
  assert.is(active.length, 1);
  assert.is(active[0]!.textContent, 'Intro');
  assert.ok(active[0]!.classList.contains('menu__link--active'));
});

test('a category on the way to the current page has an active label; its row is active only on its own page', () => {
  const labelOf = (container: Element, name: string) =>
    [...container.querySelectorAll('.menu__link--sublist')].find((a) => a.textContent === name)!;
  const inside = render('/base/docs/guides/install').container;
  const guides = labelOf(inside, 'Guides');
  assert.ok(guides.classList.contains('menu__link--active'), 'label of the category holding the page');
  assert.is(guides.getAttribute('aria-current'), null);
  assert.not.ok(guides.parentElement!.classList.contains('menu__list-item-collapsible--active'));
  const reference = render('/base/docs/reference/crds').container;
  assert.ok(labelOf(reference, 'Reference').classList.contains('menu__link--active'), 'a category without a page too');
  assert.not.ok(labelOf(reference, 'Guides').classList.contains('menu__link--active'));
  const own = labelOf(render('/base/docs/guides/').container, 'Guides');
  assert.ok(own.classList.contains('menu__link--active'));
  assert.is(own.getAttribute('aria-current'), 'page');
  assert.ok(own.parentElement!.classList.contains('menu__list-item-collapsible--active'));
});

test('matches the active page case-insensitively', () => {
  const { container } = render('/BASE/Docs/Guides/Install');
  assert.is(container.querySelector('[aria-current="page"]')?.textContent, 'Install');
});

test('does not render the children of a collapsed category (lazy)', () => {
  const { container } = render('/base/docs/intro');
  assert.is(container.textContent?.includes('Install'), false);
  assert.is(container.textContent?.includes('CRDs'), false);
  const guides = container.querySelector('.theme-doc-sidebar-item-category-level-1');
  assert.ok(guides?.classList.contains('menu__list-item--collapsed'));
});

test('opens the category that contains the current page', () => {
  const { container } = render('/base/docs/guides/upgrade');
  const guides = container.querySelector('.theme-doc-sidebar-item-category-level-1')!;
  assert.not.ok(guides.classList.contains('menu__list-item--collapsed'));
  assert.ok(container.querySelector('.theme-doc-sidebar-item-link-level-2'));
  assert.is(container.querySelector('[aria-current="page"]')?.textContent, 'Upgrade');
});

test('names the caret after the category and flips it on click', () => {
  const { container } = render('/base/docs/intro');
  const caret = container.querySelector<HTMLButtonElement>('button.menu__caret')!;
  assert.is(caret.getAttribute('aria-label'), "Expand sidebar category 'Guides'");
  assert.is(caret.getAttribute('aria-expanded'), 'false');
  click(caret);
  assert.is(caret.getAttribute('aria-label'), "Collapse sidebar category 'Guides'");
  assert.is(caret.getAttribute('aria-expanded'), 'true');
  assert.ok(container.textContent?.includes('Install'));
});

test('toggles a category without a page from the keyboard (Space) and by click', () => {
  const { container } = render('/base/docs/intro');
  const toggle = container.querySelector<HTMLAnchorElement>('a[role="button"]')!;
  assert.is(toggle.textContent, 'Reference');
  assert.is(toggle.getAttribute('aria-expanded'), 'false');
  keyDown(toggle, ' ');
  assert.is(toggle.getAttribute('aria-expanded'), 'true');
  assert.ok(container.textContent?.includes('CRDs'));
  click(toggle);
  assert.is(toggle.getAttribute('aria-expanded'), 'false');
});

test('points a page-less category at "#" once hydrated', () => {
  const { container } = render('/base/docs/intro');
  assert.is(container.querySelector('a[role="button"]')?.getAttribute('href'), '#');
});

test('a category that cannot collapse and has no page is a plain label: no button, no link, always open', () => {
  const items = makeSidebar().map((it) => (it.type === 'category' && it.label === 'Reference' ? { ...it, collapsible: false, collapsed: false } : it));
  const { container } = renderWithSite(<DocSidebar items={items} activePath="/base/docs/reference/crds" />, { pathname: '/base/docs/reference/crds' });
  const label = [...container.querySelectorAll('.menu__link')].find((a) => a.textContent === 'Reference')!;
  assert.not.ok(label.classList.contains('menu__link--sublist'), 'not styled as a label that opens and closes');
  assert.is(label.getAttribute('href'), null);
  assert.is(label.getAttribute('role'), null);
  assert.is(label.getAttribute('aria-expanded'), null);
  assert.ok(label.classList.contains('menu__link--active'), 'still marked on the way to the page');
  assert.ok(container.querySelector('a[href="/base/docs/reference/crds"]'), 'its items are shown');
  click(label);
  assert.ok(container.querySelector('a[href="/base/docs/reference/crds"]'), 'a click closes nothing');
});

test('a category with a page that cannot collapse has a plain link label, without caret', () => {
  const items = makeSidebar().map((it) => (it.type === 'category' && it.label === 'Guides' ? { ...it, collapsible: false, collapsed: false } : it));
  const { container } = renderWithSite(<DocSidebar items={items} activePath="/base/docs/intro" />, { pathname: '/base/docs/intro' });
  const label = [...container.querySelectorAll('.menu__link')].find((a) => a.textContent === 'Guides')!;
  assert.is(label.getAttribute('href'), '/base/docs/guides/');
  assert.is(label.className, 'menu__link');
  assert.is(label.parentElement!.querySelector('.menu__caret'), null);
});

test('adds level classes and opens external links in a new tab', () => {
  const { container } = render('/base/docs/intro');
  assert.ok(container.querySelector('.theme-doc-sidebar-item-link-level-1'));
  const external = [...container.querySelectorAll('a')].find((a) => a.textContent === 'GitHub')!;
  assert.is(external.getAttribute('target'), '_blank');
});

test('reports link clicks so the mobile menu can close', () => {
  let clicked = 0;
  const { container } = render('/base/docs/intro', () => clicked++);
  const link = [...container.querySelectorAll('a')].find((a) => a.textContent === 'Intro')!;
  // Stop the click from reaching happy-dom's navigation.
  link.addEventListener('click', (e) => e.preventDefault());
  click(link);
  assert.is(clicked, 1);
});

test('with autoCollapseCategories, opening a category closes the open one beside it', () => {
  const site = { ...createSiteData(), docsSidebar: { hideable: false, autoCollapseCategories: true } };
  const { container } = renderWithSite(<DocSidebar items={makeSidebar()} activePath="/base/docs/intro" />, { pathname: '/base/docs/intro', site });
  const [guides, reference] = [...container.querySelectorAll('.theme-doc-sidebar-item-category-level-1')];
  click(guides!.querySelector('button.menu__caret')!);
  assert.not.ok(guides!.classList.contains('menu__list-item--collapsed'));
  click(reference!.querySelector('a[role="button"]')!);
  assert.not.ok(reference!.classList.contains('menu__list-item--collapsed'));
  assert.ok(guides!.classList.contains('menu__list-item--collapsed'), 'Guides closed when Reference opened');
});

test('with autoCollapseCategories, opening a category also closes the one that holds the current page', () => {
  const site = { ...createSiteData(), docsSidebar: { hideable: false, autoCollapseCategories: true } };
  const { container } = renderWithSite(<DocSidebar items={makeSidebar()} activePath="/base/docs/guides/install" />, { pathname: '/base/docs/guides/install', site });
  const [guides, reference] = [...container.querySelectorAll('.theme-doc-sidebar-item-category-level-1')];
  assert.not.ok(guides!.classList.contains('menu__list-item--collapsed'), 'open on arrival: it holds the page');
  click(reference!.querySelector('a[role="button"]')!);
  assert.not.ok(reference!.classList.contains('menu__list-item--collapsed'));
  assert.ok(guides!.classList.contains('menu__list-item--collapsed'), 'Guides closed when Reference opened');
});

test('without it, both stay open', () => {
  const { container } = render('/base/docs/intro');
  const [guides, reference] = [...container.querySelectorAll('.theme-doc-sidebar-item-category-level-1')];
  click(guides!.querySelector('button.menu__caret')!);
  click(reference!.querySelector('a[role="button"]')!);
  assert.not.ok(guides!.classList.contains('menu__list-item--collapsed'));
  assert.not.ok(reference!.classList.contains('menu__list-item--collapsed'));
});

test('leaves out a category without a page whose docs are all unlisted, except on one of those docs', () => {
  const items = [
    ...makeSidebar(),
    { type: 'category' as const, label: 'Drafts', collapsed: true, collapsible: true, items: [{ type: 'link' as const, label: 'Sketch', href: '/base/docs/drafts/sketch', unlisted: true }] },
  ];
  const labels = (path: string) => [...renderWithSite(<DocSidebar items={items} activePath={path} />, { pathname: path }).container.querySelectorAll('.menu__link--sublist')].map((a) => a.textContent);
  assert.not.ok(labels('/base/docs/intro').includes('Drafts'));
  assert.ok(labels('/base/docs/drafts/sketch').includes('Drafts'));
});

test('exposes the close event name used with the mobile menu', () => {
  assert.is(CLOSE_MOBILE_MENU_EVENT, 'opdocs:close-mobile-menu');
});

test.run();
