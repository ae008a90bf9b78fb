/**
 * Routes whose names differ only in how an accented letter is encoded: "é" as one code point
 * (NFC, what most editors save) or as "e" plus a combining accent (NFD, what macOS file names
 * once were). The strings differ, so each got a page of its own, but macOS and Windows file
 * systems take them for one name, and the second page overwrote the first there, silently.
 */
import { safeDecodeUri } from './url.js';

/** ZWNJ and ZWJ: the only invisible characters a route may hold (url.ts refuses the others). */
const ZERO_WIDTH = /[\u200C\u200D]/g;

/** A route's collision key: one spelling for every Unicode form and letter case, no trailing slash. */
export function claimKey(path: string): string {
  // "a%20b.md" and "a b.md" are one path to a browser and one folder in the output.
  const decoded = safeDecodeUri(path);
  // A zero-width joiner shows nothing between Latin letters: `/bi<ZWJ>di` passed for `/bidi`.
  return (decoded.length > 1 ? decoded.replace(/\/$/, '') : decoded).replace(ZERO_WIDTH, '').normalize('NFC').toLowerCase();
}

/**
 * Words for a collision message when `a` and `b` (two routes, or two file names) are the same
 * text encoded two ways; otherwise ''. Without it the message names what looks like one file twice.
 */
export function unicodeTwinsNote(a: string, b: string): string {
  if (a !== b && safeDecodeUri(a) === safeDecodeUri(b)) return ' (a "%" escape in one of them spells the other\'s character, so a browser reads both as one path)';
  if (a !== b && a.replace(ZERO_WIDTH, '') === b.replace(ZERO_WIDTH, '')) return ' (they differ only by an invisible zero-width joiner or non-joiner, so they look like one path)';
  if (a === b || a.toLowerCase() === b.toLowerCase() || a.normalize('NFC') !== b.normalize('NFC')) return '';
  return ' (one name with its accented letters encoded two ways, NFC and NFD, which macOS stores as one file)';
}
