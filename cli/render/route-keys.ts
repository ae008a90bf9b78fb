/**
 * A key per route for "would this page render to the same bytes as last time": the route's
 * own data plus everything shared that goes into every page. A build reuses the pages of the
 * last build whose key is unchanged.
 */
import { createHash } from 'node:crypto';
import type { RouteData } from '../../runtime/types.js';

const digest = (s: string) => createHash('sha256').update(s).digest('base64url');

/**
 * A digest of each route's data (same order as `routes`): its JSON, with the page body standing
 * in by the body's own digest. Hashing a body costs a fraction of escaping it into JSON, and
 * the build id and the render keys both take
 * these digests, so no route is serialized before rendering (5,000 docs: a quarter of a second).
 */
export function routeDigests(routes: RouteData[]): string[] {
  return routes.map((route) => {
    // Every `html` field is trusted page HTML (runtime/types.ts); the page body is the big one.
    const holder = (route.kind === 'blog-post' ? route.post : route) as { html?: string | null };
    const html = holder.html;
    if (typeof html !== 'string') return digest(JSON.stringify(route));
    // Swapped in place and back: a copy by object spread is slow on routes of many shapes.
    holder.html = digest(html);
    try {
      return digest(JSON.stringify(route));
    } finally {
      holder.html = html;
    }
  });
}

/** A key per route: its data's digest (see routeDigests), `shared` (one string for all routes: site data, bundle manifest, …) and the shared files it needs. */
export function routeKeys(routes: RouteData[], shared: string, deps: Map<string, string>, digests = routeDigests(routes)): Map<string, string> {
  const common = digest(shared);
  // A shared file (a sidebar) is hashed once, not once per route that needs it.
  const depDigests = new Map([...deps].map(([url, json]) => [url, digest(json)]));
  const keys = new Map<string, string>();
  routes.forEach((route, i) => {
    const depKey = route.deps.map((url) => depDigests.get(url) ?? '').join('\0');
    keys.set(route.path, digest(`${common}\0${digests[i]}\0${depKey}`));
  });
  return keys;
}
