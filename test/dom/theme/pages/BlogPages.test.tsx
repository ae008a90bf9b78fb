/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { renderWithSite, resetBody } from './page-env';
import BlogListPage from '../../../../theme/pages/BlogListPage';
import BlogPostPage from '../../../../theme/pages/BlogPostPage';
import BlogTagsPage from '../../../../theme/pages/BlogTagsPage';
import BlogArchivePage from '../../../../theme/pages/BlogArchivePage';
import BlogAuthorsPage from '../../../../theme/pages/BlogAuthorsPage';
import type { BlogArchiveRoute, BlogAuthorsRoute, BlogListRoute, BlogTagsRoute } from '../../../../runtime/types';
import { makeBlogListRoute, makeBlogPostRoute, makeBlogSidebar, makeHead, makePost, makeSite } from '../../../helpers/page-fixtures';

const list = suite('BlogListPage');
list.before.each(resetBody);

const renderList = (route: BlogListRoute = makeBlogListRoute()) => renderWithSite(<BlogListPage route={route} />, { route });

list('shows each post with title link, date, reading time and excerpt', () => {
  const { container } = renderList();
  const items = container.querySelectorAll('article.blog-post-item');
  assert.is(items.length, 2);
  const first = items[0]!;
  assert.is(first.querySelector('h2 a')?.getAttribute('href'), '/base/blog/release-0-2');
  const time = first.querySelector('time')!;
  assert.is(time.getAttribute('datetime'), '2025-02-01T00:00:00.000Z');
  assert.is(first.querySelector('.blog-post-info')?.textContent, 'Month 2, 2025 · 2 min read');
  assert.is(first.querySelector('[data-opdocs-html="post-0"]')?.textContent, 'Excerpt 2');
  assert.ok(items[1]!.querySelector('[data-opdocs-html="post-1"]'));
});

list('hides the reading time when the post has none', () => {
  const { container } = renderList();
  const second = container.querySelectorAll('article.blog-post-item')[1]!;
  assert.is(second.querySelector('.blog-post-info')?.textContent, 'Month 1, 2025');
});

list('says "One min read" for a one-minute post', () => {
  const { container } = renderList(makeBlogListRoute({ posts: [makePost(3, { readingTimeMinutes: 0.4 })] }));
  assert.is(container.querySelector('.blog-post-reading-time')?.textContent, 'One min read');
});

list('offers "Read more" only for posts with a truncate marker', () => {
  const { container } = renderList();
  const links = [...container.querySelectorAll('.blog-post-read-more a')];
  assert.is(links.length, 1);
  assert.is(links[0]!.textContent, 'Read more about Release 0.2');
  assert.is(links[0]!.querySelector('b')!.textContent, 'Read more', 'only "Read more" is visible');
  assert.ok(links[0]!.querySelector('.visually-hidden'));
  assert.is(links[0]!.getAttribute('aria-label'), 'Read more about Release 0.2');
});

list('shows author avatar, name link and title', () => {
  const { container } = renderList();
  const author = container.querySelector('article .avatar')!;
  assert.is(author.querySelector('img')?.getAttribute('src'), 'https://example.com/alex.png');
  assert.is(author.querySelector('a')?.getAttribute('href'), 'https://example.com/alex');
  assert.is(author.querySelector('.avatar__subtitle')?.textContent, 'Maintainer');
});

list('paginates with "Older entries" / "Newer entries"', () => {
  const { container } = renderList(makeBlogListRoute({ pagination: { page: 2, totalPages: 3, totalCount: 7, newer: '/base/blog', older: '/base/blog/page/3' } }));
  const nav = container.querySelector('nav[aria-label="Blog list page navigation"]')!;
  assert.is(nav.querySelector('.pagination-nav__link--prev')?.getAttribute('href'), '/base/blog');
  const texts = [...nav.querySelectorAll('a')].map((a) => a.textContent);
  assert.equal(texts, ['Newer entries', 'Older entries'], 'each label once, with no sublabel');
  assert.is(nav.querySelector('.pagination-nav__sublabel'), null);
  assert.is(nav.querySelector('.pagination-nav__link--next .pagination-nav__label')?.textContent, 'Older entries');
});

list('links the feeds on the blog index', () => {
  const { container } = renderList();
  const feeds = [...container.querySelectorAll('.blog-feed-links a')].map((a) => a.getAttribute('href'));
  assert.equal(feeds, ['/base/blog/rss.xml', '/base/blog/atom.xml']);
});

list('has a "View All Tags" link on tag pages and the route heading', () => {
  const { container } = renderList(
    makeBlogListRoute({ listType: 'tag', heading: 'One post tagged with "release"', tag: { label: 'Release', href: '/base/blog/tags/release' } }),
  );
  assert.is(container.querySelector('h1')?.textContent, 'One post tagged with "release"');
  const link = [...container.querySelectorAll('a')].find((a) => a.textContent === 'View All Tags');
  assert.is(link?.getAttribute('href'), '/base/blog/tags');
});

list('shows the author card on author pages', () => {
  const author = { key: 'alex', name: 'Alex', title: 'Maintainer', page: '/base/blog/authors/alex' };
  const { container } = renderList(makeBlogListRoute({ listType: 'author', heading: 'Alex - 2 posts', author }));
  assert.is(container.querySelector('.blog-list-header .avatar__name')?.textContent, 'Alex');
});

list('author pages link to the authors list with "View all authors"; other lists do not', () => {
  const author = { key: 'alex', name: 'Alex', page: '/base/blog/authors/alex' };
  const { container } = renderList(makeBlogListRoute({ listType: 'author', heading: 'Alex - 2 posts', author }));
  const link = [...container.querySelectorAll('.blog-list-header a')].find((a) => a.textContent === 'View all authors');
  assert.is(link?.getAttribute('href'), '/base/blog/authors');
  resetBody();
  const index = renderList();
  assert.not.ok([...index.container.querySelectorAll('a')].some((a) => a.textContent === 'View all authors'));
});

list('"View All Tags" and "View all authors" lead where the site data says (blog.tagsBasePath, authorsBasePath)', () => {
  const base = makeSite();
  const site = { ...base, blog: { ...base.blog!, tagsPath: '/base/blog/topics', authorsPath: '/base/blog/writers' } };
  const tag = makeBlogListRoute({ listType: 'tag', heading: 'x', tag: { label: 'Release', href: '/base/blog/topics/release' } });
  const tagPage = renderWithSite(<BlogListPage route={tag} />, { route: tag, site });
  assert.is(tagPage.container.querySelector('a.blog-view-all-tags')?.getAttribute('href'), '/base/blog/topics');
  resetBody();
  const author = makeBlogListRoute({ listType: 'author', heading: 'Alex - 2 posts', author: { key: 'alex', name: 'Alex', page: '/base/blog/writers/alex' } });
  const authorPage = renderWithSite(<BlogListPage route={author} />, { route: author, site });
  assert.is(authorPage.container.querySelector('a.blog-view-all-authors')?.getAttribute('href'), '/base/blog/writers');
});

list('renders the recent posts sidebar grouped by year, and puts it in the mobile menu', () => {
  const { container, secondary } = renderList(makeBlogListRoute({ path: '/base/blog/release-0-2' }));
  const nav = container.querySelector('aside nav[aria-label="Blog recent posts navigation"]')!;
  assert.is(nav.querySelector('.blog-sidebar__title')?.textContent, 'Recent posts');
  const groups = nav.querySelectorAll('[role="group"]');
  assert.equal([...groups].map((g) => g.querySelector('h3')?.textContent), ['2025', '2024']);
  assert.is(nav.querySelector('[aria-current="page"]')?.textContent, 'Release 0.2');
  assert.ok(secondary.querySelector('nav[aria-label="Blog recent posts navigation"]'));
});

list('shows an unlisted post of the sidebar only on its own page, dropping a year it alone fills', () => {
  const sidebar = makeBlogSidebar();
  sidebar.groups.unshift({ year: '2026', posts: [{ title: 'Secret', href: '/base/blog/secret', unlisted: true }] });
  const years = (path: string) => {
    resetBody();
    const { container } = renderList(makeBlogListRoute({ path, sidebar }));
    const nav = container.querySelector('aside nav[aria-label="Blog recent posts navigation"]')!;
    return [...nav.querySelectorAll('h3')].map((h) => h.textContent);
  };
  assert.equal(years('/base/blog'), ['2025', '2024']);
  assert.equal(years('/base/blog/secret'), ['2026', '2025', '2024']);
});

list.run();

const post = suite('BlogPostPage');
post.before.each(resetBody);

post('shows the full post in #__blog-post-container with Newer/Older navigation', () => {
  const route = makeBlogPostRoute({ editUrl: 'https://github.com/x/edit/blog/post.md' });
  const { container } = renderWithSite(<BlogPostPage route={route} />, { route });
  const body = container.querySelector('#__blog-post-container.markdown')!;
  assert.is(body.querySelector('[data-opdocs-html="post"]')?.textContent, 'Full post');
  assert.is(container.querySelector('h1')?.textContent, 'Release 0.2');
  const nav = container.querySelector('nav[aria-label="Blog post page navigation"]')!;
  assert.is(nav.querySelector('.pagination-nav__link--prev .pagination-nav__sublabel')?.textContent, 'Newer post');
  assert.is(nav.querySelector('.pagination-nav__link--next .pagination-nav__sublabel')?.textContent, 'Older post');
  assert.is(container.querySelector('a.theme-edit-this-page')?.textContent, 'Edit this page');
  assert.ok(container.querySelector('.theme-doc-toc-desktop a[href="#changes"]'));
  assert.is(container.querySelector('.blog-post-read-more a'), null);
});

post('shows the last update in the footer as docs do, and no footer line without one', () => {
  const route = makeBlogPostRoute({ lastUpdate: { at: Date.parse('2026-03-04T10:00:00Z'), by: 'Ada' } });
  const { container } = renderWithSite(<BlogPostPage route={route} />, { route });
  const line = container.querySelector('footer.blog-post-footer .theme-last-updated')!;
  assert.is(line.textContent, 'Last updated on Mar 4, 2026 by Ada');
  assert.is(line.querySelector('time')?.getAttribute('datetime'), '2026-03-04T10:00:00.000Z');
  resetBody();
  const dateless = makeBlogPostRoute({ lastUpdate: {} });
  assert.is(renderWithSite(<BlogPostPage route={dateless} />, { route: dateless }).container.querySelector('.theme-last-updated'), null);
});

post('an unlisted post carries the "Unlisted page" banner above it, as unlisted docs do; a listed one none', () => {
  const hidden = makeBlogPostRoute({ head: { ...makeHead('Release 0.2'), noindex: true } });
  const banner = renderWithSite(<BlogPostPage route={hidden} />, { route: hidden }).container.querySelector('.theme-unlisted-banner[role="alert"]');
  assert.is(banner?.querySelector('.alert__heading')?.textContent, 'Unlisted page');
  assert.match(banner?.textContent ?? '', 'only users having a direct link can access it');
  assert.ok(banner!.compareDocumentPosition(banner!.ownerDocument.querySelector('article')!) & 4, 'before the post');
  resetBody();
  const listed = makeBlogPostRoute();
  assert.is(renderWithSite(<BlogPostPage route={listed} />, { route: listed }).container.querySelector('.theme-unlisted-banner'), null);
});

post.run();

const others = suite('Blog tags, archive and authors pages');
others.before.each(resetBody);

others('groups tags by first letter with their counts', () => {
  const route: BlogTagsRoute = {
    kind: 'blog-tags', page: 'blog-tags', path: '/base/blog/tags', head: makeHead('Tags'), deps: [],
    tags: [
      { label: 'release', href: '/base/blog/tags/release', count: 8 },
      { label: 'Announcement', href: '/base/blog/tags/announcement', count: 1 },
    ],
    sidebar: makeBlogSidebar(),
  };
  const { container } = renderWithSite(<BlogTagsPage route={route} />, { route });
  assert.is(container.querySelector('h1')?.textContent, 'Tags');
  const letters = [...container.querySelectorAll('.tags-index h2')].map((h) => h.textContent);
  assert.equal(letters, ['A', 'R']);
  const release = container.querySelector('a[href="/base/blog/tags/release"]')!;
  assert.is(release.querySelector('.tag__count')?.textContent, '8');
});

others('lists the archive years and entries in the order the route gives', () => {
  const route: BlogArchiveRoute = {
    kind: 'blog-archive', page: 'blog-archive', path: '/base/blog/archive', head: makeHead('Archive'), deps: [],
    years: [
      { year: '2025', posts: [
        { title: 'Old', href: '/base/blog/old', date: '2025-01-02T00:00:00.000Z', formattedDate: 'January 2' },
        { title: 'New', href: '/base/blog/new', date: '2025-03-09T00:00:00.000Z', formattedDate: 'March 9' },
      ] },
      { year: '2024', posts: [{ title: 'Older', href: '/base/blog/older', date: '2024-05-01T00:00:00.000Z', formattedDate: 'May 1' }] },
    ],
  };
  const { container } = renderWithSite(<BlogArchivePage route={route} />, { route });
  assert.is(container.querySelector('h1')?.textContent, 'Archive');
  assert.equal([...container.querySelectorAll('.blog-archive__year h2')].map((h) => h.textContent), ['2025', '2024']);
  const entries = [...container.querySelectorAll('.blog-archive__year a')].map((a) => a.textContent);
  assert.equal(entries, ['January 2 - Old', 'March 9 - New', 'May 1 - Older']);
});

others('lists authors with post counts linking to their pages', () => {
  const route: BlogAuthorsRoute = {
    kind: 'blog-authors', page: 'blog-authors', path: '/base/blog/authors', head: makeHead('Authors'), deps: [],
    authors: [
      { key: 'alex', name: 'Alex', page: '/base/blog/authors/alex', url: 'https://example.com/alex', count: 3 },
      { key: 'sam', name: 'Sam', count: 1 },
    ],
    sidebar: makeBlogSidebar(),
  };
  const { container } = renderWithSite(<BlogAuthorsPage route={route} />, { route });
  assert.is(container.querySelector('h1')?.textContent, 'Authors');
  const cards = container.querySelectorAll('.authors-list__item');
  assert.is(cards[0]!.querySelector('a')?.getAttribute('href'), '/base/blog/authors/alex');
  assert.ok(cards[0]!.textContent?.includes('3 posts'));
  assert.ok(cards[1]!.textContent?.includes('One post'));
  assert.is(cards[1]!.querySelector('a'), null);
});

others.run();
