/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@theme/BlogSidebar` (and its Desktop and Mobile parts), `@theme/BlogLayout` and
 * `@theme/BlogListPaginator` with Docusaurus' props, as a site's own blog pages draw them: the
 * theme's recent-posts aside and mobile menu entry, its frame and its list paginator.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { renderWithSite, resetBody } from '../pages/page-env';
import BlogSidebar, { BlogSidebarDesktop, BlogSidebarMobile } from '../../../../theme/compat/BlogSidebar';
import BlogLayout from '../../../../theme/compat/BlogLayout';
import BlogListPaginator from '../../../../theme/compat/BlogListPaginator';
import { docusaurusSidebar } from '../../../../theme/compat/Blog/blog-props';
import { makeBlogListRoute, makeBlogSidebar } from '../../../helpers/page-fixtures';

const test = suite('the blog frame and sidebar with Docusaurus\' props');
test.before.each(resetBody);

const route = makeBlogListRoute();
const sidebar = docusaurusSidebar(makeBlogSidebar());

test('BlogSidebar draws the recent posts in an aside, grouped by year, and the same list in the mobile menu', () => {
  const { container, secondary } = renderWithSite(<BlogSidebar sidebar={sidebar} />, { route });
  const nav = container.querySelector('aside.blog-sidebar > nav[aria-label="Blog recent posts navigation"]')!;
  assert.ok(nav);
  assert.equal([...nav.querySelectorAll('h3')].map((h) => h.textContent), ['2025', '2024']);
  assert.equal([...secondary.querySelectorAll('a.menu__link')].map((a) => a.textContent), ['Release 0.2', 'Release 0.1']);
});

test('its Desktop part draws only the aside and its Mobile part only the menu entry', () => {
  const desktop = renderWithSite(<BlogSidebarDesktop sidebar={sidebar} />, { route });
  assert.ok(desktop.container.querySelector('aside nav'));
  assert.is(desktop.secondary.querySelector('nav'), null);
  desktop.unmount();
  const mobile = renderWithSite(<BlogSidebarMobile sidebar={sidebar} />, { route });
  assert.is(mobile.container.querySelector('aside'), null);
  assert.ok(mobile.secondary.querySelector('nav[aria-label="Blog recent posts navigation"]'));
});

test('a sidebar the site made itself, or one with no posts, is drawn as one list or not at all', () => {
  const own = renderWithSite(<BlogSidebar sidebar={{ title: 'Picks', items: [{ title: 'Kites', permalink: '/base/blog/kites', unlisted: false }] }} />, { route });
  assert.equal([...own.container.querySelectorAll('aside a')].map((a) => a.textContent), ['Kites']);
  assert.is(own.container.querySelector('aside h3'), null);
  own.unmount();
  const empty = renderWithSite(<BlogSidebar sidebar={{ title: 'Picks', items: [] }} />, { route });
  assert.is(empty.container.querySelector('aside'), null);
  assert.is(empty.secondary.querySelector('nav'), null);
});

test('BlogLayout draws the theme\'s frame: the aside, then the content in the blog\'s main, then the TOC', () => {
  const { container } = renderWithSite(<BlogLayout sidebar={sidebar} toc={<nav aria-label="On this page" />}><p id="body">Posts</p></BlogLayout>, { route });
  const layout = container.querySelector('.blog-layout.blog-layout--with-sidebar.blog-layout--with-toc')!;
  assert.equal([...layout.children].map((c) => c.tagName.toLowerCase()), ['aside', 'main', 'div']);
  assert.ok(layout.querySelector('main.blog-main > #body'));
});

test('BlogListPaginator links the newer and older pages with the list paginator\'s landmark and texts', () => {
  const { container } = renderWithSite(<BlogListPaginator metadata={{ previousPage: '/base/blog', nextPage: '/base/blog/page/3' }} />, { route });
  const nav = container.querySelector('nav[aria-label="Blog list page navigation"]')!;
  assert.equal([...nav.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.textContent]), [['/base/blog', 'Newer entries'], ['/base/blog/page/3', 'Older entries']]);
  const first = renderWithSite(<BlogListPaginator metadata={{ nextPage: '/base/blog/page/2' }} />, { route });
  assert.equal([...first.container.querySelectorAll('nav a')].map((a) => a.textContent), ['Older entries']);
});

test.run();
