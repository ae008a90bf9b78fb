/** Small URL helpers shared by the route builders (pure). */
import { htmlFileOfRoute, isHtmlFilePath } from '../../../runtime/trailing-slash.js';
import { INVISIBLE_CHARACTERS } from '../../errors.js';

/** Joins URL parts with single slashes, keeping a leading slash and a final trailing one if the last part has it. */
export function joinUrl(...parts: string[]): string {
  const filtered = parts.filter((p) => p !== '');
  if (filtered.length === 0) return '/';
  const trailing = filtered[filtered.length - 1].endsWith('/');
  const joined = filtered.map((p) => p.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/');
  return '/' + joined + (trailing && joined ? '/' : '');
}

/** A path of the site (`/docs/x`) under its base URL, once: a path already under it stays as written. */
export function underBase(baseUrl: string, path: string): string {
  return path.startsWith(baseUrl) ? path : baseUrl + path.replace(/^\//, '');
}

/** A URL segment of the config (`tagsBasePath`, …) without slashes around it: "/tags/" joins as "tags", not "tags/". */
export function bareSegment(segment: string): string {
  return segment.replace(/^\/+|\/+$/g, '');
}

/** Paths compare equal ignoring case and a trailing slash (behaviors §9.5). */
export function samePath(a: string, b: string): boolean {
  const n = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p).toLowerCase();
  return n(a) === n(b);
}

/** Key for route lookup: lower case, no trailing slash (except root). */
export function routeKey(path: string): string {
  const decoded = safeDecodeUri(path);
  return (decoded.length > 1 ? decoded.replace(/\/$/, '') : decoded).toLowerCase();
}

/** `decodeURI` (a whole URL: `%2F` stays), or the text as it is when it is not valid percent-encoding. */
export function safeDecodeUri(p: string): string {
  // Most paths hold no escape; decodeURI still costs a tenth of a watch rebuild's link checks.
  if (!p.includes('%')) return p;
  try {
    return decodeURI(p);
  } catch {
    return p;
  }
}

/** `decodeURIComponent`, or the text as it is when it is not valid percent-encoding. */
export function safeDecode(s: string): string {
  if (!s.includes('%')) return s;
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

// Docusaurus 3 names tag, author and tags.yml-key pages with lodash's kebabCase. Our own
// implementation of the same word rule: letters with accents lose them, a run of lower-case
// letters may start with one capital, digits and letters are separate words ("3d" → "3-d",
// "HTML5" → "html-5"), capital runs end before a capitalised word ("ARKit" → "ar-kit"),
// ordinals stay whole ("1st"), anything else is a separator.
const UP = 'A-Z\\xc0-\\xd6\\xd8-\\xde';
const LOW = 'a-z\\xdf-\\xf6\\xf8-\\xff';
// Letters of other scripts count as either case (so "日本語" is one word).
const MISC = '(?:(?![A-Za-z\\xc0-\\xff])\\p{L})';
const BREAK = '[^\\p{L}\\p{N}\\p{M}]';
const WORD = new RegExp([
  `[${UP}]?[${LOW}]+(?=${BREAK}|[${UP}]|$)`,
  `(?:[${UP}]|${MISC})+(?=${BREAK}|[${UP}](?:[${LOW}]|${MISC})|$)`,
  `[${UP}]?(?:[${LOW}]|${MISC})+`,
  `[${UP}]+`,
  '\\d*(?:1ST|2ND|3RD|(?![123])\\dTH)(?=\\b|[a-z_])',
  '\\d*(?:1st|2nd|3rd|(?![123])\\dth)(?=\\b|[A-Z_])',
  '\\d+',
].join('|'), 'gu');
// Strings of plain words need no splitting beyond punctuation.
const NEEDS_SPLIT = /[a-z][A-Z]|[A-Z]{2}[a-z]|[0-9][a-zA-Z]|[a-zA-Z][0-9]|[^a-zA-Z0-9 ]/;
const LIGATURES: Record<string, string> = {
  ß: 'ss', æ: 'ae', Æ: 'Ae', œ: 'oe', Œ: 'Oe', ø: 'o', Ø: 'O', đ: 'd', Đ: 'D', ð: 'd', Ð: 'D',
  ł: 'l', Ł: 'L', þ: 'th', Þ: 'Th', ĳ: 'ij', Ĳ: 'IJ', ſ: 's', ŉ: 'n', ħ: 'h', Ħ: 'H', ı: 'i', ŧ: 't', Ŧ: 'T', ĸ: 'k', ŀ: 'l', Ŀ: 'L', ŋ: 'n', Ŋ: 'N',
};

/** Latin-1 and Latin Extended-A letters without their accents (other scripts are left alone). */
function stripAccents(s: string): string {
  return s.replace(/[\u00c0-\u017f]/g, (c) => LIGATURES[c] ?? c.normalize('NFD').replace(/[\u0300-\u036f]/g, ''))
    .replace(/[\u0300-\u036f]/g, '');
}

/** The slug of a tag label, author key or tags.yml key, as Docusaurus 3 makes it ("3D Models" → "3-d-models"). */
export function kebabCase(s: string): string {
  const plain = stripAccents(s).replace(/['\u2019]/g, '');
  const words = NEEDS_SPLIT.test(plain) ? plain.match(WORD) : plain.match(/[^\x00-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+/g);
  return (words ?? []).map((w) => w.toLowerCase()).join('-');
}

/**
 * Why a route path cannot become a file inside the output folder, or null when it can. This is
 * the one gate between paths from content (slugs, permalinks, file names) and the disk: the
 * decoded path must stay under the base URL, with no "." or ".." segments, backslashes or NULs.
 */
export function checkRoutePath(path: string, baseUrl: string): string | null {
  // Asked three times per route per build (the check, then the page's and its data's file
  // names), and again on every watch rebuild for the same paths: decoding and splitting each
  // time was a tenth of a 1,000-doc rebuild.
  let known = verdicts.get(baseUrl);
  if (!known || known.size > 200_000) verdicts.set(baseUrl, (known = new Map()));
  let verdict = known.get(path);
  if (verdict === undefined) known.set(path, (verdict = routePathProblem(path, baseUrl)));
  return verdict;
}

const verdicts = new Map<string, Map<string, string | null>>();

function routePathProblem(path: string, baseUrl: string): string | null {
  if (!path.startsWith(baseUrl) && path + '/' !== baseUrl) return `is outside the base URL ${baseUrl}`;
  // A browser reads "#" and "?" as the end of the path, so no link could reach such a page
  // (Docusaurus refuses these slugs too); "%23" and "%3F" are fine.
  const cut = /[#?]/.exec(path)?.[0];
  if (cut) return `contains "${cut}", where a browser ends the path and starts the ${cut === '#' ? 'fragment' : 'query'}, so no link could reach the page`;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return 'is not a valid percent-encoded path';
  }
  if (/[\\\0]/.test(decoded)) return 'contains a backslash or a NUL character';
  // The URL parser drops every tab and line break from a link (`/docs/ta<TAB>b` → /docs/tab).
  if (/[\t\n\r]/.test(decoded)) return 'contains a tab or a line break, which a browser removes from every link, so no link could reach the page';
  // The URL parser also trims spaces off a link's ends: href="/docs/sp " asks for /docs/sp.
  if (decoded.endsWith(' ')) return 'ends with a space, which a browser trims off the end of every link, so no link could reach the page';
  // Bidi controls reorder what the address bar and terminals show (the "Trojan Source" trick),
  // and zero-width spaces show nothing: `/docs/bi<U+202E>di` looked like another page's path.
  // (ZWJ and ZWNJ stay: emoji and Persian or Indic words need them.)
  const hidden = INVISIBLE.exec(decoded)?.[0];
  if (hidden) return `contains the invisible character U+${hidden.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}, which hides or reorders the path's letters wherever it is shown, so it could pass for another page's path`;
  if (decoded.split('/').some((seg) => seg === '.' || seg === '..')) return 'contains a "." or ".." segment, which would write outside the output folder';
  const long = decoded.split('/').find((seg) => Buffer.byteLength(seg) > MAX_SEGMENT_BYTES);
  if (long) return `has a segment of ${Buffer.byteLength(long)} bytes ("${long.slice(0, 24)}…"); file systems allow ${MAX_NAME_BYTES} bytes in a file or folder name, and the page's file needs ${MAX_NAME_BYTES - MAX_SEGMENT_BYTES} more`;
  return null;
}

const INVISIBLE = new RegExp(`[${INVISIBLE_CHARACTERS}]`);

/** Longest name most file systems (ext4, APFS, NTFS in UTF-16 units) accept. */
const MAX_NAME_BYTES = 255;
/** Longest route segment: its page may be written as `<segment>.html` (`trailingSlash: false`). */
const MAX_SEGMENT_BYTES = MAX_NAME_BYTES - '.html'.length;

/** A route path relative to the base URL, decoded, without a trailing slash (must pass `checkRoutePath`). */
function relativeRoutePath(path: string, baseUrl: string): string {
  const reason = checkRoutePath(path, baseUrl);
  if (reason) throw new Error(`opdocs bug: unchecked route path ${path} ${reason}`);
  const rel = path.startsWith(baseUrl) ? path.slice(baseUrl.length) : path.replace(/^\//, '');
  return decodeURIComponentSafe(rel.replace(/\/$/, ''));
}

/**
 * Where a route's HTML lives in the output folder, relative to it (the path must pass
 * `checkRoutePath`): `<path>/index.html`, or `<path>.html` when `trailingSlash` is false
 * (runtime/trailing-slash.ts decides, for the writer and the route builder alike).
 */
export function htmlFileFor(path: string, baseUrl: string, trailingSlash?: boolean): string {
  return htmlFileOfRoute(relativeRoutePath(path, baseUrl), trailingSlash);
}

/**
 * Where a route's data JSON lives, relative to the output folder: `<path>/__data.json` in
 * every layout, the one URL the router, the prefetcher and the service worker derive from a
 * pathname with or without its slash (runtime/location.ts dataUrl); beside the page, as
 * `<path>.__data.json`, for a route that is an HTML file (`slug: /legacy.html`).
 */
export function dataFileFor(path: string, baseUrl: string): string {
  const rel = relativeRoutePath(path, baseUrl);
  // A folder of the HTML file's own name cannot be made.
  if (isHtmlFilePath(rel)) return `${rel}.__data.json`;
  return rel ? `${rel}/__data.json` : '__data.json';
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
