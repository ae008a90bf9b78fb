/**
 * Plain Markdown → mdast with markdown-it: a CommonMark parser about 20× faster than
 * micromark's mdast path, which is what a 10,000-page build can afford. The tree it returns
 * has the shape mdast-util-from-markdown gives (the same handlers turn it into the page), with
 * GFM: tables, strikethrough, literal autolinks, task lists, footnotes.
 *
 * Positions: markdown-it knows block lines, not columns, so every node starts at column 1 of
 * its block's first line; the link finder (source-positions.ts) searches forward from there.
 */
import MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';
import footnote from 'markdown-it-footnote';
import type { AlignType, ListItem, Nodes, Parent, PhrasingContent, Root, Table, TableCell, TableRow } from 'mdast';

type Position = NonNullable<Nodes['position']>;
type AnyParent = Parent & { type: string };

const md = new MarkdownIt({ html: true, linkify: true, typographer: false });
md.use(footnote);
// GFM links bare `www.` hosts and URLs with a scheme, not bare domains such as `config.yaml`.
md.linkify.set({ fuzzyLink: false, fuzzyEmail: true });
md.linkify.add('www.', {
  validate(text, pos) {
    const tail = text.slice(pos);
    const m = /^[\w-]+(?:\.[\w-]+)+(?:\/[^\s<]*)?/.exec(tail);
    return m ? m[0].length : 0;
  },
  normalize(match) {
    match.url = `http://${match.url}`;
  },
});
// What every link linkify-it finds here holds: a scheme (`http:`, `https:`, `ftp:`, `mailto:`,
// `//`), `www.`, or an email's `@`. Its own test runs its large regexes over any text at all.
const MAY_LINK = /https?:|ftp:|mailto:|\/\/|www\.|@/i;
const testLinks = md.linkify.test.bind(md.linkify);
md.linkify.test = (text: string) => MAY_LINK.test(text) && testLinks(text);
// URLs stay as written (entities and escapes decoded): the handlers sanitise and resolve them.
md.normalizeLink = (url) => url;
md.normalizeLinkText = (url) => url;
md.validateLink = () => true;

/** Parses `markdown` into an mdast root. */
export function markdownItToMdast(markdown: string): Root {
  const lines = lineLengths(markdown);
  const tokens = md.parse(markdown, {});
  const root: Root = { type: 'root', children: [], position: span([0, lines.length], lines) };
  const footnotes: Parent[] = [];
  buildBlocks(tokens, 0, tokens.length, root as AnyParent, lines, footnotes);
  root.children.push(...(footnotes as never[]));
  return root;
}

function lineLengths(text: string): number[] {
  return text.split('\n').map((l) => l.length);
}

function span(map: [number, number] | null | undefined, lines: number[]): Position | undefined {
  if (!map) return undefined;
  const last = Math.max(map[0], map[1] - 1);
  return { start: { line: map[0] + 1, column: 1 }, end: { line: last + 1, column: (lines[last] ?? 0) + 1 } };
}

/** Index of the token closing the one opened at `open`. */
function closing(tokens: Token[], open: number): number {
  let depth = 0;
  for (let i = open; i < tokens.length; i++) {
    depth += tokens[i].nesting;
    if (depth === 0) return i;
  }
  return tokens.length - 1;
}

function buildBlocks(tokens: Token[], from: number, to: number, parent: AnyParent, lines: number[], footnotes: Parent[]): void {
  const out = parent.children as Nodes[];
  for (let i = from; i < to; i++) {
    const t = tokens[i];
    const position = span(t.map, lines);
    switch (t.type) {
      case 'heading_open': {
        const inline = tokens[i + 1];
        out.push({ type: 'heading', depth: Number(t.tag.slice(1)) as 1, children: buildInline(inline.children ?? [], position), position });
        i += 2;
        break;
      }
      case 'paragraph_open': {
        const inline = tokens[i + 1];
        out.push({ type: 'paragraph', children: buildInline(inline.children ?? [], position), position });
        i += 2;
        break;
      }
      case 'fence':
      case 'code_block': {
        const info = t.type === 'fence' ? t.info.trim() : '';
        const space = info.search(/\s/);
        const lang = info ? (space < 0 ? info : info.slice(0, space)) : null;
        const meta = space < 0 ? null : info.slice(space + 1).trim() || null;
        out.push({ type: 'code', lang, meta, value: t.content.replace(/\n$/, ''), position });
        break;
      }
      case 'html_block':
        out.push({ type: 'html', value: t.content.replace(/\n+$/, ''), position });
        break;
      case 'hr':
        out.push({ type: 'thematicBreak', position });
        break;
      case 'blockquote_open':
      case 'bullet_list_open':
      case 'ordered_list_open':
      case 'list_item_open':
      case 'footnote_open': {
        const end = closing(tokens, i);
        const node = containerNode(t, position);
        buildBlocks(tokens, i + 1, end, node, lines, footnotes);
        if (t.type === 'list_item_open') taskItem(node as ListItem);
        if (t.type === 'bullet_list_open' || t.type === 'ordered_list_open') {
          // A loose list's paragraphs keep their <p>: markdown-it hides them in a tight one.
          node.spread = isLoose(tokens, i, end);
        }
        if (t.type === 'footnote_open') footnotes.push(node);
        else out.push(node as Nodes);
        i = end;
        break;
      }
      case 'table_open': {
        const end = closing(tokens, i);
        out.push(buildTable(tokens, i, end, lines));
        i = end;
        break;
      }
      default:
        // footnote_block_open/close, footnote_anchor and closing tokens carry nothing of their own.
        break;
    }
  }
}

function containerNode(t: Token, position: Position | undefined): AnyParent & { spread?: boolean } {
  switch (t.type) {
    case 'blockquote_open': return { type: 'blockquote', children: [], position };
    case 'bullet_list_open': return { type: 'list', ordered: false, start: null, spread: false, children: [], position } as never;
    case 'ordered_list_open': {
      const start = t.attrGet('start');
      return { type: 'list', ordered: true, start: start === null ? 1 : Number(start), spread: false, children: [], position } as never;
    }
    case 'list_item_open': return { type: 'listItem', spread: false, checked: null, children: [], position } as never;
    default: {
      const label = String((t.meta as { label?: string }).label ?? '');
      return { type: 'footnoteDefinition', identifier: label.toLowerCase(), label, children: [], position } as never;
    }
  }
}

/** A list is loose when markdown-it left any of its own items' paragraphs visible. */
function isLoose(tokens: Token[], open: number, close: number): boolean {
  const level = tokens[open].level + 2;
  for (let i = open + 1; i < close; i++) {
    if (tokens[i].type === 'paragraph_open' && tokens[i].level === level) return !tokens[i].hidden;
  }
  return false;
}

/** `[ ]` / `[x]` at the start of an item's first paragraph makes a task item. */
function taskItem(item: ListItem): void {
  const first = item.children[0];
  if (first?.type !== 'paragraph') return;
  const text = first.children[0];
  if (text?.type !== 'text') return;
  const m = /^\[([ xX])\](?:[ \t]+|$)/.exec(text.value);
  if (!m || (m[0].length === text.value.length && first.children.length === 1 && !/\s$/.test(m[0]))) return;
  item.checked = m[1] !== ' ';
  text.value = text.value.slice(m[0].length);
  if (!text.value) first.children.shift();
}

function buildTable(tokens: Token[], open: number, close: number, lines: number[]): Table {
  const position = span(tokens[open].map, lines);
  const align: AlignType[] = [];
  const rows: TableRow[] = [];
  let row: TableRow | null = null;
  for (let i = open + 1; i < close; i++) {
    const t = tokens[i];
    if (t.type === 'tr_open') row = { type: 'tableRow', children: [], position: span(t.map, lines) ?? position };
    else if (t.type === 'tr_close' && row) rows.push(row);
    else if ((t.type === 'th_open' || t.type === 'td_open') && row) {
      const style = attr(t, 'style') ?? '';
      const a = /text-align:(left|right|center)/.exec(style)?.[1] as AlignType | undefined;
      if (rows.length === 0) align.push(a ?? null);
      const inline = tokens[i + 1];
      const cell: TableCell = { type: 'tableCell', children: buildInline(inline.type === 'inline' ? inline.children ?? [] : [], position), position };
      row.children.push(cell);
    }
  }
  return { type: 'table', align, children: rows, position };
}

/** Inline tokens → phrasing nodes; every node takes the block's position. */
function buildInline(tokens: Token[], position: Position | undefined): PhrasingContent[] {
  const root: { children: PhrasingContent[] } = { children: [] };
  const stack: { children: PhrasingContent[] }[] = [root];
  const push = (node: PhrasingContent) => {
    const into = stack[stack.length - 1].children;
    const last = into[into.length - 1];
    if (node.type === 'text' && last?.type === 'text') last.value += node.value;
    else into.push(node);
  };
  const open = (node: PhrasingContent & { children: PhrasingContent[] }) => {
    push(node);
    stack.push(node);
  };
  for (const t of tokens) {
    switch (t.type) {
      case 'text': if (t.content) push({ type: 'text', value: t.content, position }); break;
      case 'softbreak': push({ type: 'text', value: '\n', position }); break;
      case 'hardbreak': push({ type: 'break', position }); break;
      case 'code_inline': push({ type: 'inlineCode', value: t.content, position }); break;
      case 'html_inline': push({ type: 'html', value: t.content, position }); break;
      case 'em_open': open({ type: 'emphasis', children: [], position }); break;
      case 'strong_open': open({ type: 'strong', children: [], position }); break;
      case 's_open': open({ type: 'delete', children: [], position }); break;
      case 'link_open': open({ type: 'link', url: attr(t, 'href') ?? '', title: attr(t, 'title') || null, children: [], position }); break;
      case 'em_close': case 'strong_close': case 's_close': case 'link_close':
        if (stack.length > 1) stack.pop();
        break;
      case 'image':
        push({ type: 'image', url: attr(t, 'src') ?? '', title: attr(t, 'title') || null, alt: plainText(t.children ?? []), position });
        break;
      case 'footnote_ref': {
        const label = String((t.meta as { label?: string }).label ?? '');
        push({ type: 'footnoteReference', identifier: label.toLowerCase(), label, position });
        break;
      }
      default:
        if (t.content) push({ type: 'text', value: t.content, position });
    }
  }
  return root.children;
}

function attr(t: Token, name: string): string | null {
  const value = t.attrGet(name);
  return value === null ? null : String(value);
}

function plainText(tokens: Token[]): string {
  let out = '';
  for (const t of tokens) {
    if (t.type === 'image') out += plainText(t.children ?? []);
    else if (t.type === 'softbreak' || t.type === 'hardbreak') out += '\n';
    else out += t.content;
  }
  return out;
}

