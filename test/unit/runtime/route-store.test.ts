import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createRouteStore, type RouteState } from '../../../runtime/route-store';

const state = (path: string) =>
  ({ route: { path } as RouteState['route'], location: { pathname: path, search: '', hash: '' }, Page: () => null, deps: {} }) as RouteState;

test('notifies subscribers with the new state and stops after unsubscribe', () => {
  const store = createRouteStore(state('/a'));
  const seen: string[] = [];
  const off = store.subscribe(() => seen.push(store.getState().route.path));
  store.setState(state('/b'));
  off();
  store.setState(state('/c'));
  assert.equal(seen, ['/b']);
  assert.is(store.getState().route.path, '/c');
});

test.run();
