/** The blog route data in the shapes a site's swizzled Docusaurus blog components are given. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { BlogListRoute, BlogSidebarData, PostSummary } from '../../../../../runtime/types';
import { blogListPageProps, docusaurusSidebar, ownSidebar } from '../../../../../theme/compat/Blog/blog-props';

const SIDEBAR: BlogSidebarData = {
  title: 'Recent posts',
  groups: [
    { year: '2025', posts: [{ title: 'Gamma', href: '/blog/gamma' }] },
    { year: '2024', posts: [{ title: 'Beta', href: '/blog/beta', unlisted: true }, { title: 'Alpha', href: '/blog/alpha' }] },
  ],
};

const post = (title: string, tags: string[] = []): PostSummary => ({
  title, href: `/blog/${title.toLowerCase()}`, date: '2025-01-02T00:00:00.000Z', formattedDate: 'January 2, 2025',
  authors: [{ key: 'ada', name: 'Ada', imageURL: '/img/ada.png' }], tags: tags.map((t) => ({ label: t, href: `/blog/tags/${t}` })),
  html: '<p>Body</p>', hasTruncateMarker: false,
});

const route = (over: Partial<BlogListRoute>): BlogListRoute => ({
  kind: 'blog-list', path: '/blog/page/2', page: 'blog-list', deps: [], head: { title: 'Blog' } as BlogListRoute['head'],
  listType: 'all', heading: 'Blog', posts: [post('Alpha', ['wind']), post('Beta')],
  pagination: { page: 2, totalPages: 3, totalCount: 5, newer: '/blog', older: '/blog/page/3' }, sidebar: SIDEBAR, ...over,
});

test('the sidebar is Docusaurus\' flat list of items, newest first, unlisted ones marked', () => {
  assert.equal(docusaurusSidebar(SIDEBAR), {
    title: 'Recent posts',
    items: [
      { title: 'Gamma', permalink: '/blog/gamma', unlisted: false },
      { title: 'Beta', permalink: '/blog/beta', unlisted: true },
      { title: 'Alpha', permalink: '/blog/alpha', unlisted: false },
    ],
  });
});

test('the same data gives the same sidebar object, and it leads back to its year groups', () => {
  const converted = docusaurusSidebar(SIDEBAR);
  assert.is(docusaurusSidebar(SIDEBAR), converted);
  assert.is(ownSidebar(converted), SIDEBAR);
});

test('a sidebar the site made itself becomes one group of its items', () => {
  assert.equal(ownSidebar({ title: 'Picks', items: [{ title: 'Alpha', permalink: '/blog/alpha', unlisted: false }, { title: 'Beta', permalink: '/blog/beta', unlisted: true }] }), {
    title: 'Picks', groups: [{ year: null, posts: [{ title: 'Alpha', href: '/blog/alpha' }, { title: 'Beta', href: '/blog/beta', unlisted: true }] }],
  });
  assert.is(ownSidebar(undefined), null);
});

test('a list page\'s metadata names its page, its neighbours, the whole list\'s count and the blog', () => {
  const { metadata, listMetadata, items, sidebar, tag } = blogListPageProps(route({ description: 'News' }), { title: 'Kite blog', tagsPath: '/blog/tags' });
  assert.equal(metadata, {
    permalink: '/blog/page/2', page: 2, postsPerPage: 2, totalPages: 3, totalCount: 5,
    previousPage: '/blog', nextPage: '/blog/page/3', blogTitle: 'Kite blog', blogDescription: 'News',
  });
  assert.is(listMetadata, metadata);
  assert.is(tag, undefined);
  assert.is(sidebar, docusaurusSidebar(SIDEBAR));
  assert.equal(items.map(({ content }) => [content.metadata.title, content.metadata.tags, content.metadata.authors[0].name, content.metadata.formattedDate]), [
    ['Alpha', [{ label: 'wind', permalink: '/blog/tags/wind' }], 'Ada', 'January 2, 2025'],
    ['Beta', [], 'Ada', 'January 2, 2025'],
  ]);
});

test('the first and only page has no neighbours and counts its posts exactly', () => {
  const { metadata } = blogListPageProps(route({ path: '/blog', pagination: { page: 1, totalPages: 1, totalCount: 2, newer: null, older: null } }), null);
  assert.equal([metadata.previousPage, metadata.nextPage, metadata.totalCount, metadata.blogTitle], [undefined, undefined, 2, '']);
  assert.not.ok('previousPage' in metadata);
});

test('a tag\'s page is given its tag, with the tags list and whether it is unlisted', () => {
  const props = blogListPageProps(route({
    listType: 'tag', tag: { label: 'wind', href: '/blog/tags/wind', description: 'Breezy' },
    head: { title: 'wind', noindex: true } as BlogListRoute['head'], pagination: { page: 1, totalPages: 1, totalCount: 2, newer: null, older: null },
  }), { title: 'Kite blog', tagsPath: '/blog/tags' });
  assert.equal(props.tag, { label: 'wind', permalink: '/blog/tags/wind', description: 'Breezy', allTagsPath: '/blog/tags', count: 2, unlisted: true });
});

test.run();
