/**
 * Persistent browser storage slots (localStorage), behaviors §1: keys are used bare, writes
 * notify same-window listeners, and an unavailable storage degrades to no-op slots with a
 * single warning instead of breaking the site.
 */

/** One key in browser storage. */
export interface StorageSlot {
  get(): string | null;
  set(value: string): void;
  del(): void;
  /** Calls `cb` on every change of this key, from this window or another tab; returns an unsubscribe. */
  listen(cb: (e: StorageEvent) => void): () => void;
}

/** What the slots need from the browser; tests pass their own window. */
export interface StorageEnv {
  window?: Window;
}

const probed = new WeakMap<Window, Storage | null>();

/** Looks up localStorage once per window; private modes and blocked iframes throw on access or write. */
function getStorage(win: Window): Storage | null {
  if (probed.has(win)) return probed.get(win) ?? null;
  let storage: Storage | null = null;
  try {
    storage = win.localStorage;
    const probeKey = '__opdocs_storage_probe__';
    storage.setItem(probeKey, '1');
    storage.removeItem(probeKey);
  } catch (error) {
    storage = null;
    console.warn(
      'opdocs: browser storage is not available; preferences (colour mode, dismissed announcement, ' +
        'preferred docs version) will not be remembered. Possible reasons: the site runs in an iframe, ' +
        'a private/incognito window, or with strict privacy settings.',
      error,
    );
  }
  probed.set(win, storage);
  return storage;
}

function illegalUse(key: string): never {
  throw new Error(`Illegal storage API usage for storage key ${key}. Browser storage can only be used in effects or event handlers, never during server rendering.`);
}

/** Fires a 'storage' event in this window too; browsers only send it to other tabs. */
function notify(win: Window, storage: Storage, key: string, oldValue: string | null, newValue: string | null): void {
  if (oldValue === newValue) return;
  const Ctor = (win as Window & { StorageEvent?: typeof StorageEvent }).StorageEvent ?? StorageEvent;
  const event = new Ctor('storage', { key, oldValue, newValue, storageArea: storage, url: win.location.href });
  win.dispatchEvent(event);
}

/**
 * Creates a slot for `key`. Creating is safe anywhere; calling a method without a window
 * (server rendering) throws, because reading storage during render would break hydration.
 */
export function createStorageSlot(key: string, env: StorageEnv = {}): StorageSlot {
  const resolve = (): { win: Window; storage: Storage | null } => {
    const win = env.window ?? (typeof window === 'undefined' ? undefined : window);
    if (!win) illegalUse(key);
    return { win, storage: getStorage(win) };
  };
  const guarded = <T>(fallback: T, action: (win: Window, storage: Storage) => T): T => {
    const { win, storage } = resolve();
    if (!storage) return fallback;
    try {
      return action(win, storage);
    } catch (error) {
      console.error(`opdocs: storage operation failed for key ${key}`, error);
      return fallback;
    }
  };
  return {
    get: () => guarded<string | null>(null, (_win, storage) => storage.getItem(key)),
    set: (value) =>
      guarded(undefined, (win, storage) => {
        const oldValue = storage.getItem(key);
        storage.setItem(key, value);
        notify(win, storage, key, oldValue, value);
      }),
    del: () =>
      guarded(undefined, (win, storage) => {
        const oldValue = storage.getItem(key);
        storage.removeItem(key);
        notify(win, storage, key, oldValue, null);
      }),
    listen(cb) {
      const { win, storage } = resolve();
      if (!storage) return () => {};
      const handler = (e: StorageEvent) => {
        if (e.key === key) cb(e);
      };
      win.addEventListener('storage', handler);
      return () => win.removeEventListener('storage', handler);
    },
  };
}
