/**
 * The site-wide broken link and anchor check: every link recorded while parsing (links.ts) is
 * checked against the final routes and heading ids, and all problems are reported together.
 */
import { isAbsolute } from 'node:path';
import { slug } from 'github-slugger';
import { OpdocsError } from '../../errors.js';
import { routeKey } from '../routes/url.js';
import type { PendingLink } from './links.js';
import { nearPages } from './near-pages.js';
import { safeDecode, safeDecodeUri } from '../routes/url.js';

export type { BrokenKind } from '../../errors.js';

/**
 * A link as a message shows it: a generated or pasted URL of thousands of characters would fill
 * the terminal and the watch page's overlay, while its start and end are what find it.
 */
export function clipUrl(url: string): string {
  return url.length > 200 ? `${url.slice(0, 120)}…${url.slice(-60)} (${url.length.toLocaleString('en')} characters)` : url;
}

/** Message prefix of a broken `<a>` element's link, which Docusaurus does not check. */
export const JSX_LINK = 'broken link (an <a> element, which Docusaurus does not check): ';
/** Message prefix of a redirect target's broken anchor: Docusaurus checks only a target's path. */
export const REDIRECT_ANCHOR = 'broken anchor (of a redirect target, which Docusaurus does not check): ';

export interface LinkTargets {
  /** routeKey(path) → heading ids of that page (null when the page has no known headings). */
  routes: Map<string, Set<string> | null>;
  /** routeKey(path) → the path as the page has it, letter case kept. */
  paths?: Map<string, string>;
  /** Static files relative to the output root, with "/" separators. */
  staticFiles: Set<string>;
  baseUrl: string;
  /**
   * routeKey(path) → the page's title as written (front matter `title`, its Markdown h1): the
   * h1 has no id, in Docusaurus neither, so a link to its slug is told so.
   */
  titles?: Map<string, string[]>;
}

/** Checks every recorded link against the final routes and heading ids. */
export function checkLinks(pending: PendingLink[], targets: LinkTargets): OpdocsError[] {
  const errors: OpdocsError[] = [];
  for (const l of pending) {
    const key = routeKey(l.target);
    const ids = targets.routes.get(key);
    if (ids === undefined) {
      const rel = l.target.startsWith(targets.baseUrl) ? safeDecode(l.target.slice(targets.baseUrl.length)) : '';
      // A static folder's index.html answers for the folder (`/api/` beside a generated API reference).
      if (rel && (targets.staticFiles.has(rel) || targets.staticFiles.has(rel.replace(/\/?$/, '/index.html')) || isAbsolute(rel))) continue;
      errors.push(l.madeBy || l.mayBeMadeBy?.length ? skippedPluginLink(l, key, targets) : new OpdocsError({
        file: l.file, line: l.line, column: l.column,
        message: `${l.jsx ? JSX_LINK : 'broken link: '}${clipUrl(l.href)} → ${clipUrl(l.target)} is not a page of this site`,
        kind: 'onBrokenLinks', unchecked: l.jsx,
        hint: missingFileHint(l.href) ?? `link to an existing page${suggest(key, targets)}`,
      }));
      continue;
    }
    const real = targets.paths?.get(key);
    if (real !== undefined && caseForm(l.target) !== caseForm(real)) {
      // Docusaurus' router matches paths without case, so its sites build with such links;
      // but the page's file has one spelling, and most hosts (and opdocs' router) answer any
      // other with the 404 page.
      errors.push(new OpdocsError({
        file: l.file, line: l.line, column: l.column,
        message: `broken link (letter case): ${clipUrl(l.href)} → ${clipUrl(l.target)} names the page ${real} with other letter case, which most hosts answer with the 404 page`,
        kind: 'onBrokenLinks', unchecked: true,
        hint: `write the path as the page has it: ${real}`,
      }));
    }
    if (l.anchor && ids && !ids.has(l.anchor)) {
      const list = [...ids].slice(0, 6).join(', ');
      errors.push(new OpdocsError({
        file: l.file, line: l.line, column: l.column,
        message: `${l.redirect ? REDIRECT_ANCHOR : 'broken anchor: '}${clipUrl(l.href)} → ${clipUrl(l.target)} has no heading with id "${clipUrl(l.anchor)}"`,
        kind: 'onBrokenAnchors', unchecked: l.redirect,
        hint: anchorHint(l, list, targets.titles?.get(key), ids),
      }));
    }
  }
  return errors;
}

/**
 * What to do about a missing anchor. The page's title is an h1, which gets no id (as in
 * Docusaurus, whose Heading drops an h1's id), so `#<slug of the title>` names no element: the
 * page's own address opens at that title anyway.
 */
function anchorHint(l: PendingLink, list: string, titles: string[] | undefined, ids: Set<string>): string {
  const anchor = l.anchor ?? '';
  // `#WindowIsTranslucent` for the heading `WindowIsTranslucent`, whose id is lower case: a
  // browser matches the fragment with its letter case, so the link lands at the page's top.
  const twin = [...ids].find((id) => id.toLowerCase() === anchor.toLowerCase()) ?? (ids.has(slug(anchor)) ? slug(anchor) : undefined);
  if (twin !== undefined) return `the page has the id "${clipUrl(twin)}", which this anchor writes another way (a browser looks for the anchor exactly as written, letter case included): write #${clipUrl(twin)}`;
  const isTitle = titles?.some((t) => slug(t) === anchor || slug(t, true) === anchor) ?? false;
  const page = l.href.split('#')[0];
  if (isTitle) {
    const fix = page ? `link to ${clipUrl(page)} without the anchor: the page opens at its title` : 'the link points at the title of its own page: remove it, or point it at a heading below';
    return `"#${clipUrl(anchor)}" is the page's title, an h1, which has no id (Docusaurus gives it none either): ${fix}${list ? `; or use one of the ids on that page: ${list}` : ''}`;
  }
  return list ? `use one of the ids on that page: ${list}` : 'that page has no heading below its title (an h1, which has no id) nor any other anchor: link to the page without the anchor, or give it a heading (## …) to link to';
}

/**
 * For a relative link to a file that is no page (`./project.zip`, `../data/table.csv`): the
 * file is missing beside the Markdown file, where Docusaurus (and opdocs) would copy it from.
 */
function missingFileHint(href: string): string | null {
  const path = href.replace(/[?#].*$/, '');
  if (/^[a-z][\w+.-]*:|^\//i.test(path)) return null;
  const ext = /\.([A-Za-z0-9]{1,8})$/.exec(path)?.[1]?.toLowerCase();
  if (!ext || ['md', 'mdx', 'markdown', 'html', 'htm'].includes(ext)) return null;
  return `there is no file ${safeDecode(path)} relative to this file: add it there (a linked file is copied into the build), or fix the path`;
}

/** A path as compared for letter case: decoded, without a trailing slash or query. */
const caseForm = (path: string): string => {
  const decoded = safeDecodeUri(path.replace(/[?#].*$/, ''));
  return decoded.length > 1 ? decoded.replace(/\/$/, '') : decoded;
};

function suggest(key: string, targets: LinkTargets): string {
  // Shown as the pages spell themselves, not in the lower case of their keys.
  const near = nearPages(key, targets.routes.keys()).map((k) => targets.paths?.get(k) ?? k);
  return near.length ? `, e.g. ${near.join(', ')}` : '';
}

/**
 * A link (in the navbar, footer or a page) to a page a plugin opdocs skips would make: a warning naming the plugin
 * when the link lies under that plugin's route, else the broken-link error saying which skipped
 * plugins (routes unknown) may make it.
 */
function skippedPluginLink(l: PendingLink, key: string, targets: LinkTargets): OpdocsError {
  const at = { file: l.file, line: l.line, column: l.column, kind: 'onBrokenLinks' as const };
  if (l.madeBy) {
    const base = `${targets.baseUrl}${l.madeBy.route ? `${l.madeBy.route}/` : ''}`;
    return new OpdocsError({
      ...at, unchecked: true,
      message: `link to a plugin's page: ${clipUrl(l.href)} → ${clipUrl(l.target)} is not built, as it lies under ${base}, which the plugin ${l.madeBy.plugin} makes and opdocs does not run`,
      hint: `build those pages another way (into a static folder, which the link then finds), or remove the link until then`,
    });
  }
  const names = l.mayBeMadeBy!;
  return new OpdocsError({
    ...at,
    message: `broken link: ${clipUrl(l.href)} → ${clipUrl(l.target)} is not a page of this site; ${names.length === 1 ? `the plugin ${names[0]}, which opdocs skips,` : `one of the plugins opdocs skips (${names.join(', ')})`} may make that route`,
    hint: `link to an existing page${suggest(key, targets)}, or, when the plugin makes it, put those pages in a static folder`,
  });
}
