/** Small URL helpers shared by the route builders (pure). */

/** Joins URL parts with single slashes, keeping a leading slash and a final trailing one if the last part has it. */
export function joinUrl(...parts: string[]): string {
  const filtered = parts.filter((p) => p !== '');
  if (filtered.length === 0) return '/';
  const trailing = filtered[filtered.length - 1].endsWith('/');
  const joined = filtered.map((p) => p.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/');
  return '/' + joined + (trailing && joined ? '/' : '');
}

/** Paths compare equal ignoring case and a trailing slash (behaviors §9.5). */
export function samePath(a: string, b: string): boolean {
  const n = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p).toLowerCase();
  return n(a) === n(b);
}

/** Key for route lookup: lower case, no trailing slash (except root). */
export function routeKey(path: string): string {
  const decoded = safeDecode(path);
  return (decoded.length > 1 ? decoded.replace(/\/$/, '') : decoded).toLowerCase();
}

function safeDecode(p: string): string {
  try {
    return decodeURI(p);
  } catch {
    return p;
  }
}

/** Kebab-case as Docusaurus uses for tag and author permalinks. */
export function kebabCase(s: string): string {
  return s
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
}

/**
 * Why a route path cannot become a file inside the output folder, or null when it can. This is
 * the one gate between paths from content (slugs, permalinks, file names) and the disk: the
 * decoded path must stay under the base URL, with no "." or ".." segments, backslashes or NULs.
 */
export function checkRoutePath(path: string, baseUrl: string): string | null {
  if (!path.startsWith(baseUrl) && path + '/' !== baseUrl) return `is outside the base URL ${baseUrl}`;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return 'is not a valid percent-encoded path';
  }
  if (/[\\\0]/.test(decoded)) return 'contains a backslash or a NUL character';
  if (decoded.split('/').some((seg) => seg === '.' || seg === '..')) return 'contains a "." or ".." segment, which would write outside the output folder';
  return null;
}

/** Where a route's HTML lives in the output folder, relative to it (the path must pass `checkRoutePath`). */
export function htmlFileFor(path: string, baseUrl: string): string {
  const reason = checkRoutePath(path, baseUrl);
  if (reason) throw new Error(`opdocs bug: unchecked route path ${path} ${reason}`);
  const rel = path.startsWith(baseUrl) ? path.slice(baseUrl.length) : path.replace(/^\//, '');
  const clean = rel.replace(/\/$/, '');
  return clean ? `${decodeURIComponentSafe(clean)}/index.html` : 'index.html';
}

/** Where a route's data JSON lives, relative to the output folder. */
export function dataFileFor(path: string, baseUrl: string): string {
  return htmlFileFor(path, baseUrl).replace(/index\.html$/, '__data.json');
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
