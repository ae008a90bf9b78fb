/**
 * Config values written into every page as raw HTML (the announcement bar, the footer's
 * copyright and HTML items, navbar HTML) must be whole fragments: written as they are, an
 * unclosed comment or element, or an end tag of an element the fragment never opened, would
 * swallow or break the rest of every page. Docusaurus writes them as they are, and real sites
 * carry such slips (an `<a>` never closed in a footer item, `<small>…<small>`), so a fragment
 * that is not whole is mended rather than refused: HTML's own parser (parse5) reads it as a
 * fragment, closing what it left open inside it, and its serialization is what the pages get.
 */
import { parseFragment, serialize } from 'parse5';
import * as z from 'zod';

/** Elements that have no end tag. */
// (`image` too: the HTML parser reads it as `img`.)
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'image', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/** Elements whose end tag the HTML parser supplies itself before a parent's end tag. */
const OPTIONAL_END = new Set(['p', 'li', 'dt', 'dd', 'option', 'optgroup', 'tr', 'td', 'th', 'thead', 'tbody', 'tfoot', 'rt', 'rp', 'colgroup', 'caption']);
/** Text styles the HTML parser reopens after a misnested end tag, into whatever follows. */
const FORMATTING = new Set(['a', 'b', 'big', 'code', 'em', 'font', 'i', 'nobr', 's', 'small', 'strike', 'strong', 'tt', 'u']);
/** Elements whose content is text up to their own end tag, markup included. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);
/** Roots of foreign content, inside which `<x />` does close the element. */
const FOREIGN = new Set(['svg', 'math']);

/** What is wrong with an HTML fragment and what to do, or null when it is whole. */
export function htmlFragmentProblem(html: string): { message: string; hint: string } | null {
  const open: string[] = [];
  let i = 0;
  while ((i = html.indexOf('<', i)) >= 0) {
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      if (end < 0) return { message: 'holds an HTML comment `<!--` that is never closed, so it hides the rest of every page', hint: 'close it with `-->`, or write `&lt;!--` to show the characters' };
      i = end + 3;
      continue;
    }
    const tag = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/.exec(html.slice(i, i + 64));
    if (!tag) {
      i++;
      continue;
    }
    const [, closing, written] = tag;
    const name = written.toLowerCase();
    const end = tagEnd(html, i + tag[0].length);
    if (end < 0) return { message: `holds a tag \`<${closing}${written}\` that never ends with \`>\``, hint: 'end the tag with `>`, or write `&lt;` to show a "<"' };
    i = end + 1;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at < 0) return { message: `holds \`</${written}>\`, which closes no element it opened, so it would close one of the page's own`, hint: `remove it, or open the \`<${written}>\` before it` };
      // The parser closes what is still open inside, but carries a text style on into what follows.
      const leaking = open.slice(at + 1).reverse().find((n) => FORMATTING.has(n));
      if (leaking) return { message: `closes \`<${name}>\` with \`<${leaking}>\` inside it still open, which carries on into the rest of every page`, hint: `close \`<${leaking}>\` first` };
      open.length = at;
      continue;
    }
    const selfClosing = html[end - 1] === '/';
    if (VOID.has(name) || (selfClosing && open.some((n) => FOREIGN.has(n)))) continue;
    if (selfClosing) return { message: `holds \`<${written} … />\`, which HTML reads as an open \`<${written}>\`: it takes in the rest of every page`, hint: `write \`<${written}></${written}>\`` };
    if (RAW_TEXT.has(name)) {
      const close = html.toLowerCase().indexOf(`</${name}`, i);
      const after = close < 0 ? -1 : tagEnd(html, close + name.length + 2);
      if (after < 0) return { message: `holds \`<${written}>\` without \`</${name}>\`, so the rest of every page would be its text`, hint: `close it with \`</${name}>\`` };
      i = after + 1;
      continue;
    }
    open.push(name);
  }
  // An element with an optional end tag is closed by its parent's; any other takes in the page.
  const left = open.filter((n) => !OPTIONAL_END.has(n));
  if (left.length) return { message: `leaves \`<${left[left.length - 1]}>\` open, so it would take in the rest of every page`, hint: `close it with \`</${left[left.length - 1]}>\`` };
  return null;
}

/** Index of the `>` that ends the tag whose attributes start at `from` (quoted values may hold `>`), or -1. */
function tagEnd(html: string, from: number): number {
  let quote = '';
  // A quote starts a value only right after "=" (`title=it's` is an unquoted value).
  let afterEquals = false;
  for (let i = from; i < html.length; i++) {
    const c = html[i];
    if (quote) {
      if (c === quote) quote = '';
      continue;
    }
    if (c === '>') return i;
    if ((c === '"' || c === '\'') && afterEquals) quote = c;
    if (!/\s/.test(c)) afterEquals = c === '=';
  }
  return -1;
}

/** `html` as it is when it is a whole fragment, else mended so that it ends where it ends (see above). */
export function wholeFragment(html: string): string {
  return htmlFragmentProblem(html) ? serialize(parseFragment(html)) : html;
}

/** A config string of raw HTML, mended by wholeFragment; `meta` goes on the string, where the JSON Schema reads it. */
export function htmlString(meta: { description: string; examples?: string[] }) {
  return z.string().meta(meta).transform(wholeFragment);
}
