/**
 * Uploads records to Algolia over its REST API, atomically: settings and records go into a
 * temporary index which is then moved over the live one, so searches never see a half-filled
 * index. The admin key is sent in headers only and never appears in messages.
 */
import type { SearchRecord } from '../../../runtime/types.js';
import { OpdocsError } from '../../errors.js';
import { DOCSEARCH_INDEX_SETTINGS } from './algolia-settings.js';

export interface PushOptions {
  appId: string;
  indexName: string;
  adminKey: string;
  records: SearchRecord[];
  /** Base URLs tried in order; default Algolia's write hosts for `appId`. */
  hosts?: string[];
  /** Records per batch request. Default 1,000. */
  batchSize?: number;
  /** Waits between task status polls (tests answer "published" at once). */
  delay?: (ms: number) => Promise<void>;
}

/** Algolia's write hosts: the main one, then the three fallbacks. */
export const defaultWriteHosts = (appId: string) => [
  `https://${appId}.algolia.net`, `https://${appId}-1.algolianet.com`, `https://${appId}-2.algolianet.com`, `https://${appId}-3.algolianet.com`,
];

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Pushes the records; resolves with the number uploaded, throws OpdocsError on refusal. */
export async function pushToAlgolia(opts: PushOptions): Promise<number> {
  const hosts = opts.hosts ?? defaultWriteHosts(opts.appId);
  const delay = opts.delay ?? wait;
  const headers = {
    'content-type': 'application/json',
    'x-algolia-api-key': opts.adminKey,
    'x-algolia-application-id': opts.appId,
  };
  const call = async (method: string, path: string, body?: unknown): Promise<Record<string, unknown>> => {
    let lastError: unknown;
    for (const host of hosts) {
      let res: Response;
      try {
        res = await fetch(host + path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      } catch (err) {
        lastError = err;
        continue;
      }
      const json = await res.json().catch(() => ({})) as Record<string, unknown>;
      if (res.ok) return json;
      if (res.status >= 400 && res.status < 500) {
        throw new OpdocsError({
          message: `Algolia refused ${method} ${path} (HTTP ${res.status}): ${String(json.message ?? res.statusText)}`,
          hint: res.status === 403 || res.status === 401
            ? `check that ALGOLIA_ADMIN_KEY holds an admin API key of application ${opts.appId}`
            : 'check search.appId and search.indexName in site.config.json',
        });
      }
      lastError = new Error(`HTTP ${res.status}`);
    }
    throw new OpdocsError({ message: `cannot reach Algolia for application ${opts.appId}: ${(lastError as Error)?.message ?? 'no host answered'}`, hint: 'check the network connection and search.appId', cause: lastError });
  };
  const index = encodeURIComponent(opts.indexName);
  const tmpName = `${opts.indexName}_tmp_opdocs`;
  const tmp = encodeURIComponent(tmpName);
  const waitTask = async (indexPath: string, taskID: unknown) => {
    for (let attempt = 0; ; attempt++) {
      const status = await call('GET', `/1/indexes/${indexPath}/task/${String(taskID)}`);
      if (status.status === 'published') return;
      await delay(Math.min(5000, 100 * 2 ** attempt));
    }
  };

  const tasks: unknown[] = [];
  tasks.push((await call('PUT', `/1/indexes/${tmp}/settings`, DOCSEARCH_INDEX_SETTINGS)).taskID);
  const size = opts.batchSize ?? 1000;
  for (let i = 0; i < opts.records.length; i += size) {
    const requests = opts.records.slice(i, i + size).map((body) => ({ action: 'addObject', body }));
    tasks.push((await call('POST', `/1/indexes/${tmp}/batch`, { requests })).taskID);
  }
  for (const t of tasks) await waitTask(tmp, t);
  const moved = await call('POST', `/1/indexes/${tmp}/operation`, { operation: 'move', destination: opts.indexName });
  await waitTask(index, moved.taskID);
  return opts.records.length;
}
