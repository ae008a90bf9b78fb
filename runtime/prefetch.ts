/**
 * Low-level asset prefetching (behaviors §6.4): `<link rel="prefetch">` where supported,
 * otherwise a plain GET so the HTTP cache is warm; failures are ignored.
 */

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

/** True on 2g-class connections or with data saver on; prefetching is skipped there. */
export function isSlowConnection(nav: Navigator | undefined = typeof navigator === 'undefined' ? undefined : navigator): boolean {
  const connection = (nav as (Navigator & { connection?: NetworkInformationLike }) | undefined)?.connection;
  if (!connection) return false;
  return Boolean(connection.saveData) || (connection.effectiveType ?? '').includes('2g');
}

/** What prefetchFile needs; tests pass a document and a fetch spy. */
export interface PrefetchEnv {
  document?: Document;
  fetch?: (url: string, init?: RequestInit) => Promise<unknown>;
}

const requested = new WeakMap<Document, Set<string>>();

/** Prefetches one file once per document. */
export function prefetchFile(url: string, env: PrefetchEnv = {}): void {
  const doc = env.document ?? document;
  let seen = requested.get(doc);
  if (!seen) requested.set(doc, (seen = new Set()));
  if (seen.has(url)) return;
  seen.add(url);
  const link = doc.createElement('link');
  if (link.relList?.supports?.('prefetch')) {
    link.rel = 'prefetch';
    link.href = url;
    doc.head.appendChild(link);
    return;
  }
  const get = env.fetch ?? ((u: string, init?: RequestInit) => fetch(u, init));
  get(url, { credentials: 'include' }).catch(() => {});
}
