/**
 * Search blocks: the text of a page in document order, one entry per heading, paragraph,
 * list item, table cell, … collected while the page's tree is turned into HTML, so
 * search never parses Markdown again.
 */
import type { ElementContent, Nodes } from 'hast';
import { getPlainText } from './html-text';

/** One searchable piece of a page. */
export interface SearchBlock {
  /**
   * 'heading' for h1–h6 and a table data row's first cell (level 5, no id); 'text' for a
   * paragraph, a list item's own text (not its nested lists), a data row's last cell, text
   * inside admonitions and blockquotes. Code blocks and middle table cells are not indexed.
   */
  kind: 'heading' | 'text';
  /** 1–6 for headings. */
  level?: number;
  /** Plain text, whitespace collapsed, emoji applied, `{#id}` removed. */
  text: string;
  /** Final heading id (h2–h6); undefined for h1 and text. */
  id?: string;
}

/** Text content of hast nodes (raw HTML included, its tags removed). */
export function getHastText(nodes: readonly (Nodes | ElementContent)[]): string {
  let out = '';
  for (const node of nodes) {
    if (node.type === 'text') out += node.value;
    // A raw node may say what its text is (a typeset formula: its TeX, not its drawing's glyphs).
    else if (node.type === 'raw') out += (node as { text?: string }).text ?? getPlainText(node.value);
    else if (node.type === 'element' || node.type === 'root') out += getHastText(node.children);
  }
  return out;
}

/** Whitespace other than a lone space: what collapseWhitespace has to change. */
const UNEVEN_SPACE = /[^\S ]| {2}/;

/** Whitespace runs → one space, trimmed. */
export function collapseWhitespace(text: string): string {
  // Most text has single spaces only: a test that finds nothing is far cheaper than a
  // replace that rewrites every space (searching a page's paragraphs calls this for each).
  return (UNEVEN_SPACE.test(text) ? text.replace(/\s+/g, ' ') : text).trim();
}

const BLOCK_TAGS = new Set(['p', 'div', 'blockquote', 'table', 'tr', 'td', 'th', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** Text of a list item without its nested lists and code blocks. */
export function getOwnItemText(children: readonly ElementContent[]): string {
  let out = '';
  for (const node of children) {
    if (node.type !== 'element') out += getHastText([node]);
    else if (node.tagName === 'ul' || node.tagName === 'ol' || node.tagName === 'pre' || isCodeBlock(node)) out += ' ';
    else if (BLOCK_TAGS.has(node.tagName)) out += ' ' + getHastText(node.children) + ' ';
    else out += getHastText(node.children);
  }
  return collapseWhitespace(out);
}

function isCodeBlock(node: ElementContent): boolean {
  if (node.type !== 'element' || node.tagName !== 'div') return false;
  const cls = node.properties.className;
  return Array.isArray(cls) && cls.includes('code-block');
}
