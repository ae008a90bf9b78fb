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

test.run();
