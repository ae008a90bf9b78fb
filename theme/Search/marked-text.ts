/**
 * Highlighted text from a search provider is escaped HTML in which only the highlight tags are
 * markup. It is never given to innerHTML: it is split on those tags and every piece is
 * unescaped into plain text, which React then renders as text nodes.
 */
import type { MarkedText, SearchHit } from '../../runtime/search/client-types';

/** One run of text, highlighted or not. */
export interface TextSegment {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the entities an escaper produces (named ones above and numeric ones); others stay as written. */
export function unescapeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * The highlight tags: the modal asks for <mark>, while the search page's request leaves the
 * index's own tag, which the DocSearch template for Docusaurus sets to a span of class
 * "algolia-docsearch-suggestion--highlight" (behaviors §12.8, §14). Record text is escaped,
 * so a tag in the value is always a highlight tag.
 */
const HIGHLIGHT_TAG = /(<mark>|<\/mark>|<span class="algolia-docsearch-suggestion--highlight">|<\/span>)/;

/** Splits escaped, marked HTML into text segments. */
export function splitMarked(value: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let marked = false;
  for (const part of value.split(HIGHLIGHT_TAG)) {
    if (part === '<mark>' || part.startsWith('<span')) marked = true;
    else if (part === '</mark>' || part === '</span>') marked = false;
    else if (part) segments.push({ text: unescapeHtml(part), marked });
  }
  return segments;
}

/** The plain text of marked HTML (highlights dropped). */
export function getMarkedPlainText(value: string): string {
  return splitMarked(value).map((segment) => segment.text).join('');
}

type Attribute = 'content' | `hierarchy.${'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6'}`;

function pick(result: { hierarchy?: Partial<Record<string, MarkedText>>; content?: MarkedText } | undefined, attribute: Attribute) {
  if (!result) return undefined;
  return attribute === 'content' ? result.content : result.hierarchy?.[attribute.slice(10)];
}

/**
 * The snippet of `attribute`: the provider's snippet, else its highlight, else the raw value
 * (raw values are plain text, not HTML, so they are not unescaped). Null when absent.
 */
export function getSnippet(hit: Pick<SearchHit, 'hierarchy' | 'content'> & Partial<SearchHit>, attribute: Attribute): TextSegment[] | null {
  const marked = pick(hit._snippetResult, attribute) ?? pick(hit._highlightResult, attribute);
  if (marked) return splitMarked(marked.value);
  const raw = attribute === 'content' ? hit.content : hit.hierarchy[attribute.slice(10) as 'lvl1'];
  return raw ? [{ text: raw, marked: false }] : null;
}
