import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { BlogListRoute, RouteData } from '../../../../../runtime/types';
import { parseConfig } from '../../../../../cli/config/load-config';
import { parseMarkdown } from '../../../../../cli/pipeline/parse/markdown';
import { loadPosts } from '../../../../../cli/pipeline/routes/blog';
import { parseAuthors } from '../../../../../cli/pipeline/routes/blog-meta';
import { blogPaths } from '../../../../../cli/pipeline/routes/blog-paths';
import { createBlogRoutes } from '../../../../../cli/pipeline/routes/blog-routes';
import { createSiteData } from '../../../../helpers/fixtures';

const configWith = (blog: Record<string, unknown>) =>
  parseConfig(JSON.stringify({ title: 'T', url: 'https://e.com', baseUrl: '/lamps/', blog }), '/site/site.config.json', {});

test('the blog\'s paths follow its segments under the base URL; slashes around a segment do not matter', () => {
  assert.equal(blogPaths(configWith({})), {
    blogPath: '/lamps/blog', tagsPath: '/lamps/blog/tags', archivePath: '/lamps/blog/archive', authorsPath: '/lamps/blog/authors',
    pageSegment: 'page', authorPageSegment: 'authors',
  });
  assert.equal(blogPaths(configWith({ routeBasePath: 'news', tagsBasePath: '/topics/', archiveBasePath: null, pageBasePath: 'p/', authorsBasePath: 'writers' })), {
    blogPath: '/lamps/news', tagsPath: '/lamps/news/topics', archivePath: null, authorsPath: '/lamps/news/writers',
    pageSegment: 'p', authorPageSegment: 'writers',
  });
});

/** Routes of five posts by one author with two tags, two per list page. */
function routesFor(blog: Record<string, unknown>): RouteData[] {
  const config = configWith({ postsPerPage: 2, ...blog });
  const paths = blogPaths(config);
  const { authors } = parseAuthors({ file: '/a.yml', rel: 'authors.yml', text: 'wren:\n  name: Wren\n  page: true\n' }, paths.authorsPath, '/lamps/');
  const files = [1, 2, 3, 4, 5].map((n) => ({
    file: `/site/content/blog/2025-0${n}-01-wick-${n}.md`, rel: `2025-0${n}-01-wick-${n}.md`,
    text: `---\ntitle: Wick ${n}\nauthors: [wren]\ntags: [oil, brass]\n---\nAbout wick ${n}.\n\n<!-- truncate -->\n`,
  }));
  const { posts, errors } = loadPosts(files, { blogPath: paths.blogPath, tagsPath: paths.tagsPath, authors, tags: null });
  assert.equal(errors, []);
  const parsed = posts.map((post) => ({ post, parsed: parseMarkdown({ source: post.body, file: post.file, lineOffset: post.lineOffset, isMdx: false }) }));
  return createBlogRoutes({ site: createSiteData({ baseUrl: '/lamps/' }), config, posts: parsed, authors, paths });
}

const listPaths = (routes: RouteData[], type: BlogListRoute['listType']) =>
  routes.filter((r): r is BlogListRoute => r.kind === 'blog-list' && r.listType === type).map((r) => r.path);

test('list, tag and author pages paginate under the configured segments', () => {
  const routes = routesFor({ tagsBasePath: 'topics', pageBasePath: 'p', authorsBasePath: 'writers' });
  assert.equal(listPaths(routes, 'all'), ['/lamps/blog', '/lamps/blog/p/2', '/lamps/blog/p/3']);
  assert.equal(listPaths(routes, 'tag').filter((p) => p.includes('/oil')), ['/lamps/blog/topics/oil', '/lamps/blog/topics/oil/p/2', '/lamps/blog/topics/oil/p/3']);
  // As in Docusaurus, an author's pages after the first go under the authors segment, not the page one.
  assert.equal(listPaths(routes, 'author'), ['/lamps/blog/writers/wren', '/lamps/blog/writers/wren/writers/2', '/lamps/blog/writers/wren/writers/3']);
  const first = routes.find((r) => r.path === '/lamps/blog') as BlogListRoute;
  assert.equal(first.pagination.older, '/lamps/blog/p/2');
  const kinds = (kind: RouteData['kind']) => routes.filter((r) => r.kind === kind).map((r) => r.path);
  assert.equal([kinds('blog-tags'), kinds('blog-authors'), kinds('blog-archive')], [['/lamps/blog/topics'], ['/lamps/blog/writers'], ['/lamps/blog/archive']]);
});

test('archiveBasePath null builds no archive page; another name moves it', () => {
  assert.equal(routesFor({ archiveBasePath: null }).filter((r) => r.kind === 'blog-archive'), []);
  assert.equal(routesFor({ archiveBasePath: 'by-year' }).filter((r) => r.kind === 'blog-archive').map((r) => r.path), ['/lamps/blog/by-year']);
});

test.run();
