/** sitemap.xml of every indexable route. */
import type { RouteData, SiteData } from '../../runtime/types.js';
import { escapeText } from '../../runtime/escape-html.js';

/** The sitemap of every route that is neither the not-found page nor noindex. */
export function renderSitemap(site: SiteData, routes: RouteData[]): string {
  const urls = routes
    .filter((r) => r.kind !== 'not-found' && !r.head.noindex)
    // The sitemap protocol asks for escaped URLs: a tag or page named in Korean or with a space
    // is percent-encoded, as Docusaurus' sitemap writes it; `&` then becomes `&amp;` for XML.
    .map((r) => `<url><loc>${escapeText(site.url + encodeURI(r.path))}</loc></url>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
}
