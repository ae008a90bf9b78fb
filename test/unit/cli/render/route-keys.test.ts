import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { RouteData } from '../../../../runtime/types.ts';
import { createBodyDigests, routeDigests, routeKeys, type BodyDigests } from '../../../../cli/render/route-keys.ts';

const page = (path: string, html: string, title = 'A page') => ({ kind: 'page', path, title, html, deps: [] }) as unknown as RouteData;
const body = (n: number) => `<p>${'word '.repeat(200)}${n}</p>`;
/** Keys as serve --watch makes them: bodies stand in by digests kept between rebuilds. */
const watchKeys = (routes: RouteData[], digests: BodyDigests) => routeKeys(routes, 's', new Map(), routeDigests(routes, digests));

test('a key changes with the page body and the shared data, and only then', () => {
  const a = routeKeys([page('/a', body(1))], 'shared', new Map());
  assert.is(routeKeys([page('/a', body(1))], 'shared', new Map()).get('/a'), a.get('/a'));
  assert.is.not(routeKeys([page('/a', body(2))], 'shared', new Map()).get('/a'), a.get('/a'));
  assert.is.not(routeKeys([page('/a', body(1))], 'other', new Map()).get('/a'), a.get('/a'));
});

test('with body digests (watch mode), keys still follow every change of body and fields', () => {
  const digests = createBodyDigests();
  const first = watchKeys([page('/a', body(1)), page('/b', body(2))], digests);
  // Equal text in a new string (a file read and parsed again) is the same body.
  const again = watchKeys([page("/a", body(1)), page('/b', body(2))], digests);
  assert.is(again.get('/a'), first.get('/a'));
  const edited = watchKeys([page('/a', body(3)), page('/b', body(2), 'Renamed')], digests);
  assert.is.not(edited.get('/a'), first.get('/a'));
  assert.is.not(edited.get('/b'), first.get('/b'), 'a field other than the body counts too');
  // A body seen two rebuilds ago and dropped since is hashed afresh, to the same digest.
  watchKeys([page('/a', body(4))], digests);
  watchKeys([page('/a', body(4))], digests);
  assert.is(watchKeys([page('/a', body(1)), page('/b', body(2))], digests).get('/a'), first.get('/a'));
});

test('the digest follows every field and the body of a post, and leaves the route as it was', () => {
  const post = (html: string, title = 'Post') => ({ kind: 'blog-post', path: '/p', deps: [], post: { title, html }, toc: [] }) as unknown as RouteData;
  const [a] = routeDigests([post(body(1))]);
  assert.is(routeDigests([post(body(1))])[0], a);
  assert.is.not(routeDigests([post(body(2))])[0], a, 'the body');
  assert.is.not(routeDigests([post(body(1), 'Other')])[0], a, 'another field');
  const route = post(body(1));
  const before = JSON.stringify(route);
  routeDigests([route], createBodyDigests());
  assert.is(JSON.stringify(route), before);
  // A route without a body (a list) is digested whole.
  const list = { kind: 'blog-list', path: '/blog', deps: [], posts: [{ html: body(1) }] } as unknown as RouteData;
  assert.is.not(routeDigests([list])[0], routeDigests([{ ...list, posts: [{ html: body(2) }] } as unknown as RouteData])[0]);
});

test.run();
