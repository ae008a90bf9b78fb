/**
 * Text rules shared by the index builder (cli/) and the browser engine, so both cut and
 * normalise words the same way. Isomorphic: no DOM, no Node.
 */

/** A word as written: letters, digits and "_" (Algolia indexes "_" for DocSearch). */
export const WORD = /[\p{L}\p{N}_]+/gu;

/** The parts of a camelCase word. */
export const CAMEL_PART = /\p{Lu}?[\p{Ll}\p{N}_]+|\p{Lu}+(?!\p{Ll})/gu;

/** Lower case without diacritics ("Über" → "uber"), compatibility forms folded ("ＣＡＦＥ", "ﬁle" → "cafe", "file"). */
export function normalizeWord(word: string): string {
  // Most words are ASCII; NFKD is the slow part of this function. Its compatibility folding
  // lets a query typed with a CJK input method's full-width letters find the plain word.
  if (/^[\x00-\x7f]*$/.test(word)) return word.toLowerCase();
  return word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The normalised words of a text, plus the parts of camelCase words ("StatefulSet" → statefulset, stateful, set). */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  forEachToken(text, (word) => out.push(word));
  return out;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 16777619;

/** FNV-1a over the UTF-16 code units of a (normalised) word: the hash forEachToken gives with a span. */
export function hashWord(word: string): number {
  let hash = FNV_OFFSET;
  for (let i = 0; i < word.length; i++) hash = Math.imul(hash ^ word.charCodeAt(i), FNV_PRIME);
  return hash >>> 0;
}

const isAsciiWordChar = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || c === 95;
const WORD_CHAR = /[\p{L}\p{N}_]/u;

/**
 * What tokenize returns, word by word, without a regex per word: the index builder calls it
 * on every text of the site. ASCII words are cut and lowered in place; a word with other
 * letters takes the slow path of normalizeWord and CAMEL_PART. With `emitSpan`, a plain ASCII
 * word (no upper case past its first letter) is given as its place in `text` instead, with
 * its hashWord and whether it is lower case already, so no string is made for it.
 */
export function forEachToken(text: string, emit: (word: string) => void, emitSpan?: (start: number, end: number, hash: number, lower: boolean) => void): void {
  const n = text.length;
  let i = 0;
  while (i < n) {
    let c = text.charCodeAt(i);
    if (!(c < 128 ? isAsciiWordChar(c) : WORD_CHAR.test(String.fromCodePoint(text.codePointAt(i) as number)))) {
      i += c >= 0xd800 && c <= 0xdbff ? 2 : 1;
      continue;
    }
    const start = i;
    let ascii = true;
    // An upper-case letter after the first one may start a camelCase part.
    let innerUpper = false;
    const firstUpper = c >= 65 && c <= 90;
    let hash = FNV_OFFSET;
    for (; i < n; i++) {
      c = text.charCodeAt(i);
      if (c < 128) {
        if (!isAsciiWordChar(c)) break;
        if (c >= 65 && c <= 90) {
          if (i > start) innerUpper = true;
          c += 32;
        }
        hash = Math.imul(hash ^ c, FNV_PRIME);
      } else {
        const wide = c >= 0xd800 && c <= 0xdbff;
        if (!WORD_CHAR.test(String.fromCodePoint(text.codePointAt(i) as number))) break;
        ascii = false;
        if (wide) i++;
      }
    }
    if (ascii && !innerUpper) {
      if (emitSpan) emitSpan(start, i, hash >>> 0, !firstUpper);
      else emit(text.slice(start, i).toLowerCase());
      continue;
    }
    const word = text.slice(start, i);
    emit(normalizeWord(word));
    const parts = word.match(CAMEL_PART);
    if (parts && parts.length > 1) for (const p of parts) emit(normalizeWord(p));
  }
}

/** The normalised words of a query, in order, without repeats. */
export function tokenizeQuery(query: string): string[] {
  return [...new Set([...query.matchAll(WORD)].map((m) => normalizeWord(m[0])))];
}

// Postings are unsigned integers written as base-32 varints in JSON strings: servers gzip
// JSON, and the browser decodes with no binary reads. Each char holds 5 bits; "a"–"p" end a number.
const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUV';
const LAST = 'abcdefghijklmnopqrstuvwxyz!#$%&*';

/** Encodes a list of unsigned integers. */
export function encodeUints(values: number[]): string {
  let out = '';
  for (let v of values) {
    let chunk = '';
    chunk = LAST[v & 31];
    v = Math.floor(v / 32);
    while (v > 0) {
      chunk = DIGITS[v & 31] + chunk;
      v = Math.floor(v / 32);
    }
    out += chunk;
  }
  return out;
}

/** Decodes what encodeUints wrote. */
export function decodeUints(text: string): number[] {
  const out: number[] = [];
  let v = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const d = c <= 57 ? c - 48 : c <= 86 && c >= 65 ? c - 55 : -1;
    if (d >= 0) {
      v = v * 32 + d;
      continue;
    }
    v = v * 32 + LAST.indexOf(text[i]);
    out.push(v);
    v = 0;
  }
  return out;
}
