/**
 * The links a React page renders through Link, read from its server output. While the server
 * renders a React page, Link marks its anchors (runtime/Link.tsx); the marks are taken out here,
 * before the page is written, so the shipped HTML is what it would be without them. Docusaurus
 * checks only these links in React pages: a plain `<a>` the site's code writes from data (tRPC's
 * pricing page) may lead to pages another host serves.
 */

/** The attribute Link's anchors carry in a React page's server output, as React writes it. */
export const LINK_MARK = ' data-opdocs-link=""';

const MARKED_ANCHOR = /<a\b[^>]*>/g;
// React writes attribute values with `&`, `<`, `>`, `"` and `'` escaped, so no `"` ends one early.
const HREF = /\shref="([^"]*)"/;
// The page's own part of the document: the navbar and footer come from the config, checked there.
const CONTENT_START = 'id="__docusaurus_skipToContent_fallback"';

/** A page's HTML without Link's marks, and the hrefs (as written, entities kept) of the marked anchors in its content. */
export function takeLinkMarks(html: string): { html: string; links: string[] } {
  if (!html.includes(LINK_MARK)) return { html, links: [] };
  const start = Math.max(html.indexOf(CONTENT_START), 0);
  const footer = html.indexOf('<footer', start);
  const end = footer < 0 ? html.length : footer;
  const links = new Set<string>();
  for (const m of html.matchAll(MARKED_ANCHOR)) {
    if (m.index < start || m.index >= end || !m[0].includes(LINK_MARK)) continue;
    const href = HREF.exec(m[0])?.[1];
    if (href !== undefined) links.add(href);
  }
  return { html: html.split(LINK_MARK).join(''), links: [...links] };
}
