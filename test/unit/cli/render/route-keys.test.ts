import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { RouteData } from '../../../../runtime/types.ts';
import { routeDigests, routeKeys } from '../../../../cli/render/route-keys.ts';

const page = (path: string, html: string, title = 'A page') => ({ kind: 'page', path, title, html, deps: [] }) as unknown as RouteData;
const body = (n: number) => `<p>${'word '.repeat(200)}${n}</p>`;

test('a key changes with the page body and the shared data, and only then', () => {
  const a = routeKeys([page('/a', body(1))], 'shared', new Map());
  assert.is(routeKeys([page('/a', body(1))], 'shared', new Map()).get('/a'), a.get('/a'));
  assert.is.not(routeKeys([page('/a', body(2))], 'shared', new Map()).get('/a'), a.get('/a'));
  assert.is.not(routeKeys([page('/a', body(1))], 'other', new Map()).get('/a'), a.get('/a'));
});

test('the digest follows every field and the body of a post, and leaves the route as it was', () => {
  const post = (html: string, title = 'Post') => ({ kind: 'blog-post', path: '/p', deps: [], post: { title, html }, toc: [] }) as unknown as RouteData;
  const [a] = routeDigests([post(body(1))]);
  assert.is(routeDigests([post(body(1))])[0], a);
  assert.is.not(routeDigests([post(body(2))])[0], a, 'the body');
  assert.is.not(routeDigests([post(body(1), 'Other')])[0], a, 'another field');
  const route = post(body(1));
  const before = JSON.stringify(route);
  routeDigests([route]);
  assert.is(JSON.stringify(route), before);
  // A route without a body (a list) is digested whole.
  const list = { kind: 'blog-list', path: '/blog', deps: [], posts: [{ html: body(1) }] } as unknown as RouteData;
  assert.is.not(routeDigests([list])[0], routeDigests([{ ...list, posts: [{ html: body(2) }] } as unknown as RouteData])[0]);
});

test.run();
