import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { RouteData } from '../../../../runtime/types.ts';
import { routesToRender, sameData } from '../../../../cli/render/route-changes.ts';

const page = (path: string, html: string, extra: Record<string, unknown> = {}) => ({ kind: 'page', path, head: { title: 'A page', meta: [] }, title: 'A page', html, deps: [], ...extra }) as unknown as RouteData;
const paths = (routes: RouteData[]) => routes.map((r) => r.path);

test('the first rebuild, and one after the shared data changed, render every route', () => {
  const routes = [page('/a', '<p>a</p>'), page('/b', '<p>b</p>')];
  const first = routesToRender(null, routes, 'site-1', new Map());
  assert.equal(paths(first.todo), ['/a', '/b']);
  assert.equal(paths(routesToRender(first.rendered, routes, 'site-2', new Map()).todo), ['/a', '/b']);
});

test('only routes whose data changed are rendered again, however their text was made', () => {
  const first = routesToRender(null, [page('/a', '<p>a</p>'), page('/b', '<p>b</p>')], 'site', new Map());
  // Equal text built anew (a file read and parsed again) is the same data.
  const again = routesToRender(first.rendered, [page('/a', ['<p>', 'a', '</p>'].join('')), page('/b', '<p>b</p>')], 'site', new Map());
  assert.equal(paths(again.todo), []);
  const edited = routesToRender(again.rendered, [page('/a', '<p>a, edited</p>'), page('/b', '<p>b</p>', { title: 'Renamed' }), page('/c', '<p>new</p>')], 'site', new Map());
  assert.equal(paths(edited.todo), ['/a', '/b', '/c']);
});

test('a route is rendered again when a shared file it needs changed, and only such routes', () => {
  const withSidebar = (path: string) => page(path, '<p></p>', { deps: ['/sidebar.json'] });
  const routes = [withSidebar('/a'), page('/b', '<p></p>')];
  const first = routesToRender(null, routes, 'site', new Map([['/sidebar.json', '["one"]']]));
  assert.equal(paths(routesToRender(first.rendered, routes, 'site', new Map([['/sidebar.json', '["one"]']])).todo), []);
  assert.equal(paths(routesToRender(first.rendered, routes, 'site', new Map([['/sidebar.json', '["two"]']])).todo), ['/a']);
});

test('a head the render wrote into (a React page\'s <Head>) is compared as it was before the render', () => {
  const route = () => page('/club', '', { head: { title: 'Site', meta: [] } });
  const rendered = route();
  const first = routesToRender(null, [rendered], 'site', new Map());
  (rendered.head as { title: string }).title = 'Club | Site';
  assert.equal(paths(routesToRender(first.rendered, [route()], 'site', new Map()).todo), []);
  const renamed = page('/club', '', { head: { title: 'Other', meta: [] } });
  assert.equal(paths(routesToRender(first.rendered, [renamed], 'site', new Map()).todo), ['/club']);
});

test('after a partial rebuild too, a rendered route is compared by its head before the render', () => {
  const club = (title: string) => page('/club', '', { head: { title, meta: [] } });
  const other = () => page('/other', '<p>o</p>');
  const first = routesToRender(null, [club('Site'), other()], 'site', new Map());
  const edited = club('Club');
  const second = routesToRender(first.rendered, [edited, other()], 'site', new Map());
  assert.equal(paths(second.todo), ['/club']);
  // The render of the edited page writes its <Head> title into its route.
  (edited.head as { title: string }).title = 'Club | Site';
  assert.equal(paths(routesToRender(second.rendered, [club('Club'), other()], 'site', new Map()).todo), []);
  assert.equal(paths(routesToRender(second.rendered, [club('Club'), page('/other', '<p>o, edited</p>')], 'site', new Map()).todo), ['/other']);
});

test('data is the same only when its JSON would be: nested fields, order, lengths and dates count', () => {
  assert.ok(sameData({ toc: [{ id: 'x', children: [] }] }, { toc: [{ id: 'x', children: [] }] }));
  assert.not.ok(sameData({ toc: [{ id: 'x', children: [] }] }, { toc: [{ id: 'y', children: [] }] }));
  assert.not.ok(sameData({ a: 1, b: 2 }, { b: 2, a: 1 }), 'another key order serializes differently');
  assert.not.ok(sameData([1, 2], [1, 2, 3]));
  assert.not.ok(sameData({ a: [1] }, { a: { 0: 1 } }));
  assert.not.ok(sameData({ a: null }, { a: {} }));
  assert.ok(sameData({ d: new Date(0) }, { d: new Date(0) }));
  assert.not.ok(sameData({ d: new Date(0) }, { d: new Date(1000) }), 'a date compares by its value, not as an empty object');
});

test.run();
