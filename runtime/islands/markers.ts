/**
 * Reading the component markers the parse leaves in body HTML (see
 * cli/pipeline/parse/content-component.ts for the contract). Isomorphic and dependency-free:
 * the server bundle renders markers with it. Markers are written by opdocs itself (attributes
 * quoted and escaped), so a scanner for the one tag is enough; no general HTML parser.
 */

export const MARKER_OPEN = '<opdocs-component';
/** The name under which the client entry loads the site's Root override, for islands rendered inside it (IslandData.r). */
export const SITE_ROOT = 'opdocs:site-root';
const MARKER_CLOSE = '</opdocs-component>';

/** One marker: the component's name, its JSON props and its children (HTML and nested markers). */
export interface MarkerNode {
  name: string;
  props: Record<string, unknown>;
  children: Segment[];
}

/** A piece of body HTML: plain HTML text, or a marker. */
export type Segment = string | MarkerNode;

/** The cheap test that lets bodies without markers skip everything else. */
export const hasMarkers = (html: string): boolean => html.includes(MARKER_OPEN);

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the character references an attribute value or text may hold. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const ATTRIBUTE = /([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

function readOpenTag(tag: string, at: number): { name: string; props: Record<string, unknown> } {
  let name = '';
  let props: Record<string, unknown> = {};
  for (const m of tag.matchAll(ATTRIBUTE)) {
    const value = decodeEntities(m[2] ?? m[3] ?? '');
    if (m[1] === 'name') name = value;
    else if (m[1] === 'props') {
      try {
        const parsed: unknown = JSON.parse(value);
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) props = parsed as Record<string, unknown>;
        else throw new Error('not an object');
      } catch (err) {
        throw new Error(`component marker at offset ${at} has props that are not a JSON object (${(err as Error).message}): ${value.slice(0, 80)}`);
      }
    }
  }
  if (!name) throw new Error(`component marker at offset ${at} has no name: ${tag.slice(0, 80)}`);
  return { name, props };
}

/** Splits body HTML into plain HTML and (nested) markers; throws on an unbalanced marker. */
export function parseMarkers(html: string): Segment[] {
  const root: Segment[] = [];
  const stack: { node: MarkerNode; at: number }[] = [];
  // Quoted values are skipped whole: a serializer may leave ">" unescaped inside one.
  const tag = /<opdocs-component\b(?:[^>"']|"[^"]*"|'[^']*')*>|<\/opdocs-component>/g;
  let last = 0;
  const out = () => (stack.length ? stack[stack.length - 1].node.children : root);
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    if (m.index > last) out().push(html.slice(last, m.index));
    last = tag.lastIndex;
    if (m[0] === MARKER_CLOSE) {
      const done = stack.pop();
      if (!done) throw new Error(`a closing </opdocs-component> at offset ${m.index} has no opening marker`);
      continue;
    }
    const node: MarkerNode = { ...readOpenTag(m[0], m.index), children: [] };
    out().push(node);
    stack.push({ node, at: m.index });
  }
  if (stack.length) throw new Error(`the component marker "${stack[stack.length - 1].node.name}" at offset ${stack[stack.length - 1].at} is never closed`);
  if (last < html.length) out().push(html.slice(last));
  return root;
}

/** True when `segments` hold only text (no tags): such children reach a component as a string. */
export function isTextOnly(segments: Segment[]): segments is string[] {
  return segments.every((s) => typeof s === 'string' && !s.includes('<'));
}
