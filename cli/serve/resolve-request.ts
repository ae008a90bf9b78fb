/**
 * Turns a raw request target into something safe to look up under the served folder, and finds
 * the file for it. Owns every path-safety rule of the server: nothing outside `dir` is ever
 * returned, whatever the URL encoding or symlinks say.
 */
import { realpath, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';

/** Path of the live-reload event stream, relative to the base URL. */
export const EVENTS_PATH = '__opdocs/events';

/** What a request path means, before touching the disk. */
export type RequestTarget =
  /** `/` (or the base without its slash) when the site lives under a sub-path. */
  | { kind: 'redirect'; location: string }
  /** A path that is not under the base URL. */
  | { kind: 'outside' }
  /** Percent-encoding that does not decode. */
  | { kind: 'malformed' }
  /** A path that tries to leave the folder (`..`, encoded slashes, NUL, backslashes). */
  | { kind: 'unsafe' }
  /** A decoded, `/`-separated path relative to the base; `''` is the home page. */
  | { kind: 'path'; rel: string };

/** Classifies a raw request URL (`req.url`) against the site's base URL. Pure. */
export function parseRequestTarget(requestTarget: string, baseUrl: string): RequestTarget {
  // HTTP/1.1 servers must accept the absolute form a proxy sends (`GET http://host/docs/`); the
  // host part names nothing here, as one site is served whatever the Host header says.
  const scheme = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(requestTarget);
  const rest = scheme ? requestTarget.slice(scheme[0].length) : requestTarget;
  const rawUrl = scheme && !rest.startsWith('/') ? `/${rest}` : rest;
  const cut = rawUrl.search(/[?#]/);
  const rawPath = cut === -1 ? rawUrl : rawUrl.slice(0, cut);
  const query = cut === -1 ? '' : rawUrl.slice(cut).replace(/#.*$/, '');
  if (!rawPath.startsWith('/')) return { kind: 'malformed' };
  // An encoded slash, backslash or NUL would let one "segment" smuggle a separator past the
  // `..` check below, so refuse them before decoding.
  if (/%(2f|5c|00)/i.test(rawPath)) return { kind: 'unsafe' };
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'malformed' };
  }
  if (path.includes('\0') || path.includes('\\')) return { kind: 'unsafe' };
  if (baseUrl !== '/' && (path === '/' || path === baseUrl.slice(0, -1))) {
    return { kind: 'redirect', location: baseUrl + query };
  }
  if (!path.startsWith(baseUrl)) return { kind: 'outside' };
  const rel = path.slice(baseUrl.length);
  if (rel.split('/').some((segment) => segment === '..' || segment === '.')) return { kind: 'unsafe' };
  return { kind: 'path', rel };
}

/** A file found for a request: its real absolute path and its path relative to the folder. */
export interface FoundFile {
  file: string;
  rel: string;
  size: number;
  mtimeMs: number;
}

/**
 * Finds the file for a decoded relative path: the exact file, else `P/index.html`, else `P.html`.
 * A candidate whose real path (after symlinks) lies outside `dir` is treated as missing.
 */
export async function findFile(dir: string, rel: string): Promise<FoundFile | undefined> {
  let root: string;
  try {
    root = await realpath(dir);
  } catch {
    return undefined;
  }
  const trimmed = rel.replace(/\/+$/, '');
  const candidates = rel === '' || rel.endsWith('/')
    ? [join(trimmed, 'index.html')]
    : [rel, join(rel, 'index.html'), `${rel}.html`];
  for (const candidate of candidates) {
    const found = await statInside(root, candidate);
    if (found) return found;
  }
  return undefined;
}

async function statInside(root: string, rel: string): Promise<FoundFile | undefined> {
  try {
    const file = await realpath(join(root, rel));
    if (!file.startsWith(root + sep)) return undefined;
    const info = await stat(file);
    if (!info.isFile()) return undefined;
    return { file, rel: rel.split(sep).join('/'), size: info.size, mtimeMs: info.mtimeMs };
  } catch {
    return undefined;
  }
}
