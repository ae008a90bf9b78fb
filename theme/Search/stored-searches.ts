/**
 * Recent and favorite searches (behaviors §12.7): JSON arrays in localStorage, most recent
 * first, one entry per objectID. With storage unavailable the lists stay empty and nothing
 * fails (runtime/storage.ts degrades to no-op slots).
 */
import type { SearchHit } from '../../runtime/search/client-types';
import type { StorageSlot } from '../../runtime/storage';

/** Creates the storage slot of a key (runtime/storage's createStorageSlot, handed in by the button). */
export type CreateSlot = (key: string) => StorageSlot;

/** A hit as stored: without its highlight and snippet results; url already processed. */
export type StoredHit = Omit<SearchHit, '_highlightResult' | '_snippetResult'>;

/** Favorites kept. */
export const MAX_FAVORITES = 10;
/** Recents kept; fewer while favorites exist, so the start screen stays short. */
export const MAX_RECENTS = 7;
export const MAX_RECENTS_WITH_FAVORITES = 4;

/** Storage key of the recent searches of `indexName`. */
export const recentKey = (indexName: string) => `__DOCSEARCH_RECENT_SEARCHES__${indexName}`;
/** Storage key of the favorite searches of `indexName`. */
export const favoriteKey = (indexName: string) => `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`;

/** One stored list. */
export interface StoredSearches {
  getAll(): StoredHit[];
  add(hit: SearchHit | StoredHit): void;
  remove(objectID: string): void;
}

function readList(raw: string | null): StoredHit[] {
  try {
    const parsed: unknown = raw === null ? [] : JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as StoredHit[]).filter((item) => item && typeof item.objectID === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether a stored hit is one of the list's own (its locale's); see {@link storedInLocale}. */
export type StoredFilter = (hit: StoredHit) => boolean;

/**
 * The hits saved in the locale whose home is `own` (LocaleData.href). The storage key is fixed by
 * DocSearch (§12.7) and so shared by every locale of a site; a hit's URL tells where it was
 * saved: under `own` and not under another locale's home below it (the default locale's home
 * holds the others'). A full URL (an external hit) is everyone's.
 */
export function storedInLocale(own: string, locales: readonly { href: string }[]): StoredFilter {
  const nested = locales.map((l) => l.href).filter((href) => href !== own && href.startsWith(own));
  return (hit) => {
    if (typeof hit.url !== 'string' || !hit.url.startsWith('/')) return true;
    const path = hit.url.replace(/[?#].*$/, '');
    const under = (home: string) => path.startsWith(home) || `${path}/` === home;
    return under(own) && !nested.some(under);
  };
}

/**
 * A list under `key` holding at most `limit` hits. With `mine`, the list shows and limits only
 * those hits and keeps the others (other locales' lists in the same key) as they were.
 */
export function createStoredSearches(opts: { key: string; limit: number; createSlot: CreateSlot; mine?: StoredFilter }): StoredSearches {
  const slot = opts.createSlot(opts.key);
  const { mine } = opts;
  const save = (items: StoredHit[]) => {
    const others = mine ? readList(slot.get()).filter((item) => !mine(item)) : [];
    slot.set(JSON.stringify([...items.slice(0, opts.limit), ...others]));
  };
  const getAll = () => (mine ? readList(slot.get()).filter(mine) : readList(slot.get())).slice(0, opts.limit);
  return {
    getAll,
    add(hit) {
      const { _highlightResult: _h, _snippetResult: _s, ...stored } = hit as SearchHit;
      save([stored, ...getAll().filter((item) => item.objectID !== hit.objectID)]);
    },
    remove(objectID) {
      save(getAll().filter((item) => item.objectID !== objectID));
    },
  };
}

/**
 * Both lists of one index (of one locale with `mine`); the recent limit depends on favorites
 * existing now (at modal creation).
 */
export function createSearchHistory(indexName: string, createSlot: CreateSlot, mine?: StoredFilter): { recent: StoredSearches; favorite: StoredSearches } {
  const favorite = createStoredSearches({ key: favoriteKey(indexName), limit: MAX_FAVORITES, createSlot, mine });
  const limit = favorite.getAll().length > 0 ? MAX_RECENTS_WITH_FAVORITES : MAX_RECENTS;
  return { recent: createStoredSearches({ key: recentKey(indexName), limit, createSlot, mine }), favorite };
}

/**
 * What selecting a hit adds to the recents (behaviors §12.7): a content hit's parent, i.e. the
 * page (lvl1) hit of its own lvl0/lvl1 group (a page of the same title filed under another lvl0
 * is not it), or the hit itself for headings; nothing when it is already a favorite.
 */
export function getRecentToSave(hit: SearchHit | StoredHit, parent: SearchHit | null, favorites: StoredHit[]): SearchHit | StoredHit | null {
  const target = hit.type === 'content' ? parent : hit;
  if (!target || favorites.some((item) => item.objectID === target.objectID)) return null;
  return target;
}
