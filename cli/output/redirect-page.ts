/**
 * A page whose only job is to send the reader elsewhere: the site without a home page
 * (home-redirect.ts) and each `redirects` entry (pipeline/features/redirects.ts). A static host
 * cannot answer with a real redirect, so the page refreshes to its target at once; search
 * engines are told the target is the page to keep.
 */
import { escapeHtml } from '../render/escape.js';

export interface RedirectPage {
  lang: string;
  title: string;
  /** Where the reader goes, as a link (escaped here). */
  to: string;
  /** The absolute URL of the target, for search engines. */
  canonical: string;
  /** The text of the link shown while the refresh happens (or when it is turned off). */
  label: string;
  /**
   * Carry the address's #anchor (and query) over to the target with a line of script, which a
   * refresh cannot do. Off under `csp`, whose policy allows no unlisted inline script.
   */
  keepHash?: boolean;
}

export function renderRedirectPage(page: RedirectPage): string {
  const to = escapeHtml(page.to);
  // JSON in a script: "<" escaped so a target cannot close the element. A target with its
  // own #anchor keeps it; otherwise the reader's query and anchor go along.
  const target = JSON.stringify(page.to).replace(/</g, '\\u003c');
  const script = page.keepHash
    ? `<script>location.replace(${target}${page.to.includes('#') ? '' : ' + location.search + location.hash'});</script>\n`
    : '';
  return `<!doctype html>
<html lang="${escapeHtml(page.lang)}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(page.title)}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(page.canonical)}">
<meta http-equiv="refresh" content="0; url=${to}">
${script}</head>
<body>
<p><a href="${to}">${escapeHtml(page.label)}</a></p>
</body>
</html>
`;
}
