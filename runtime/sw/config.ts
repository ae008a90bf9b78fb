/**
 * What the build tells the worker (prepended to sw.js as `self.__OPDOCS_SW__`, so the bundle
 * itself never changes between builds and is reused) and the cache names derived from it.
 */
declare const self: ServiceWorkerGlobalScope & { __OPDOCS_SW__: WorkerConfig };

export interface WorkerConfig {
  buildId: string;
  /** "all": every route's data is precached; "visited": pages are kept as they are read. */
  mode: 'all' | 'visited';
  /** [path relative to the scope, content hash or null for hashed names]. */
  precache: [string, string | null][];
  /**
   * The other locales' folders under this scope ("fr/"), given to the default locale's worker
   * only: it keeps their offline pages (locale-offline.ts).
   */
  locales?: string[];
  /** The text of the picture shown for an image that is neither cached nor reachable, in the scope's language. */
  imageText?: string;
}

export const CONFIG: WorkerConfig = self.__OPDOCS_SW__;
export const BUILD = CONFIG.buildId;
export const SCOPE = self.registration.scope;

/**
 * Everything of one build: its precache, the route data read with it, its revision index. The
 * name holds the worker's scope: each locale of a site has a worker of its own (/ and /fr/, on
 * one origin and one cache storage), and a worker removes only its own scope's old builds.
 */
export const BUILD_PREFIX = `opdocs-build|${new URL(SCOPE).pathname}|`;
export const buildCache = (buildId: string) => `${BUILD_PREFIX}${buildId}`;
export const BUILD_CACHE = buildCache(BUILD);
/** Images seen while reading, shared by builds (their URLs are hashed or rarely change). */
export const IMAGES_CACHE = 'opdocs-images';
export const MAX_IMAGES = 300;
/** Where a build cache keeps its url → revision map, for reuse by the next build. */
export const INDEX_URL = `${SCOPE}__opdocs-precache-index`;

export { dataUrlOf, dataUrlsOf, htmlFileOf } from './data-url';

export async function openIfExists(name: string): Promise<Cache | null> {
  return (await caches.has(name)) ? caches.open(name) : null;
}
