/**
 * The links of the site's React pages, checked once the pages are rendered: their hrefs exist
 * only in the rendered output (a `<Link to>` in the page's code). As Docusaurus does, only the
 * links rendered through Link count (rendered-links.ts reads them from the server output), under
 * `onBrokenLinks`; a plain `<a>` the page writes is not checked. Each is reported at the file
 * and line where it is written (the page or a component it imports), when it can be found there.
 */
import { pageSourceFiles } from './page-source-files.js';
import type { RouteData } from '../../runtime/types.js';
import { checkLinks, type LinkTargets } from '../pipeline/check/check-links.js';
import { EXTERNAL, type PendingLink } from '../pipeline/check/links.js';
import { positionAt, type OpdocsError } from '../errors.js';
import { decodeEntities } from '../../runtime/islands/markers.js';

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

/** Where `text` first holds `needle` (1-based line and column), else the file's start. */
function positionOf(text: string, needle: string): { line: number; column: number } {
  const at = indexOfWritten(text, needle);
  return at < 0 ? { line: 1, column: 1 } : positionAt(text, at);
}

/** The links of each React page's rendered content that lead to no page or file of the site. */
export function checkReactPageLinks(opts: {
  routes: RouteData[]; reactPages: Map<string, string>; baseUrl: string; targets: LinkTargets;
  /** Route path → the hrefs (as rendered) its Links render in the page's content. */
  linked: Map<string, string[]>;
  /** For the components a page imports with `@site/…`. */
  siteDir?: string;
}): OpdocsError[] {
  const pending: PendingLink[] = [];
  for (const route of opts.routes) {
    if (route.kind !== 'react-page') continue;
    const file = opts.reactPages.get(route.page);
    const rendered = opts.linked.get(route.path);
    if (!file || !rendered) continue;
    let sources: { file: string; text: string }[] | undefined;
    const seen = new Set<string>();
    for (const written of rendered) {
      const href = decodeEntities(written);
      if (!href || href.startsWith('#') || EXTERNAL.test(href) || seen.has(href)) continue;
      seen.add(href);
      const url = new URL(href, `http://site${route.path}`);
      // Outside this build's base URL (`autoAddBaseUrl={false}` on a translated page): another
      // locale's or site's page, not checkable here.
      if (!url.pathname.startsWith(opts.baseUrl)) continue;
      sources ??= pageSourceFiles(file, opts.siteDir);
      // Where the code writes it: as rendered, or without the base URL it was given; in the
      // page, else in the first component it imports that holds it.
      const forms = [href, href.startsWith(opts.baseUrl) ? `/${href.slice(opts.baseUrl.length)}` : href];
      let where: { file: string; line: number; column: number } = { file, line: 1, column: 1 };
      for (const source of sources) {
        const found = forms.find((h) => indexOfWritten(source.text, h) >= 0);
        if (found) {
          where = { file: source.file, ...positionOf(source.text, found) };
          break;
        }
      }
      pending.push({ ...where, href, target: url.pathname, anchor: url.hash ? decodeURIComponent(url.hash.slice(1)) : null });
    }
  }
  return checkLinks(pending, opts.targets);
}
