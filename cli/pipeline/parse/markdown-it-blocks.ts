/**
 * markdown-it's block tokens → mdast block nodes: headings, paragraphs, code, HTML, rules,
 * containers (quotes, lists, items, footnote definitions) and tables, with their positions.
 *
 * Positions: markdown-it knows block lines, not columns, so every node starts at column 1 of
 * its block's first line; the link finder (source-positions.ts) searches forward from there.
 */
import type { Token } from 'markdown-it';
import type { AlignType, ListItem, Nodes, Parent, Table, TableCell, TableRow } from 'mdast';
import { attr, buildInline, type Position } from './markdown-it-inline.js';

/** Any mdast parent a block can be appended to. */
export type AnyParent = Parent & { type: string };

/** The length of each line of `text`, which a block's end column is read from. */
export function lineLengths(text: string): number[] {
  return text.split('\n').map((l) => l.length);
}

/** A markdown-it line map → an mdast position spanning those whole lines. */
export function span(map: [number, number] | null | undefined, lines: number[]): Position | undefined {
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

/** Appends the blocks of `tokens[from..to)` to `parent`; footnote definitions go to `footnotes` instead. */
export function buildBlocks(tokens: Token[], from: number, to: number, parent: AnyParent, lines: number[], footnotes: Parent[]): void {
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
