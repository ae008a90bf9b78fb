/**
 * Highlights and snippets in Algolia's answer shape: every character of the text is
 * HTML-escaped, and only <mark>…</mark> around matched words is markup.
 */
import type { MarkedText } from './client-types';
import { CAMEL_PART, normalizeWord, WORD } from './text';
import { escapeHtml } from '../escape-html';

/** What one query word matched: whole words (exact or with typos) and, for the word being typed, a prefix. */
export interface WordMatch {
  terms: Set<string>;
  prefix: string | null;
}

export interface Span { start: number; end: number; word: number }

/** False for a word that is one camelCase part for sure: ASCII with no capital past its first letter. */
function mayHaveParts(word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c > 127 || (i > 0 && c >= 65 && c <= 90)) return true;
  }
  return false;
}

/** Matched spans (character ranges of the text) and which query word each belongs to. */
export function findSpans(text: string, words: WordMatch[]): Span[] {
  const spans: Span[] = [];
  const pieces: { word: string; start: number }[] = [];
  for (const m of text.matchAll(WORD)) {
    pieces.push({ word: m[0], start: m.index as number });
    // camelCase parts are indexed words too ("TypesenseCluster" → typesense, cluster).
    if (!mayHaveParts(m[0])) continue;
    const parts = [...m[0].matchAll(CAMEL_PART)];
    if (parts.length > 1) for (const p of parts) pieces.push({ word: p[0], start: (m.index as number) + (p.index as number) });
  }
  let coveredTo = 0;
  for (const { word, start } of pieces) {
    if (start < coveredTo) continue;
    const norm = normalizeWord(word);
    const before = spans.length;
    for (let w = 0; w < words.length; w++) {
      if (words[w].terms.has(norm)) {
        spans.push({ start, end: start + word.length, word: w });
        break;
      }
      const prefix = words[w].prefix;
      if (prefix && norm.startsWith(prefix)) {
        spans.push({ start, end: start + prefixLength(word, prefix.length), word: w });
        break;
      }
    }
    if (spans.length > before) coveredTo = start + word.length;
  }
  return spans.sort((a, b) => a.start - b.start);
}

/** Characters of `word` that normalise to its first `n` normalised characters. */
function prefixLength(word: string, n: number): number {
  let normalized = 0;
  let i = 0;
  for (const ch of word) {
    if (normalized >= n) break;
    normalized += normalizeWord(ch).length;
    i += ch.length;
  }
  return i;
}

function matchLevel(spans: Span[], words: number): MarkedText['matchLevel'] {
  const found = new Set(spans.map((s) => s.word)).size;
  return found === 0 ? 'none' : found === words ? 'full' : 'partial';
}

function markRange(text: string, from: number, to: number, spans: Span[]): string {
  let out = '';
  let at = from;
  for (const s of spans) {
    if (s.end <= from || s.start >= to) continue;
    out += escapeHtml(text.slice(at, s.start)) + '<mark>' + escapeHtml(text.slice(s.start, s.end)) + '</mark>';
    at = s.end;
  }
  return out + escapeHtml(text.slice(at, to));
}

/** The whole text with matches marked. */
export function highlightText(text: string, words: WordMatch[], spans = findSpans(text, words)): MarkedText {
  return { value: markRange(text, 0, text.length, spans), matchLevel: matchLevel(spans, words.length) };
}

/**
 * The first word of the `size`-word window that shows the most query words (then the most
 * matches; the earliest of equals), a little context kept before its first match as Algolia
 * gives. The first match alone would show, on a long paragraph, a stray early "of" rather than
 * the place where the whole query stands.
 */
function bestWindowStart(bounds: number[][], spans: Span[], size: number, words: number): number {
  const at: number[] = [];
  let w = 0;
  for (const s of spans) {
    while (w < bounds.length - 1 && bounds[w][1] <= s.start) w++;
    at.push(w);
  }
  const counts = new Array<number>(words).fill(0);
  let best = { start: 0, distinct: -1, total: -1 };
  let distinct = 0;
  let lo = 0;
  let hi = 0;
  for (let i = 0; i < spans.length; i++) {
    if (i > 0 && at[i] === at[i - 1]) continue;
    const start = Math.max(0, Math.min(at[i] - 2, bounds.length - size));
    for (; hi < spans.length && at[hi] < start + size; hi++) if (counts[spans[hi].word]++ === 0) distinct++;
    for (; lo < hi && at[lo] < start; lo++) if (--counts[spans[lo].word] === 0) distinct--;
    if (distinct > best.distinct || (distinct === best.distinct && hi - lo > best.total)) best = { start, distinct, total: hi - lo };
  }
  return best.start;
}

/**
 * About `size` words of the text where the query shows best (from the start when nothing
 * matched), with "…" where text was cut.
 */
export function snippetText(text: string, words: WordMatch[], size: number, spans = findSpans(text, words)): MarkedText {
  const bounds = [...text.matchAll(/\S+/g)].map((m) => [m.index as number, (m.index as number) + m[0].length]);
  if (bounds.length <= size) return { value: markRange(text, 0, text.length, spans), matchLevel: matchLevel(spans, words.length) };
  const startWord = spans.length ? bestWindowStart(bounds, spans, size, words.length) : 0;
  const endWord = startWord + size - 1;
  const from = startWord === 0 ? 0 : bounds[startWord][0];
  const to = endWord >= bounds.length - 1 ? text.length : bounds[endWord][1];
  const value = (from > 0 ? '…' : '') + markRange(text, from, to, spans) + (to < text.length ? '…' : '');
  return { value, matchLevel: matchLevel(spans.filter((s) => s.start >= from && s.end <= to), words.length) };
}
