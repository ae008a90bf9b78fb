/**
 * What a served file is (content type, compressibility) and how long a browser may keep it.
 * Pure lookups on file paths; no disk access.
 */
import { extname } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  // Browsers apply a feed's XSLT stylesheet only when it comes with an XML type.
  '.xsl': 'text/xsl; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  // Media and documents a site links from static/: sent as opaque bytes, Safari would not play
  // a video and browsers downloaded a PDF instead of showing it.
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.csv': 'text/csv; charset=utf-8',
};

/** Binary formats that are already compressed gain nothing from gzip or brotli. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.xml', '.xsl', '.svg', '.txt', '.webmanifest', '.ico']);

/** Content-Type header for a file path; unknown extensions are served as opaque bytes. */
export function getContentType(file: string): string {
  return TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** True when compressing the file on the fly is worth it. */
export function isCompressible(file: string): boolean {
  return COMPRESSIBLE.has(extname(file).toLowerCase());
}

/**
 * True for bundler output whose name carries a content hash, e.g. `assets/client-AB12CD34.js`.
 * The hash must hold a digit or be all capitals, so a plain word like `-overview.js` is not
 * mistaken for one (serving it as immutable would pin a stale copy for a year).
 */
export function isHashedAsset(relPath: string): boolean {
  const parts = relPath.split('/');
  if (parts[0] !== 'assets') return false;
  const match = /[-.]([A-Za-z0-9_]{8,})\.[A-Za-z0-9]+$/.exec(parts[parts.length - 1]!);
  if (!match) return false;
  const hash = match[1]!;
  return /\d/.test(hash) || hash === hash.toUpperCase();
}

/**
 * Cache-Control for a file (path relative to the served dir, `/`-separated).
 * Dev output changes on every save, so nothing may be stored; otherwise hashed assets are
 * immutable and everything else (html, `__data.json`, `sw.js`, …) is revalidated, which is
 * cheap thanks to ETags.
 */
export function getCacheControl(relPath: string, dev: boolean): string {
  if (dev) return 'no-store';
  if (isHashedAsset(relPath)) return 'public, max-age=31536000, immutable';
  // HTML, route data and sw.js must always be revalidated; unhashed static files may change
  // between deploys under the same name, so they get the same treatment.
  return 'no-cache';
}
