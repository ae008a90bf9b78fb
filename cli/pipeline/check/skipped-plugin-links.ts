/**
 * Links written in pages (Markdown, MDX, React pages) into the routes of a plugin opdocs skips:
 * a Docusaurus build has those pages (an OpenAPI reference at /api/…), so such a link
 * is missing because opdocs does not run the plugin, not mistyped. It is marked like a navbar
 * link into those routes (chrome-links.ts), which the link check reports as a warning naming it.
 */
import { skippedPluginsOf, pluginOwning } from '../../config/skipped-plugins.js';
import type { PendingLink } from './link-types.js';

/**
 * `pending` with each link that lies under a skipped plugin's known route marked `madeBy` that
 * plugin. Links under no known route stay as they are: a page's broken link keeps its plain
 * error rather than guessing at plugins whose routes the config does not tell.
 */
export function markSkippedPluginLinks(pending: PendingLink[], config: { baseUrl: string }): PendingLink[] {
  // A plugin at the site's root would own every mistyped link, so it marks none of them.
  const skipped = skippedPluginsOf(config).map((p) => ({ ...p, routes: p.routes.filter((r) => r !== '') })).filter((p) => p.routes.length > 0);
  if (skipped.length === 0) return pending;
  return pending.map((l) => {
    if (l.madeBy || !l.target.startsWith(config.baseUrl)) return l;
    const owner = pluginOwning(skipped, l.target.slice(config.baseUrl.length));
    return owner ? { ...l, madeBy: { plugin: owner.name, route: owner.route } } : l;
  });
}
