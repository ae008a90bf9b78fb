/**
 * The body HTML of a Markdown file that a React file imports, with its component markers, as
 * the description runtime/islands/partial-element.ts renders on both sides. A marker may sit
 * inside HTML the parser wrote (`<p>Press <Kbd>K</Kbd></p>`): the elements around it become
 * React elements too; every element holding no component keeps its inner HTML as it is.
 */
import { decodeEntities, parseMarkers, type Segment } from '../../runtime/islands/markers.js';
import { CODE_REF, IMPORT_REF, isCodeRef, isImportRef } from '../../runtime/islands/import-ref.js';
import type { PartialNode } from '../../runtime/islands/partial-element.js';
import { htmlProps } from '../../runtime/html-props.js';

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
// Their content is text to the HTML parser, never tags.
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);
const TOKEN = /<!--[\s\S]*?-->|<\/([a-zA-Z][\w:-]*)\s*>|<([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*?)\/?>/g;

interface Element { tag: string; open: string; attrs: string; kids: Item[]; closed: boolean; marked: boolean }
type Item = { text: string } | { comment: string } | Element | { marker: Extract<Segment, object> };

const isElement = (i: Item): i is Element => 'tag' in i;

/** Segments as a tree of elements, text and markers; a stray end tag is dropped, as browsers drop it. */
function itemsOf(segments: Segment[]): Item[] {
  const root: Item[] = [];
  const stack: Element[] = [];
  const out = () => (stack.length ? stack[stack.length - 1].kids : root);
  const text = (t: string) => { if (t) out().push({ text: t }); };
  for (const seg of segments) {
    if (typeof seg !== 'string') {
      out().push({ marker: seg });
      for (const el of stack) el.marked = true;
      continue;
    }
    let last = 0;
    TOKEN.lastIndex = 0;
    for (let m = TOKEN.exec(seg); m; m = TOKEN.exec(seg)) {
      text(seg.slice(last, m.index));
      last = TOKEN.lastIndex;
      if (m[0].startsWith('<!--')) out().push({ comment: m[0] });
      else if (m[1]) {
        const at = stack.map((e) => e.tag).lastIndexOf(m[1].toLowerCase());
        if (at >= 0) for (const el of stack.splice(at)) el.closed = true;
        // The innermost one was the match: the others the parser left open end here too.
      } else {
        const tag = m[2].toLowerCase();
        const el: Element = { tag, open: m[0], attrs: m[3], kids: [], closed: false, marked: false };
        out().push(el);
        if (RAW_TEXT.has(tag)) {
          const end = seg.toLowerCase().indexOf(`</${tag}`, last);
          const stop = end < 0 ? seg.length : end;
          if (stop > last) el.kids.push({ text: seg.slice(last, stop) });
          el.closed = end >= 0;
          last = end < 0 ? seg.length : seg.indexOf('>', end) + 1;
          TOKEN.lastIndex = last;
        } else if (!VOID.has(tag) && !m[0].endsWith('/>')) stack.push(el);
      }
    }
    text(seg.slice(last));
  }
  return root;
}

function html(items: Item[]): string {
  return items.map((i) => ('text' in i ? i.text : 'comment' in i ? i.comment : isElement(i)
    ? `${i.open}${html(i.kids)}${i.closed ? `</${i.tag}>` : ''}` : '')).join('');
}

/** The description of `items`; `inComponent`: whitespace between blocks is not a child (Tabs counts its children). */
function nodesOf(items: Item[], inComponent: boolean, used: Set<string>): PartialNode[] {
  const out: PartialNode[] = [];
  for (const item of items) {
    if ('comment' in item) continue;
    if ('text' in item) {
      if (!inComponent || item.text.trim()) out.push(decodeEntities(item.text));
    } else if ('marker' in item) {
      const { name, props, children } = item.marker;
      used.add(name);
      for (const v of Object.values(props)) {
        if (isImportRef(v)) used.add(v[IMPORT_REF]);
        else if (isCodeRef(v)) used.add(v[CODE_REF]);
      }
      out.push({ c: name, p: props, k: nodesOf(itemsOf(children), true, used) });
    } else {
      const a = htmlProps(item.tag, item.attrs);
      if (item.marked) out.push({ h: item.tag, a, k: nodesOf(item.kids, false, used) });
      else if (VOID.has(item.tag) || !item.kids.length) out.push({ h: item.tag, a });
      else out.push({ h: item.tag, a, html: html(item.kids) });
    }
  }
  return out;
}

/** The description of body HTML with markers, and every component name it uses. */
export function partialTree(bodyHtml: string): { nodes: PartialNode[]; used: Set<string> } {
  const used = new Set<string>();
  return { nodes: nodesOf(itemsOf(parseMarkers(bodyHtml)), true, used), used };
}
