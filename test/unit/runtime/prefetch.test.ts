import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isSlowConnection } from '../../../runtime/prefetch';

const nav = (connection?: object) => ({ connection }) as unknown as Navigator;

test('treats 2g and slow-2g connections as slow', () => {
  assert.ok(isSlowConnection(nav({ effectiveType: '2g' })));
  assert.ok(isSlowConnection(nav({ effectiveType: 'slow-2g' })));
});

test('treats data saver as slow whatever the connection type', () => {
  assert.ok(isSlowConnection(nav({ effectiveType: '4g', saveData: true })));
});

test('treats fast connections and browsers without the API as not slow', () => {
  assert.not.ok(isSlowConnection(nav({ effectiveType: '4g', saveData: false })));
  assert.not.ok(isSlowConnection(nav(undefined)));
  assert.not.ok(isSlowConnection(undefined));
});

test.run();
