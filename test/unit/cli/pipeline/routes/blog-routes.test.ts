import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { BlogListRoute, BlogArchiveRoute, BlogTagsRoute, BlogPostRoute, RouteData } from '../../../../../runtime/types';
import { parseConfig } from '../../../../../cli/config/load-config';
import { parseMarkdown } from '../../../../../cli/pipeline/parse/markdown';
import { loadPosts } from '../../../../../cli/pipeline/routes/blog';
import { parseAuthors, parseTags } from '../../../../../cli/pipeline/routes/blog-meta';
import { createBlogRoutes } from '../../../../../cli/pipeline/routes/blog-routes';
import { blogPaths } from '../../../../../cli/pipeline/routes/blog-paths';
import { createSiteData } from '../../../../helpers/fixtures';

const AUTHORS = 'ada:\n  name: Ada Writer\n  page:\n    permalink: /all-ada-articles\nbob:\n  name: Bob\n  page: true\ncat:\n  name: Cat\n';
const TAGS = 'release:\n  label: Release\nnews:\n  label: News\n';

const postText = (title: string, authors: string, tags: string, extra = '') =>
  `---\ntitle: ${title}\nauthors: [${authors}]\ntags: [${tags}]\n${extra}---\n\nIntro of ${title}.\n\n<!-- truncate -->\n\nThe rest of ${title}.\n`;

function routesFor(blog: Record<string, unknown> = {}, files?: Record<string, string>) {
  const config = parseConfig(JSON.stringify({ title: 'T', url: 'https://e.com', baseUrl: '/', blog: { postsPerPage: 2, ...blog } }), '/site/site.config.json', {});
  const { authors } = parseAuthors({ file: '/a.yml', rel: 'authors.yml', text: AUTHORS }, '/blog/authors');
  const { tags } = parseTags({ file: '/t.yml', rel: 'tags.yml', text: TAGS });
  const input = files ?? {
    '2024-11-05-old.md': postText('Old', 'bob', 'news'),
    '2025-01-11-first.md': postText('First', 'ada', 'release'),
    '2025-02-12-second.md': postText('Second', 'ada', 'release, news'),
    '2025-03-13-third.md': postText('Third', 'ada, bob', 'release'),
    '2025-04-01-hidden.md': postText('Hidden', 'ada', 'release', 'unlisted: true\n'),
  };
  const { posts, errors } = loadPosts(Object.entries(input).map(([rel, text]) => ({ file: `/site/content/blog/${rel}`, rel, text })),
    { blogPath: '/blog', tagsPath: '/blog/tags', authors, tags });
  assert.equal(errors, []);
  const parsed = posts.map((post) => ({ post, parsed: parseMarkdown({ source: post.body, file: post.file, lineOffset: post.lineOffset, isMdx: false }) }));
  const site = createSiteData({ baseUrl: '/' });
  return createBlogRoutes({ site, config, posts: parsed, authors, paths: blogPaths(config) });
}

const find = <T extends RouteData>(routes: RouteData[], path: string) => routes.find((r) => r.path === path) as T;
const titles = (r: BlogListRoute) => r.posts.map((p) => p.title);

test('list pages hold postsPerPage posts, newest first, at /blog and /blog/page/<n>, and count the whole list', () => {
  const routes = routesFor();
  const lists = routes.filter((r) => r.kind === 'blog-list' && (r as BlogListRoute).listType === 'all') as BlogListRoute[];
  assert.equal(lists.map((r) => r.path), ['/blog', '/blog/page/2']);
  assert.equal(titles(lists[0]), ['Third', 'Second']);
  assert.equal(titles(lists[1]), ['First', 'Old']);
  assert.equal(lists[0].pagination, { page: 1, totalPages: 2, totalCount: 4, newer: null, older: '/blog/page/2' });
  assert.equal(lists[1].pagination, { page: 2, totalPages: 2, totalCount: 4, newer: '/blog', older: null });
});

test('sortPosts "ascending" lists, pages and pairs the posts oldest first, and the sidebar keeps its years newest first', () => {
  const routes = routesFor({ sortPosts: 'ascending', sidebar: { count: 3 } });
  assert.equal(titles(find<BlogListRoute>(routes, '/blog')), ['Old', 'First']);
  assert.equal(titles(find<BlogListRoute>(routes, '/blog/page/2')), ['Second', 'Third']);
  assert.equal(find<BlogListRoute>(routes, '/blog').sidebar.groups.map((g) => [g.year, g.posts.map((p) => p.title)]), [['2025', ['First', 'Second']], ['2024', ['Old']]]);
  const second = routes.find((r) => r.kind === 'blog-post' && (r as BlogPostRoute).post.title === 'Second') as BlogPostRoute;
  assert.equal([second.newer?.title, second.older?.title], ['First', 'Third'], 'neighbours follow the list');
  assert.equal(find<BlogArchiveRoute>(routes, '/blog/archive').years.map((y) => [y.year, y.posts.map((p) => p.title)]), [['2024', ['Old']], ['2025', ['Third', 'Second', 'First']]]);
});

test('unlisted posts get a page but stay out of lists and neighbours', () => {
  const routes = routesFor();
  const hidden = find<BlogPostRoute>(routes, '/blog/2025/04/01/hidden');
  assert.ok(hidden);
  assert.is(hidden.head.noindex, true);
  assert.is(find<BlogPostRoute>(routes, '/blog/2025/03/13/third').newer, null);
  assert.is(hidden.newer, null, 'its own page links to no newer post');
  assert.is(hidden.older, null, 'nor to an older one');
});

test('a post\'s front matter keywords become its meta keywords', () => {
  const routes = routesFor({}, {
    '2025-05-05-tagged.md': postText('Tagged', 'ada', 'news', 'keywords: [operator, helm]\n'),
    '2025-05-06-plain.md': postText('Plain', 'ada', 'news'),
  });
  assert.equal(find<BlogPostRoute>(routes, '/blog/2025/05/05/tagged').head.keywords, ['operator', 'helm']);
  assert.is(find<BlogPostRoute>(routes, '/blog/2025/05/06/plain').head.keywords, undefined);
});

test('a post page links to the newer and the older post', () => {
  const second = find<BlogPostRoute>(routesFor(), '/blog/2025/02/12/second');
  assert.equal(second.newer, { title: 'Third', href: '/blog/2025/03/13/third' });
  assert.equal(second.older, { title: 'First', href: '/blog/2025/01/11/first' });
});

test('list entries show the excerpt before the truncate marker and post pages the whole text', () => {
  const routes = routesFor();
  const entry = find<BlogListRoute>(routes, '/blog').posts[0];
  assert.ok(entry.hasTruncateMarker);
  assert.match(entry.html ?? '', 'Intro of Third');
  assert.not.match(entry.html ?? '', 'The rest of Third');
  assert.match(find<BlogPostRoute>(routes, '/blog/2025/03/13/third').post.html ?? '', 'The rest of Third');
});

test('reading time is present when enabled and absent when disabled', () => {
  const on = find<BlogListRoute>(routesFor(), '/blog').posts[0];
  assert.type(on.readingTimeMinutes, 'number');
  assert.ok((on.readingTimeMinutes ?? 0) > 0);
  const off = find<BlogListRoute>(routesFor({ showReadingTime: false }), '/blog').posts[0];
  assert.is('readingTimeMinutes' in off, false);
});

test('tag pages list their posts with counts and paginate under the tag', () => {
  const routes = routesFor();
  const tags = find<BlogTagsRoute>(routes, '/blog/tags');
  assert.equal(tags.tags.map((t) => [t.label, t.count, t.href]), [['News', 2, '/blog/tags/news'], ['Release', 3, '/blog/tags/release']]);
  const release = find<BlogListRoute>(routes, '/blog/tags/release');
  assert.is(release.heading, '3 posts tagged with "Release"');
  assert.equal(titles(release), ['Third', 'Second']);
  assert.equal(titles(find<BlogListRoute>(routes, '/blog/tags/release/page/2')), ['First']);
  assert.is(find<BlogListRoute>(routes, '/blog/tags/news').heading, '2 posts tagged with "News"');
});

test('the archive lists years newest first and each year oldest first', () => {
  const archive = find<BlogArchiveRoute>(routesFor(), '/blog/archive');
  assert.equal(archive.years.map((y) => [y.year, y.posts.map((p) => p.title)]), [['2025', ['First', 'Second', 'Third']], ['2024', ['Old']]]);
  assert.is(archive.years[0].posts[0].formattedDate, 'January 11');
  assert.is(archive.years[0].posts[0].date.slice(0, 10), '2025-01-11', 'the whole date, for a swizzled archive');
});

test('the archive carries the default docsearch tag while list pages carry blog_posts_list', () => {
  const routes = routesFor();
  const tagOf = (path: string) => find(routes, path).head.meta.filter((m) => m.name === 'docsearch:docusaurus_tag').map((m) => m.content);
  assert.equal(tagOf('/blog/archive'), ['default']);
  assert.equal(tagOf('/blog'), ['blog_posts_list']);
});

test('author pages are titled "Name - N posts" and paginate under <page>/authors/<n>', () => {
  const routes = routesFor();
  const ada = find<BlogListRoute>(routes, '/blog/authors/all-ada-articles');
  assert.is(ada.heading, 'Ada Writer - 3 posts');
  assert.equal(titles(ada), ['Third', 'Second']);
  assert.equal(titles(find<BlogListRoute>(routes, '/blog/authors/all-ada-articles/authors/2')), ['First']);
  assert.is(find<BlogListRoute>(routes, '/blog/authors/bob').heading, 'Bob - 2 posts');
  assert.is(routes.some((r) => r.path === '/blog/authors/cat'), false);
});

test('the authors page lists every author with a post count', () => {
  const authors = find<RouteData & { authors: { key: string; count: number }[] }>(routesFor(), '/blog/authors');
  assert.equal(authors.authors.map((a) => [a.key, a.count]), [['ada', 3], ['bob', 2], ['cat', 0]]);
});

test('one post gives singular headings and no tag or archive pages without tags and posts', () => {
  const routes = routesFor({}, { '2025-01-01-solo.md': '---\ntitle: Solo\nauthors: [bob]\n---\nx\n' });
  assert.is(find<BlogListRoute>(routes, '/blog/authors/bob').heading, 'Bob - One post');
  assert.is(routes.some((r) => r.kind === 'blog-tags'), false);
  assert.ok(find(routes, '/blog/archive'));
});

test('the blog sidebar groups recent posts by year', () => {
  const list = find<BlogListRoute>(routesFor(), '/blog');
  assert.equal(list.sidebar.groups.map((g) => [g.year, g.posts.length]), [['2025', 4], ['2024', 1]]);
});

test('the blog sidebar takes the first posts of all, an unlisted one included and marked (the theme shows it only on its page)', () => {
  const list = find<BlogListRoute>(routesFor({ sidebar: { count: 2 } }), '/blog');
  assert.equal(list.sidebar.groups[0].posts, [
    { title: 'Hidden', href: '/blog/2025/04/01/hidden', unlisted: true },
    { title: 'Third', href: '/blog/2025/03/13/third' },
  ]);
});

test('a tag only unlisted posts carry gets a noindex page of them, left out of the tags list; a shared tag lists the listed posts only', () => {
  const routes = routesFor({}, {
    '2025-01-11-first.md': postText('First', 'ada', 'release'),
    '2025-04-01-hidden.md': postText('Hidden', 'ada', 'release, secret-plans', 'unlisted: true\n'),
  });
  const secret = find<BlogListRoute>(routes, '/blog/tags/secret-plans');
  assert.ok(secret, 'the unlisted post\'s own tag link leads to a page');
  assert.equal(titles(secret), ['Hidden']);
  assert.is(secret.head.noindex, true);
  assert.equal(titles(find<BlogListRoute>(routes, '/blog/tags/release')), ['First']);
  assert.not.ok(find<BlogListRoute>(routes, '/blog/tags/release').head.noindex);
  assert.equal(find<BlogTagsRoute>(routes, '/blog/tags').tags.map((tag) => [tag.label, tag.count]), [['Release', 1]]);
});

test('a draft post given to the routes (a dev build) gets its page and a place in the lists, its front matter telling the theme it is a draft', () => {
  const routes = routesFor({}, {
    '2025-01-11-first.md': postText('First', 'ada', 'release'),
    '2025-02-01-sketch.md': postText('Sketch', 'ada', 'release', 'draft: true\n'),
  });
  const sketch = find<BlogPostRoute>(routes, '/blog/2025/02/01/sketch');
  assert.ok(sketch, 'the draft has a page');
  assert.is(sketch.frontMatter?.draft, true);
  assert.equal(titles(find<BlogListRoute>(routes, '/blog')), ['Sketch', 'First']);
});

test('a post\'s toc_min_heading_level and toc_max_heading_level choose its table of contents, over the site\'s 2 to 3', () => {
  const body = '\n## Two\n\n### Three\n\n#### Four\n';
  const routes = routesFor({}, {
    '2025-01-11-deep.md': `---\ntitle: Deep\ntoc_max_heading_level: 4\n---\n${body}`,
    '2025-01-12-shallow.md': `---\ntitle: Shallow\ntoc_min_heading_level: 3\n---\n${body}`,
    '2025-01-13-plain.md': `---\ntitle: Plain\n---\n${body}`,
  });
  const levels = (path: string) => {
    const out: number[] = [];
    const walk = (items: BlogPostRoute['toc']) => items.forEach((i) => { out.push(i.level); walk(i.children); });
    walk(find<BlogPostRoute>(routes, path).toc);
    return out;
  };
  assert.equal(levels('/blog/2025/01/11/deep'), [2, 3, 4]);
  assert.equal(levels('/blog/2025/01/12/shallow'), [3]);
  assert.equal(levels('/blog/2025/01/13/plain'), [2, 3]);
});

test('a post with the older `author` front matter shows that author, as Docusaurus still reads it', () => {
  const routes = routesFor({}, { '2025-01-11-old.md': '---\ntitle: Old\nauthor: Old Writer\nauthor_url: https://old.example.com\n---\n\nText.\n' });
  assert.equal(find<BlogPostRoute>(routes, '/blog/2025/01/11/old').post.authors.map((a) => [a.name, a.url]), [['Old Writer', 'https://old.example.com']]);
});

test('a blog at the site\'s root titles its first list page with the site\'s title, as Docusaurus\' blog-only mode does', () => {
  const routes = routesFor({ routeBasePath: '/' });
  const lists = routes.filter((r) => r.kind === 'blog-list' && (r as BlogListRoute).listType === 'all');
  const site = createSiteData({ baseUrl: '/' });
  assert.equal(lists.map((r) => [r.path, r.head.title]), [['/', `${site.title} | ${site.title}`], ['/page/2', `Blog | ${site.title}`]]);
  assert.is(find<BlogListRoute>(routesFor(), '/blog').head.title, `Blog | ${site.title}`);
});

test.run();
