import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createSearchHistory, storedInLocale, type StoredHit } from '../../../../theme/Search/stored-searches';
import type { StorageSlot } from '../../../../runtime/storage';

const LOCALES = [{ href: '/intl/' }, { href: '/intl/fr/' }, { href: '/intl/ar/' }];
const hit = (objectID: string, url: string) => ({ objectID, url, type: 'lvl1', hierarchy: { lvl0: 'Docs', lvl1: objectID } }) as unknown as StoredHit;

/** Slots over one in-memory store, as localStorage is shared by every locale of an origin. */
function memorySlots() {
  const data = new Map<string, string>();
  const createSlot = (key: string): StorageSlot => ({ get: () => data.get(key) ?? null, set: (v: string) => void data.set(key, v), del: () => void data.delete(key) }) as StorageSlot;
  return { data, createSlot };
}

test("a stored hit is the default locale's when its URL is under the base URL and under no other locale's home", () => {
  const en = storedInLocale('/intl/', LOCALES);
  assert.ok(en(hit('a', '/intl/docs/intro#why')));
  assert.not.ok(en(hit('b', '/intl/fr/docs/intro')));
  assert.not.ok(en(hit('c', '/intl/ar')), "another locale's home without its slash");
  assert.ok(en(hit('d', '/intl/french-notes/')), 'a folder that only starts like a locale code');
});

test("a stored hit is another locale's when its URL is under that locale's home; a full external URL is everyone's", () => {
  const fr = storedInLocale('/intl/fr/', LOCALES);
  assert.ok(fr(hit('a', '/intl/fr/docs/intro?x=1')));
  assert.not.ok(fr(hit('b', '/intl/docs/intro')));
  assert.not.ok(fr(hit('c', '/intl/ar/docs/intro')));
  assert.ok(fr(hit('d', 'https://other.example.org/page')));
});

test('each locale sees and limits only its own recents, and saving in one keeps the others under the one DocSearch key', () => {
  const { data, createSlot } = memorySlots();
  const en = createSearchHistory('idx', createSlot, storedInLocale('/intl/', LOCALES));
  const fr = createSearchHistory('idx', createSlot, storedInLocale('/intl/fr/', LOCALES));
  for (let i = 0; i < 9; i++) en.recent.add(hit(`en${i}`, `/intl/docs/p${i}`));
  fr.recent.add(hit('fr0', '/intl/fr/docs/p0'));
  assert.equal(fr.recent.getAll().map((h) => h.objectID), ['fr0']);
  assert.equal(en.recent.getAll().map((h) => h.objectID), ['en8', 'en7', 'en6', 'en5', 'en4', 'en3', 'en2'], 'seven, the newest first');
  en.recent.remove('en8');
  assert.equal(fr.recent.getAll().map((h) => h.objectID), ['fr0'], "removing an English one leaves the French one");
  const raw = JSON.parse(data.get('__DOCSEARCH_RECENT_SEARCHES__idx')!) as StoredHit[];
  assert.equal(raw.map((h) => h.objectID).sort(), ['en2', 'en3', 'en4', 'en5', 'en6', 'en7', 'fr0']);
});

test("favorites in one locale do not shorten another locale's recents", () => {
  const { createSlot } = memorySlots();
  createSearchHistory('idx', createSlot, storedInLocale('/intl/fr/', LOCALES)).favorite.add(hit('fav', '/intl/fr/docs/x'));
  const en = createSearchHistory('idx', createSlot, storedInLocale('/intl/', LOCALES));
  for (let i = 0; i < 7; i++) en.recent.add(hit(`en${i}`, `/intl/docs/p${i}`));
  assert.is(en.recent.getAll().length, 7);
  assert.equal(en.favorite.getAll(), []);
});

test.run();
