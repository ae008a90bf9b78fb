/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@docusaurus/theme-common`'s helpers for a site's own context and stored state, as a swizzled
 * Layout/Provider or Root uses them: a storage slot, the error a hook throws outside its
 * provider, and one component made of several providers.
 */
import { useCallback, useMemo, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { createStorageSlot as createSlot, type StorageSlot } from '../../runtime/storage';

/** The options Docusaurus' createStorageSlot takes; `persistence: 'none'` keeps nothing. */
export interface StorageSlotOptions {
  persistence?: 'localStorage' | 'sessionStorage' | 'none';
}

const NOTHING_KEPT: StorageSlot = { get: () => null, set: () => undefined, del: () => undefined, listen: () => () => undefined };

/**
 * A slot for `key` in the browser's storage (get, set, del, listen), safe to create at module
 * level. sessionStorage is asked for rarely; such a slot is kept in localStorage, as the
 * theme's own slots are.
 */
export function createStorageSlot(key: string, options?: StorageSlotOptions): StorageSlot {
  return options?.persistence === 'none' ? NOTHING_KEPT : createSlot(key);
}

/**
 * The value kept under `key` and its slot, as a site's Root reads a consent flag: null while
 * server rendering and on the first client render (so hydration matches), then the stored value,
 * updated whenever the slot changes in this window or another tab. A null key keeps nothing.
 */
export function useStorageSlot(key: string | null, options?: StorageSlotOptions): [string | null, StorageSlot] {
  const persistence = options?.persistence;
  const slot = useMemo(() => (key === null ? NOTHING_KEPT : createStorageSlot(key, { persistence })), [key, persistence]);
  const subscribe = useCallback((onChange: () => void) => slot.listen(onChange), [slot]);
  const value = useSyncExternalStore(subscribe, () => slot.get(), () => null);
  return [value, slot];
}

/** Thrown by a site's hook used outside its provider: names the provider to add. */
export class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super(`This hook is used outside <${providerName}>: render it inside one.${additionalInfo ? ` ${additionalInfo}` : ''}`);
    this.name = 'ReactContextError';
  }
}

type Provider = ComponentType<{ children: ReactNode }>;

/** One component nesting `providers`, the first outermost, around its children. */
export function composeProviders(providers: Provider[]): Provider {
  return function ComposedProviders({ children }: { children: ReactNode }): ReactNode {
    let tree = children;
    for (let i = providers.length - 1; i >= 0; i--) {
      const Wrap = providers[i];
      tree = <Wrap>{tree}</Wrap>;
    }
    return <>{tree}</>;
  };
}
