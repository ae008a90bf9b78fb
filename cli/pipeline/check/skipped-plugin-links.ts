/**
 * Links written in pages (Markdown, MDX, React pages) into the routes of a plugin opdocs skips:
 * a Docusaurus build has those pages (an OpenAPI reference at /api/…), so such a link
 * is missing because opdocs does not run the plugin, not mistyped. It is marked like a navbar
 * link into those routes (chrome-links.ts), which the link check reports as a warning naming it.
 */
import { skippedPluginsOf, pluginOwning } from '../../config/skipped-plugins.js';
import type { PendingLink } from './link-types.js';
import { routeKey } from '../routes/url.js';

/**
 * `pending` with each link that lies under a skipped plugin's known route marked `madeBy` that
 * plugin, and each link to a route one of the `chrome` (navbar, footer) links names with its
 * `mayBeMadeBy`. Other links stay as they are: a page's broken link keeps its plain error rather
 * than guessing at plugins whose routes the config does not tell.
 */
export function markSkippedPluginLinks(pending: PendingLink[], config: { baseUrl: string }, chrome: PendingLink[] = []): PendingLink[] {
  // A plugin at the site's root would own every mistyped link, so it marks none of them.
  const skipped = skippedPluginsOf(config).map((p) => ({ ...p, routes: p.routes.filter((r) => r !== '') })).filter((p) => p.routes.length > 0);
  // A page's link to the very route a navbar or footer link names (Woodpecker's /plugins, which
  // an own plugin makes) is no typo either: it gets the skipped plugins the navbar link's error names.
  const named = new Map(chrome.filter((l) => l.mayBeMadeBy?.length).map((l) => [routeKey(l.target), l.mayBeMadeBy!]));
  if (skipped.length === 0 && named.size === 0) return pending;
  return pending.map((l) => {
    if (l.madeBy || l.mayBeMadeBy || !l.target.startsWith(config.baseUrl)) return l;
    const owner = pluginOwning(skipped, l.target.slice(config.baseUrl.length));
    if (owner) return { ...l, madeBy: { plugin: owner.name, route: owner.route } };
    const makers = named.get(routeKey(l.target));
    return makers ? { ...l, mayBeMadeBy: makers } : l;
  });
}
