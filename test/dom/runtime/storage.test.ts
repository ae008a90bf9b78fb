import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { installDom, resetDom } from './dom-env';
import { createStorageSlot } from '../../../runtime/storage';

const slots = suite('createStorageSlot');
slots.before(() => void installDom());
slots.before.each(() => void resetDom());

slots('reads, writes and deletes a bare localStorage key', () => {
  const slot = createStorageSlot('theme');
  assert.is(slot.get(), null);
  slot.set('dark');
  assert.is(localStorage.getItem('theme'), 'dark');
  assert.is(slot.get(), 'dark');
  slot.del();
  assert.is(localStorage.getItem('theme'), null);
});

slots('notifies listeners in the same window, only for its key and only on real changes', () => {
  const slot = createStorageSlot('theme');
  const other = createStorageSlot('other');
  const seen: (string | null)[][] = [];
  const off = slot.listen((e) => seen.push([e.oldValue, e.newValue]));
  slot.set('dark');
  slot.set('dark');
  other.set('x');
  slot.del();
  off();
  slot.set('light');
  assert.equal(seen, [[null, 'dark'], ['dark', null]]);
});

slots('warns once and becomes a no-op when storage is blocked', () => {
  const warnings: unknown[][] = [];
  const originalWarn = console.warn;
  console.warn = (...args: unknown[]) => void warnings.push(args);
  try {
    const blocked = {
      get localStorage(): Storage {
        throw new Error('SecurityError: access denied');
      },
    } as unknown as Window;
    const a = createStorageSlot('theme', { window: blocked });
    const b = createStorageSlot('docs-preferred-version-default', { window: blocked });
    a.set('dark');
    assert.is(a.get(), null);
    b.del();
    assert.is(b.get(), null);
    let called = false;
    const off = a.listen(() => (called = true));
    off();
    assert.not.ok(called);
    assert.is(warnings.length, 1);
    assert.match(String(warnings[0][0]), 'browser storage is not available');
  } finally {
    console.warn = originalWarn;
  }
});

slots('treats storage whose writes throw (full or private mode) as unavailable', () => {
  const originalWarn = console.warn;
  let warned = 0;
  console.warn = () => void warned++;
  try {
    const throwing = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => {} };
    const win = { localStorage: throwing } as unknown as Window;
    const slot = createStorageSlot('announcement-dismiss', { window: win });
    slot.set('true');
    assert.is(slot.get(), null);
    assert.is(warned, 1);
  } finally {
    console.warn = originalWarn;
  }
});

slots('throws naming the key when a slot is used without a window (server rendering)', async () => {
  const saved = globalThis.window;
  // @ts-expect-error simulate the server
  delete globalThis.window;
  try {
    const slot = createStorageSlot('theme');
    assert.throws(() => slot.get(), /Illegal storage API usage for storage key theme/);
  } finally {
    globalThis.window = saved;
  }
});

slots.run();
