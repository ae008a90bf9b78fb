/**
 * A site without a home page still answers at its base URL: a small page that sends the reader
 * to the docs' main page (or the blog), so the address `serve` prints never shows a 404.
 */
import type { SiteData } from '../../runtime/types.js';
import { escapeHtml } from '../render/escape.js';
import { applyTrailingSlash } from '../../runtime/trailing-slash.js';

/** Where `/` should go when the site has no home page; undefined when it has one or nothing to go to. */
export function findHomeTarget(site: SiteData): string | undefined {
  if (site.hasHomePage) return undefined;
  const target = site.docs?.versions[0]?.mainDocPath ?? site.blog?.path;
  return target === undefined ? undefined : applyTrailingSlash(target, site);
}

/** The redirect page written as the base URL's index.html. */
export function renderHomeRedirect(site: SiteData, target: string): string {
  const to = escapeHtml(target);
  return `<!doctype html>
<html lang="${escapeHtml(site.locale.htmlLang)}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(site.title)}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(site.url + target)}">
<meta http-equiv="refresh" content="0; url=${to}">
</head>
<body>
<p><a href="${to}">Go to the documentation of ${escapeHtml(site.title)}</a></p>
</body>
</html>
`;
}
