/**
 * The links of the site's React pages, checked once the pages are rendered: their hrefs exist
 * only in the rendered HTML (a `<Link to>` in the page's code). Docusaurus checks them with the
 * Markdown links, under `onBrokenLinks`; so does this, naming the file and line where the link
 * is written (the page or a component it imports), when it can be found there.
 */
import { readFileSync } from 'node:fs';
import { pageSourceFiles } from './page-source-files.js';
import { join } from 'node:path';
import type { RouteData } from '../../runtime/types.js';
import { checkLinks, type LinkTargets } from '../pipeline/check/check-links.js';
import { EXTERNAL, type PendingLink } from '../pipeline/check/links.js';
import { positionAt, type OpdocsError } from '../errors.js';
import { routeFiles } from './write-page.js';
import { decodeEntities } from '../../runtime/islands/markers.js';

const ANCHOR_HREF = /<a\b[^>]*?\shref="([^"]*)"/g;
// The page's own part of the document: the navbar and footer come from the config, checked there.
const CONTENT_START = 'id="__docusaurus_skipToContent_fallback"';

// A character that continues a URL or path: `/apps` is not written in `https://apps.example.com/`.
const URL_CHAR = /[\w.:/-]/;

/** Where `text` holds the URL `needle` as a whole (not inside a longer URL or path), else -1. */
function indexOfWritten(text: string, needle: string): number {
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
    const before = text[at - 1] ?? '';
    const after = text[at + needle.length] ?? '';
    if (!URL_CHAR.test(before) && !URL_CHAR.test(after)) return at;
  }
  return -1;
}

/**
 * Where `text` first holds `needle` (1-based line and column, else the file's start), and
 * whether it is written on a plain `<a>` element there: Docusaurus checks the links its
 * `<Link>` renders, not those, so such a link is a warning at most, as in Markdown.
 */
function positionOf(text: string, needle: string): { line: number; column: number; jsx?: boolean } {
  const at = indexOfWritten(text, needle);
  if (at < 0) return { line: 1, column: 1 };
  const tag = /^<([A-Za-z][\w.]*)/.exec(text.slice(text.lastIndexOf('<', at)))?.[1];
  return tag === 'a' ? { ...positionAt(text, at), jsx: true } : positionAt(text, at);
}

/** The links of each React page's rendered content that lead to no page or file of the site. */
export function checkReactPageLinks(opts: {
  routes: RouteData[]; reactPages: Map<string, string>; outDir: string; baseUrl: string; trailingSlash?: boolean; targets: LinkTargets;
  /** For the components a page imports with `@site/…`. */
  siteDir?: string;
}): OpdocsError[] {
  const pending: PendingLink[] = [];
  for (const route of opts.routes) {
    if (route.kind !== 'react-page') continue;
    const file = opts.reactPages.get(route.page);
    if (!file) continue;
    let html: string;
    try {
      html = readFileSync(join(opts.outDir, routeFiles(route, opts)[0]), 'utf8');
    } catch {
      continue;
    }
    const start = html.indexOf(CONTENT_START);
    const end = html.indexOf('<footer', Math.max(start, 0));
    const content = html.slice(Math.max(start, 0), end < 0 ? undefined : end);
    let sources: { file: string; text: string }[] | undefined;
    const seen = new Set<string>();
    for (const m of content.matchAll(ANCHOR_HREF)) {
      const href = decodeEntities(m[1]);
      if (!href || href.startsWith('#') || EXTERNAL.test(href) || seen.has(href)) continue;
      seen.add(href);
      const url = new URL(href, `http://site${route.path}`);
      // Outside this build's base URL (a plain `<a href="/docs/x">` on a translated page, which
      // Docusaurus' Link would have prefixed): another locale's or site's page, not checkable here.
      if (!url.pathname.startsWith(opts.baseUrl)) continue;
      sources ??= pageSourceFiles(file, opts.siteDir);
      // `to="pathname:///api/"` is Docusaurus' way out of its router and of its link check (a
      // file the site serves by other means): the page renders the path without the prefix.
      if (sources.some((s) => s.text.includes(`pathname://${href}`))) continue;
      // Where the code writes it: as rendered, or without the base URL it was given; in the
      // page, else in the first component it imports that holds it.
      const forms = [href, href.startsWith(opts.baseUrl) ? `/${href.slice(opts.baseUrl.length)}` : href];
      let where: { file: string; line: number; column: number; jsx?: boolean } = { file, line: 1, column: 1 };
      for (const source of sources) {
        const written = forms.find((h) => indexOfWritten(source.text, h) >= 0);
        if (written) {
          where = { file: source.file, ...positionOf(source.text, written) };
          break;
        }
      }
      pending.push({ ...where, href, target: url.pathname, anchor: url.hash ? decodeURIComponent(url.hash.slice(1)) : null });
    }
  }
  return checkLinks(pending, opts.targets);
}
