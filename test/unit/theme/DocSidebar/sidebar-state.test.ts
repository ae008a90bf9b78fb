import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { SidebarCategory, SidebarItem } from '../../../../runtime/types';
import {
  containsActive,
  findFirstHref,
  getInitialCollapsed,
  isActiveItem,
  isItemVisible,
  isSamePath,
  normalizePath,
} from '../../../../theme/DocSidebar/sidebar-state';

const category = (over: Partial<SidebarCategory> = {}): SidebarCategory => ({
  type: 'category',
  label: 'Guides',
  collapsed: true,
  collapsible: true,
  items: [
    { type: 'link', label: 'Install', href: '/base/docs/guides/install' },
    {
      type: 'category',
      label: 'Deep',
      collapsed: true,
      collapsible: true,
      items: [{ type: 'link', label: 'Nested', href: '/base/docs/guides/deep/nested' }],
    },
  ],
  ...over,
});

const paths = suite('sidebar-state: path matching');

paths('treats paths as equal regardless of case and trailing slash', () => {
  assert.ok(isSamePath('/base/docs/FAQ/', '/base/docs/faq'));
  assert.ok(isSamePath('/base/docs/faq', '/Base/Docs/Faq///'));
  assert.is(normalizePath('/'), '/');
});

paths('a percent-encoded location matches the raw href of a folder with a space, and its category holds it', () => {
  assert.ok(isSamePath('/docs/Getting%20Started/one', '/docs/Getting Started/one'));
  assert.ok(isSamePath('/docs/100%', '/docs/100%'), 'a stray % is compared as written');
  const spaced = category({ items: [{ type: 'link', label: 'One', href: '/docs/Getting Started/one' }] });
  assert.ok(containsActive(spaced, '/docs/Getting%20Started/one'));
  assert.is(getInitialCollapsed(spaced, '/docs/Getting%20Started/one'), false);
});

paths('a path asked for twice in a row and then another gets each its own answer', () => {
  assert.is(normalizePath('/Base/A/'), '/base/a');
  assert.is(normalizePath('/Base/A/'), '/base/a');
  assert.is(normalizePath('/base/b?x#y'), '/base/b');
  assert.is(normalizePath(''), '/');
  assert.is(normalizePath('/Base/A/'), '/base/a');
});

paths('does not match different pages or missing paths', () => {
  assert.not.ok(isSamePath('/base/docs/faq', '/base/docs/faq-2'));
  assert.not.ok(isSamePath(undefined, '/base/docs/faq'));
});

paths('ignores the query string and hash of the current location', () => {
  assert.ok(isSamePath('/base/docs/faq', '/base/docs/faq/?x=1#top'));
});

paths('never marks an external link active, even with a matching path', () => {
  const link: SidebarItem = { type: 'link', label: 'X', href: '/base/docs/faq', external: true };
  assert.not.ok(isActiveItem(link, '/base/docs/faq'));
  assert.ok(isActiveItem({ ...link, external: false }, '/base/docs/FAQ/'));
});

paths.run();

const state = suite('sidebar-state: initial collapsed state');

state('keeps a category collapsed as the data says when it does not hold the current page', () => {
  assert.is(getInitialCollapsed(category(), '/base/docs/other'), true);
  assert.is(getInitialCollapsed(category({ collapsed: false }), '/base/docs/other'), false);
});

state('expands a category that contains the current page at any depth', () => {
  assert.ok(containsActive(category(), '/base/docs/guides/deep/nested/'));
  assert.is(getInitialCollapsed(category(), '/base/docs/guides/deep/nested/'), false);
});

state('expands a category whose own page is the current page', () => {
  const withPage = category({ href: '/base/docs/guides/' });
  assert.ok(isActiveItem(withPage, '/base/docs/guides'));
  assert.is(getInitialCollapsed(withPage, '/base/docs/guides'), false);
});

state('never collapses a category that is not collapsible', () => {
  assert.is(getInitialCollapsed(category({ collapsible: false, collapsed: true }), '/elsewhere'), false);
});

state('hides unlisted items unless they hold the current page', () => {
  const unlisted: SidebarItem = { type: 'link', label: 'Secret', href: '/base/docs/secret', unlisted: true };
  assert.not.ok(isItemVisible(unlisted, '/base/docs/faq'));
  assert.ok(isItemVisible(unlisted, '/base/docs/secret'));
});

state('hides a category without a page whose items are all unlisted, unless it holds the current page', () => {
  const secret: SidebarItem = { type: 'link', label: 'Only', href: '/base/docs/cat2/only', unlisted: true };
  const hollow = category({ label: 'Cat2', items: [secret] });
  assert.not.ok(isItemVisible(hollow, '/base/docs/faq'));
  assert.ok(isItemVisible(hollow, '/base/docs/cat2/only'));
  // One level down: the outer category has nothing to show either.
  assert.not.ok(isItemVisible(category({ label: 'Outer', items: [hollow] }), '/base/docs/faq'));
  // A page of its own keeps it: the label still leads somewhere.
  assert.ok(isItemVisible(category({ label: 'Linked', href: '/base/docs/linked/', items: [secret] }), '/base/docs/faq'));
  // A listed item keeps it, even when its own page is unlisted.
  assert.ok(isItemVisible(category({ items: [secret, { type: 'link', label: 'Open', href: '/base/docs/cat2/open' }] }), '/base/docs/faq'));
});

state('finds the first reachable link of a category without a page', () => {
  assert.is(findFirstHref(category().items), '/base/docs/guides/install');
  assert.is(findFirstHref([]), undefined);
});

state('the fallback link of a category skips unlisted docs and unlisted categories', () => {
  const hidden = { type: 'link' as const, label: 'Hidden', href: '/base/docs/hidden', unlisted: true };
  const secret = category({ label: 'Secret', unlisted: true, items: [{ type: 'link', label: 'S', href: '/base/docs/s' }] });
  assert.is(findFirstHref([hidden, secret, ...category().items]), '/base/docs/guides/install');
  assert.is(findFirstHref([hidden]), undefined);
});

state.run();
