import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { RouteData } from '../../../../runtime/types.ts';
import { createBodyDigests, routeKeys } from '../../../../cli/render/route-keys.ts';

const page = (path: string, html: string, title = 'A page') => ({ kind: 'page', path, title, html, deps: [] }) as unknown as RouteData;
const body = (n: number) => `<p>${'word '.repeat(200)}${n}</p>`;

test('a key changes with the page body and the shared data, and only then', () => {
  const a = routeKeys([page('/a', body(1))], 'shared', new Map());
  assert.is(routeKeys([page('/a', body(1))], 'shared', new Map()).get('/a'), a.get('/a'));
  assert.is.not(routeKeys([page('/a', body(2))], 'shared', new Map()).get('/a'), a.get('/a'));
  assert.is.not(routeKeys([page('/a', body(1))], 'other', new Map()).get('/a'), a.get('/a'));
});

test('with body digests (watch mode), keys still follow every change of body and fields', () => {
  const digests = createBodyDigests();
  const first = routeKeys([page('/a', body(1)), page('/b', body(2))], 's', new Map(), undefined, digests);
  // Equal text in a new string (a file read and parsed again) is the same body.
  const again = routeKeys([page("/a", body(1)), page('/b', body(2))], 's', new Map(), undefined, digests);
  assert.is(again.get('/a'), first.get('/a'));
  const edited = routeKeys([page('/a', body(3)), page('/b', body(2), 'Renamed')], 's', new Map(), undefined, digests);
  assert.is.not(edited.get('/a'), first.get('/a'));
  assert.is.not(edited.get('/b'), first.get('/b'), 'a field other than the body counts too');
  // A body seen two rebuilds ago and dropped since is hashed afresh, to the same digest.
  routeKeys([page('/a', body(4))], 's', new Map(), undefined, digests);
  routeKeys([page('/a', body(4))], 's', new Map(), undefined, digests);
  assert.is(routeKeys([page('/a', body(1)), page('/b', body(2))], 's', new Map(), undefined, digests).get('/a'), first.get('/a'));
});

test.run();
