/** A stored record → a hit in Algolia's shape, with highlights and snippets. */
import type { HitLevel, MarkedText, SearchHit } from './client-types';
import { RECORD_TYPES, type StoredRecord } from './index-format';
import { findSpans, highlightText, snippetText, type WordMatch } from './highlight';

const LEVELS: HitLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** Builds the hit; snippets cover lvl1–lvl6 and content, as the modal's request asks. */
export function createHit(rec: StoredRecord, words: WordMatch[], snippetWords: number): SearchHit {
  const [type, url, levels, content] = rec;
  const hierarchy = Object.fromEntries(LEVELS.map((l, i) => [l, levels[i] ?? null])) as SearchHit['hierarchy'];
  const highlight: Partial<Record<HitLevel, MarkedText>> = {};
  const snippet: Partial<Record<HitLevel, MarkedText>> = {};
  LEVELS.forEach((l, i) => {
    const text = levels[i];
    if (text == null) return;
    const spans = findSpans(text, words);
    highlight[l] = highlightText(text, words, spans);
    if (i > 0) snippet[l] = snippetText(text, words, snippetWords, spans);
  });
  const contentSpans = content != null ? findSpans(content, words) : [];
  const hit: SearchHit = {
    objectID: url,
    url,
    type: RECORD_TYPES[type],
    hierarchy,
    content,
    _highlightResult: { hierarchy: highlight, ...(content != null ? { content: highlightText(content, words, contentSpans) } : {}) },
    _snippetResult: { hierarchy: snippet, ...(content != null ? { content: snippetText(content, words, snippetWords, contentSpans) } : {}) },
  };
  return hit;
}
