/**
 * A key per route for "would this page render to the same bytes as last time": the route's
 * own data plus everything shared that goes into every page. Watch-mode rebuilds render only
 * routes whose key changed.
 */
import { createHash } from 'node:crypto';
import type { RouteData } from '../../runtime/types.js';

const digest = (s: string) => createHash('sha256').update(s).digest('base64url');

/**
 * Digests of page bodies kept between watch rebuilds. A body that did not change is the same
 * string as last time (it comes from the parse cache), whose hash V8 has cached: looking it up
 * costs nothing, where serializing and hashing every body took a sixth of a rebuild.
 */
export interface BodyDigests {
  of(html: string): string;
  /** Forgets the bodies not asked for since the last call. */
  rotate(): void;
}

export function createBodyDigests(): BodyDigests {
  let last = new Map<string, string>();
  let now = new Map<string, string>();
  return {
    of(html) {
      const d = now.get(html) ?? last.get(html) ?? digest(html);
      now.set(html, d);
      return d;
    },
    rotate() {
      last = now;
      now = new Map();
    },
  };
}

/**
 * `shared` is one string for all routes (site data, bundle manifest, build id, …); `json`
 * holds each route's JSON (same order as `routes`) when the caller already made it.
 */
export function routeKeys(routes: RouteData[], shared: string, deps: Map<string, string>, json?: string[], bodies?: BodyDigests): Map<string, string> {
  const common = digest(shared);
  // A shared file (a sidebar) is hashed once, not once per route that needs it.
  const depDigests = new Map([...deps].map(([url, json]) => [url, digest(json)]));
  const keys = new Map<string, string>();
  // Every `html` field is trusted page HTML (runtime/types.ts): it stands in by its digest.
  const replacer = bodies && ((key: string, value: unknown) => (key === 'html' && typeof value === 'string' ? bodies.of(value) : value));
  routes.forEach((route, i) => {
    const depKey = route.deps.map((url) => depDigests.get(url) ?? '').join('\0');
    // Fed in parts: the same digest as of the joined string, without building it.
    const hash = createHash('sha256').update(common).update('\0').update(json?.[i] ?? JSON.stringify(route, replacer)).update('\0').update(depKey);
    keys.set(route.path, hash.digest('base64url'));
  });
  bodies?.rotate();
  return keys;
}
