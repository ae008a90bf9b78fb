/**
 * Each page's title as written, for the broken-anchor check: a link to `page#<slug of the
 * title>` names the page's h1, which has no id, and its error says so (check-links.ts).
 */
import type { RouteData } from '../../../runtime/types.js';
import { routeKey } from '../routes/url.js';

/** routeKey(path) → the page's title and its Markdown h1's text, where it has them. */
export function pageTitles(routes: RouteData[], jobs: { route: string }[], parsed: { title: string | null }[]): Map<string, string[]> {
  const titles = new Map<string, string[]>();
  const add = (path: string, title: unknown) => {
    if (typeof title !== 'string' || !title) return;
    const key = routeKey(path);
    const known = titles.get(key) ?? [];
    if (!known.includes(title)) titles.set(key, [...known, title]);
  };
  for (const route of routes) add(route.path, (route as { title?: unknown }).title);
  // The h1 may differ from a front matter title: either one is what a reader saw at the top.
  jobs.forEach((job, i) => add(job.route, parsed[i]?.title));
  return titles;
}
