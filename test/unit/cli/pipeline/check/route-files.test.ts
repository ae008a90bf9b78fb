import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { RouteData } from '../../../../../runtime/types';
import { checkRouteFiles, type RouteSource } from '../../../../../cli/pipeline/check/route-files';

const route = (path: string, kind = 'page') => ({ kind, path, page: kind, deps: [], head: {} }) as unknown as RouteData;

function input(routes: RouteData[], staticRels: string[] = [], isDoc = false) {
  const sources = new Map<RouteData, RouteSource>(routes.map((r) => [r, { file: `/site/src/pages${r.path}.md`, isDoc }]));
  return {
    routes, sources, fallback: { file: '/site/site.config.json' }, baseUrl: '/', siteDir: '/site',
    staticFiles: staticRels.map((rel) => ({ file: `/site/static/${rel}`, rel })), generatedFiles: [],
  };
}

test('a passing set of routes passes again, and a route added on a taken path is caught after it', () => {
  const routes = [route('/a'), route('/b')];
  assert.equal(checkRouteFiles(input(routes)), []);
  assert.equal(checkRouteFiles(input([route('/a'), route('/b')])), [], 'the same routes, made again');
  const errors = checkRouteFiles(input([route('/a'), route('/b'), route('/B/')]));
  assert.is(errors.length, 1);
  assert.match(errors[0].message, 'two pages claim the route');
});

test('a static file that would replace a page is caught though the routes are the same as in a passing check', () => {
  const routes = () => [route('/guide')];
  assert.equal(checkRouteFiles(input(routes())), []);
  const errors = checkRouteFiles(input(routes(), ['guide/index.html']));
  assert.is(errors.length, 1);
  assert.match(errors[0].message, 'static file guide/index.html would replace');
});

test('an error is reported on every check while it is there, not only the first time', () => {
  const bad = () => input([route('/x'), route('/X')]);
  assert.is(checkRouteFiles(bad()).length, 1);
  assert.is(checkRouteFiles(bad()).length, 1);
});

test('two docs on one route are left to the docs loader, which names both files; a page meeting a doc is not', () => {
  const twoDocs = input([route('/d', 'doc'), route('/d', 'doc')], [], true);
  assert.equal(checkRouteFiles(twoDocs), []);
  const mixed = input([route('/d', 'doc'), route('/d')]);
  mixed.sources.set(mixed.routes[0], { file: '/site/docs/d.md', isDoc: true });
  assert.is(checkRouteFiles(mixed).length, 1);
});

test('two docs of different docs sets (a docs instance on the routeBasePath of another) on one route are caught here, where no loader sees both', () => {
  const docs = [route('/docs/intro', 'doc'), route('/docs/intro', 'doc')];
  const args = input(docs);
  args.sources.set(docs[0], { file: '/site/content/docs/intro.md', isDoc: true, docSet: 'default/current' });
  args.sources.set(docs[1], { file: '/site/content/api/intro.md', isDoc: true, docSet: 'api/current' });
  const errors = checkRouteFiles(args);
  assert.equal(errors.map((e) => e.message), ['two pages claim the route /docs/intro: content/docs/intro.md (doc) and content/api/intro.md (doc)']);
  args.sources.set(docs[1], { file: '/site/content/docs/other.md', isDoc: true, docSet: 'default/current' });
  assert.equal(checkRouteFiles(args), [], 'docs of one set are the loader\'s to report');
});

test('with trailingSlash false a doc at /offline or /404 is refused at its file, not written over by opdocs\' own page', () => {
  const routes = [route('/guide'), route('/offline'), route('/404'), route('/offline.html', 'offline'), route('/404.html', 'not-found')];
  const args = { ...input(routes), trailingSlash: false };
  args.sources.delete(routes[3]);
  args.sources.delete(routes[4]);
  const errors = checkRouteFiles(args);
  assert.equal(errors.map((e) => [e.file, e.message]), [
    ['/site/src/pages/offline.md', "the page /offline would be written to offline.html, opdocs' own offline.html"],
    ['/site/src/pages/404.md', "the page /404 would be written to 404.html, opdocs' own 404.html"],
  ]);
  assert.equal(checkRouteFiles({ ...input(routes.slice(0, 3)), trailingSlash: false }), [], 'without the built-in pages there is no clash');
  assert.equal(checkRouteFiles({ ...args, trailingSlash: undefined }), [], 'pages in folders have files of their own');
});

test('a slug ending in .html that names another page\'s file is refused, naming that page', () => {
  const errors = checkRouteFiles(input([route('/a'), route('/a.html')]));
  assert.equal(errors.map((e) => e.message), []);
  const flat = checkRouteFiles({ ...input([route('/a'), route('/a.html')]), trailingSlash: false });
  assert.is(flat.length, 1);
  assert.match(flat[0].message, 'the page /a.html would be written to a.html, the file of /a (src/pages/a.md (page))');
});

test.run();
