/** sitemap.xml of every indexable route. */
import type { RouteData, SiteData } from '../../runtime/types.js';
import { escapeText } from '../../runtime/escape-html.js';

export function renderSitemap(site: SiteData, routes: RouteData[]): string {
  const urls = routes
    .filter((r) => r.kind !== 'not-found' && !r.head.noindex)
    .map((r) => `<url><loc>${escapeText(site.url + r.path)}</loc></url>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
}
