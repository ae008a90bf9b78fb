/**
 * HTML elements around a component inside an island. An island keeps its static HTML as whole
 * strings (slots), but a Markdown `<div className="row">` that wraps a nested interactive
 * component (a diagram in a tab) has its opening tag before that component and its closing tag
 * after: two slots holding half an element each, which the browser closes on the spot, so the
 * page no longer matches the server render. Such an element becomes a node of the island, drawn
 * by React on both sides; elements without a component inside stay HTML.
 * No React here: the parse and the server render read this too.
 */
import type { MarkerNode, Segment } from './markers';
import { htmlProps } from '../html-props';

/** The island node name of an HTML element (never a component's: it is no JavaScript name). */
export const HTML_ELEMENT = '#element';

// Inside these the HTML parser moves any other element (a slot's wrapper) out of the table, so
// what they hold must be elements React draws, down to the cells, whose content may be a slot.
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'colgroup']);
const inTable = (tag: string) => TABLE_PARTS.has(tag) || tag === 'td' || tag === 'th' || tag === 'caption' || tag === 'col';
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const TAG = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[^\s"'=<>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g;

interface Frame { tag: string; open: string; attrs: string; out: Segment[] }

const hasNode = (segments: Segment[]): boolean => segments.some((s) => typeof s !== 'string');

// Strings next to each other are one piece of HTML; an empty one is nothing.
function push(out: Segment[], piece: Segment): void {
  const last = out.length - 1;
  if (typeof piece === 'string' && typeof out[last] === 'string') out[last] = (out[last] as string) + piece;
  else if (piece !== '') out.push(piece);
}

type Holds = (node: MarkerNode) => boolean;

/** A closed element: as it was when nothing inside `holds` a node (and `force` spares it), else an element node. */
function close(frame: Frame, closeTag: string, into: Segment[], holds: Holds, force: (tag: string) => boolean): void {
  if (!force(frame.tag) && !frame.out.some((s) => typeof s !== 'string' && holds(s))) {
    for (const piece of [frame.open, ...frame.out, closeTag]) push(into, piece);
    return;
  }
  const children = TABLE_PARTS.has(frame.tag) ? splitElements(frame.out, holds, inTable) : frame.out;
  push(into, { name: HTML_ELEMENT, props: { tag: frame.tag, attrs: htmlProps(frame.tag, frame.attrs) }, children });
}

/**
 * The children of an island node with each HTML element that holds a component `holds` names
 * (an interactive one) made an element node (HTML_ELEMENT, props `{ tag, attrs }`). Other
 * elements, and HTML that does not pair up, come back as they were.
 */
export function elementsAroundComponents(children: Segment[], holds: Holds): Segment[] {
  return hasNode(children) ? splitElements(children, holds, () => false) : children;
}

function splitElements(children: Segment[], holds: Holds, force: (tag: string) => boolean): Segment[] {
  const root: Segment[] = [];
  const stack: Frame[] = [];
  const current = () => (stack.length ? stack[stack.length - 1].out : root);
  for (const child of children) {
    if (typeof child !== 'string') {
      push(current(), child);
      continue;
    }
    let at = 0;
    for (const m of child.matchAll(TAG)) {
      push(current(), child.slice(at, m.index));
      at = m.index + m[0].length;
      const tag = m[2].toLowerCase();
      if (m[1]) {
        // A closing tag of the innermost open element closes it; any other is left as text.
        if (stack.length && stack[stack.length - 1].tag === tag) close(stack.pop()!, m[0], current(), holds, force);
        else push(current(), m[0]);
      } else if (m[4] || VOID.has(tag)) push(current(), m[0]);
      else stack.push({ tag, open: m[0], attrs: m[3], out: [] });
    }
    push(current(), child.slice(at));
  }
  // Elements left open: as written, their tags as text around what they hold.
  while (stack.length) {
    const frame = stack.pop()!;
    push(current(), frame.open);
    for (const piece of frame.out) push(current(), piece);
  }
  return root;
}
