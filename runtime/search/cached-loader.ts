/**
 * An index file loader that fetches each file once: later calls share the first one's answer.
 * A failed fetch (offline) is forgotten, so it is tried again next time.
 */
import type { IndexLoader } from './local-engine';

export function cachedLoader(load: IndexLoader): <T>(name: string) => Promise<T> {
  const cache = new Map<string, Promise<unknown>>();
  return <T>(name: string): Promise<T> => {
    let p = cache.get(name);
    if (!p) {
      p = load(name);
      p.catch(() => cache.delete(name));
      cache.set(name, p);
    }
    return p as Promise<T>;
  };
}
