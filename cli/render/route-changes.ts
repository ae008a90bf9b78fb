/**
 * Which routes a watch rebuild renders again: those whose data differs from what the last
 * rebuild rendered, or whose shared inputs (site data, bundles, a sidebar file) changed.
 * The last routes are kept and compared field by field. Unchanged bodies, TOCs and front
 * matter are the very objects of the parse cache, so most fields compare by reference; on
 * 1,000 docs this took half the CPU of serializing and hashing every route (route-keys.ts).
 */
import type { RouteData } from '../../runtime/types.js';

/** What the last rebuild rendered. */
export interface RenderedRoutes {
  /**
   * The routes by path, those rendered with a copy of their head: rendering a React page writes
   * its <Head> into the route's head (useHeadEntries), and the next rebuild compares with the
   * head before that.
   */
  routes: Map<string, RouteData>;
  /** One string of everything every page takes (site data, bundle manifest, …). */
  shared: string;
  /** url → JSON of each shared file (a sidebar). */
  deps: Map<string, string>;
}

/** The routes to render now, and what to compare the next rebuild with. */
export function routesToRender(last: RenderedRoutes | null, routes: RouteData[], shared: string, deps: Map<string, string>): { todo: RouteData[]; rendered: RenderedRoutes } {
  const todo = !last || last.shared !== shared ? routes : changedRoutes(last, routes, deps);
  // Only a route rendered now gets its head written: the others are kept as they are, which on
  // a thousand docs spares a thousand copies of a route and its head on each rebuild.
  const rendering = todo === routes ? null : new Set(todo);
  const kept = (r: RouteData): RouteData => (rendering && !rendering.has(r) ? r : { ...r, head: { ...r.head } });
  return { todo, rendered: { routes: new Map(routes.map((r) => [r.path, kept(r)])), shared, deps } };
}

function changedRoutes(last: RenderedRoutes, routes: RouteData[], deps: Map<string, string>): RouteData[] {
  const depChanged = new Map<string, boolean>();
  const changedDep = (url: string) => {
    let changed = depChanged.get(url);
    if (changed === undefined) depChanged.set(url, (changed = last.deps.get(url) !== deps.get(url)));
    return changed;
  };
  return routes.filter((route) => {
    const before = last.routes.get(route.path);
    return !before || route.deps.some(changedDep) || !sameData(before, route);
  });
}

/**
 * Whether two values serialize to the same JSON, judged strictly: key order counts, and any
 * object that is not a plain object or array (a Date) is compared by its JSON. A false
 * "changed" costs one page render; a false "same" would serve a stale page.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  if (!isPlain(a) || !isPlain(b)) return JSON.stringify(a) === JSON.stringify(b);
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) {
    const k = ka[i];
    if (k !== kb[i] || !sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

const isPlain = (o: object): boolean => {
  const proto = Object.getPrototypeOf(o);
  return proto === Object.prototype || proto === null;
};
