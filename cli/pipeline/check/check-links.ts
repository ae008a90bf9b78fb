/**
 * The site-wide broken link and anchor check: every link recorded while parsing (links.ts) is
 * checked against the final routes and heading ids, and all problems are reported together.
 */
import { isAbsolute } from 'node:path';
import { OpdocsError } from '../../errors.js';
import { routeKey } from '../routes/url.js';
import { FRONT_MATTER_IMAGE, JSX_IMAGE, safeDecode, type PendingLink } from './links.js';

/** Message prefix of a broken `<a>` element's link (see `unchecked`). */
export const JSX_LINK = 'broken link (an <a> element, which Docusaurus does not check): ';

/**
 * A link or image written as an element (JSX or raw HTML) rather than Markdown, or a front
 * matter image: Docusaurus checks none of them, so a site that builds there must build here; such a problem is at most a
 * warning, whatever its `onBroken*` key says.
 */
export const unchecked = (message: string): boolean => message.startsWith(JSX_LINK) || message.startsWith(JSX_IMAGE) || message.startsWith(FRONT_MATTER_IMAGE);

/** The config key that decides what a broken reference does to the build. */
export type BrokenKind = 'onBrokenLinks' | 'onBrokenAnchors' | 'onBrokenMarkdownLinks' | 'onBrokenImages' | 'onDuplicateRoutes';

/**
 * Which `onBroken*` key governs an error, read from the messages this module writes (they
 * also travel as plain data from parse workers); null for errors that always fail the build
 * (an image outside the site folder is a safety check, not a broken reference).
 */
export function brokenKindOf(message: string): BrokenKind | null {
  if (message.startsWith('broken anchor: ')) return 'onBrokenAnchors';
  if (message.startsWith('broken link: ')) return message.includes(' points to a Markdown file ') ? 'onBrokenMarkdownLinks' : 'onBrokenLinks';
  if (message.startsWith(JSX_LINK)) return 'onBrokenLinks';
  if (message.startsWith('image not found: ') || message.startsWith(JSX_IMAGE) || message.startsWith(FRONT_MATTER_IMAGE)) return 'onBrokenImages';
  if (message.startsWith('two docs claim the route ')) return 'onDuplicateRoutes';
  return null;
}

export interface LinkTargets {
  /** routeKey(path) → heading ids of that page (null when the page has no known headings). */
  routes: Map<string, Set<string> | null>;
  /** Static files relative to the output root, with "/" separators. */
  staticFiles: Set<string>;
  baseUrl: string;
}

/** Checks every recorded link against the final routes and heading ids. */
export function checkLinks(pending: PendingLink[], targets: LinkTargets): OpdocsError[] {
  const errors: OpdocsError[] = [];
  for (const l of pending) {
    const key = routeKey(l.target);
    const ids = targets.routes.get(key);
    if (ids === undefined) {
      const rel = l.target.startsWith(targets.baseUrl) ? safeDecode(l.target.slice(targets.baseUrl.length)) : '';
      if (rel && (targets.staticFiles.has(rel) || isAbsolute(rel))) continue;
      errors.push(new OpdocsError({
        file: l.file, line: l.line, column: l.column,
        message: `${l.jsx ? JSX_LINK : 'broken link: '}${l.href} → ${l.target} is not a page of this site`,
        hint: `link to an existing page${suggest(key, targets)}`,
      }));
      continue;
    }
    if (l.anchor && ids && !ids.has(l.anchor)) {
      const list = [...ids].slice(0, 6).join(', ');
      errors.push(new OpdocsError({
        file: l.file, line: l.line, column: l.column,
        message: `broken anchor: ${l.href} → ${l.target} has no heading with id "${l.anchor}"`,
        hint: list ? `use one of the ids on that page: ${list}` : 'that page has no headings to link to',
      }));
    }
  }
  return errors;
}

function suggest(key: string, targets: LinkTargets): string {
  const last = key.split('/').filter(Boolean).pop() ?? '';
  const near = [...targets.routes.keys()].filter((k) => last && k.includes(last)).slice(0, 3);
  return near.length ? `, e.g. ${near.join(', ')}` : '';
}
