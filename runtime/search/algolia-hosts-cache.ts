/**
 * Where the Algolia client keeps the state of its hosts between requests (behaviors §13): a
 * host that failed is "down" or "timed out" for 2 minutes, so later searches try the hosts that
 * answer first, and with a host timed out the timeouts start longer.
 *
 * The lite client 5.17.1 looks a host up by its plain address but stores it under the address
 * with the state added (status, lastUpdate), and the state's methods do not survive its JSON
 * cache, so on its own no state is ever found again and each search waits on a dead host once
 * more. This cache keys both ways by the address alone and gives the stored state its methods
 * back. Storage: localStorage under the client's own key, in its own entry format, else memory.
 */

/** A host's address, as the client names hosts. */
interface HostAddress {
  url: string;
  accept?: string;
  protocol?: string;
  port?: number;
}

type HostStatus = 'up' | 'down' | 'timed out';

/** A host with its state, as the client's transporter reads it. */
interface StatefulHost extends HostAddress {
  status: HostStatus;
  lastUpdate: number;
  isUp(): boolean;
  isTimedOut(): boolean;
}

/** A failed host counts as up again after this long. */
export const HOST_COOL_OFF_MS = 2 * 60 * 1000;

const addressKey = ({ url, accept, protocol, port }: HostAddress) => JSON.stringify({ url, accept, protocol, port });

function withState(address: HostAddress, status: HostStatus, lastUpdate: number): StatefulHost {
  const { url, accept, protocol, port } = address;
  return {
    url, accept, protocol, ...(port === undefined ? {} : { port }), status, lastUpdate,
    isUp: () => status === 'up' || Date.now() - lastUpdate > HOST_COOL_OFF_MS,
    isTimedOut: () => status === 'timed out' && Date.now() - lastUpdate <= HOST_COOL_OFF_MS,
  };
}

/** Stored entries: address key → { timestamp, value: address with status and lastUpdate }. */
type Entries = Record<string, { timestamp: number; value: HostAddress & { status: HostStatus; lastUpdate: number } }>;

function createEntryStore(storageKey: string): { read(): Entries; write(entries: Entries): void } {
  let memory: Entries = {};
  const storage = (): Storage | null => {
    try {
      return typeof localStorage === 'undefined' ? null : localStorage;
    } catch {
      return null;
    }
  };
  return {
    read() {
      try {
        const raw = storage()?.getItem(storageKey);
        const parsed: unknown = raw ? JSON.parse(raw) : memory;
        return parsed && typeof parsed === 'object' ? (parsed as Entries) : {};
      } catch {
        return memory;
      }
    },
    write(entries) {
      memory = entries;
      try {
        storage()?.setItem(storageKey, JSON.stringify(entries));
      } catch {
        // Storage full or refused: memory keeps the state for this page.
      }
    },
  };
}

const isState = (value: unknown): value is { status: HostStatus; lastUpdate: number } => {
  const v = value as { status?: unknown; lastUpdate?: unknown } | null;
  return !!v && (v.status === 'up' || v.status === 'down' || v.status === 'timed out') && typeof v.lastUpdate === 'number';
};

/** The client hands hosts as keys; anything else is not a host and is not kept. */
type CacheKey = string | Record<string, unknown>;
const asAddress = (key: CacheKey): HostAddress | null =>
  typeof key === 'object' && typeof key.url === 'string' ? (key as unknown as HostAddress) : null;

/** The `hostsCache` option of the lite client for application `appId` (key `algolia-client-js-5.17.1-<appId>`). */
export function createHostsCache(appId: string) {
  const store = createEntryStore(`algolia-client-js-5.17.1-${appId}`);
  return {
    async get<T>(key: CacheKey, defaultValue: () => Promise<T>, events?: { miss?: (value: T) => Promise<unknown> }): Promise<T> {
      const address = asAddress(key);
      const entry = address && store.read()[addressKey(address)];
      if (address && entry && isState(entry.value)) return withState(address, entry.value.status, entry.value.lastUpdate) as T;
      const value = await defaultValue();
      await events?.miss?.(value);
      return value;
    },
    async set<T>(key: CacheKey, value: T): Promise<T> {
      const address = asAddress(key);
      if (address && isState(value)) {
        const { url, accept, protocol, port } = address;
        const entries = store.read();
        entries[addressKey(address)] = { timestamp: Date.now(), value: { url, accept, protocol, port, status: value.status, lastUpdate: value.lastUpdate } };
        store.write(entries);
      }
      return value;
    },
    async delete(key: CacheKey): Promise<void> {
      const address = asAddress(key);
      if (!address) return;
      const entries = store.read();
      delete entries[addressKey(address)];
      store.write(entries);
    },
    async clear(): Promise<void> {
      store.write({});
    },
  };
}
