/**
 * The text of a page as search sees it: headings and text blocks in document order.
 * Collected from micromark's event stream (never by re-reading the HTML); see
 * collectSearchBlocks.
 */
import type { Event } from 'micromark-util-types';
import { emojifyText } from './emoji';

export interface SearchBlock {
  /** 'heading' for h1–h6; 'text' for a paragraph, a list item's own text (not its nested lists), a table data cell, text inside admonitions and blockquotes. Code blocks are not indexed. */
  kind: 'heading' | 'text';
  /** 1–6 for headings. */
  level?: number;
  /** Plain text, whitespace collapsed, emoji applied, `{#id}` removed. */
  text: string;
  /** Final heading id (h2–h6); undefined for h1 and text. */
  id?: string;
}

/** Token types whose text is a block of its own. */
const BLOCKS = new Set(['paragraph', 'tableData', 'atxHeading', 'setextHeading']);
/** Tokens whose own source is visible text. */
const TEXT = new Set(['data', 'codeTextData', 'characterEscapeValue', 'autolinkProtocol', 'autolinkEmail', 'literalAutolinkHttp', 'literalAutolinkWww', 'literalAutolinkEmail']);
/** Inside these nothing is shown as text (link targets, image alt, inline HTML). */
const HIDDEN = new Set(['resource', 'reference', 'image', 'htmlText', 'definition']);
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', copy: '©', reg: '®', hellip: '…', mdash: '—', ndash: '–' };

/**
 * Walks a document's events and returns its blocks. Heading text here is the raw text;
 * markdown.ts replaces it with the compiled heading's text and id.
 */
export function collectSearchBlocks(events: Event[]): SearchBlock[] {
  const blocks: SearchBlock[] = [];
  let open: { kind: 'heading' | 'text'; level?: number; parts: string[] } | null = null;
  let hidden = 0;
  for (const [phase, token, context] of events) {
    const type = token.type as string;
    if (BLOCKS.has(type)) {
      if (phase === 'enter' && !open) {
        open = type.endsWith('Heading') ? { kind: 'heading', parts: [] } : { kind: 'text', parts: [] };
      } else if (phase === 'exit' && open && (type.endsWith('Heading') === (open.kind === 'heading'))) {
        const text = emojifyText(open.parts.join('')).replace(/\s+/g, ' ').trim();
        if (text || open.kind === 'heading') blocks.push({ kind: open.kind, ...(open.level ? { level: open.level } : {}), text });
        open = null;
      }
      continue;
    }
    if (!open) continue;
    if (HIDDEN.has(type)) {
      hidden += phase === 'enter' ? 1 : -1;
      continue;
    }
    if (phase !== 'exit' || hidden > 0) continue;
    if (type === 'atxHeadingSequence' && open.level === undefined) open.level = context.sliceSerialize(token).length;
    else if (type === 'setextHeadingLineSequence') open.level = context.sliceSerialize(token).trim().startsWith('=') ? 1 : 2;
    else if (TEXT.has(type)) open.parts.push(context.sliceSerialize(token));
    else if (type === 'characterReference') open.parts.push(decodeReference(context.sliceSerialize(token)));
    else if (type === 'lineEnding' || type === 'hardBreakEscape' || type === 'hardBreakTrailing') open.parts.push(' ');
  }
  return blocks;
}

function decodeReference(ref: string): string {
  const body = ref.slice(1, -1);
  if (body.startsWith('#')) {
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
  }
  return NAMED[body] ?? ref;
}
