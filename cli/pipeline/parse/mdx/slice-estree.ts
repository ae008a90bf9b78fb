/**
 * acorn over a slice of a body, with positions in the body: big-expressions.ts parses a value
 * from a view that starts at it (so acorn need not count the lines before it on every call), or
 * the value as the MDX grammar reads it, with some leading whitespace of continuation lines
 * dropped. Positions are then moved line by line to where the text is in the body, with the
 * offsets in `loc` and the `range` the grammar's estree has.
 */
import { Parser, type Comment, type Node } from 'acorn';
import jsx from 'acorn-jsx';
import { createLineIndex } from '../../../errors';

const JsxParser = Parser.extend(jsx());
const WHITESPACE = /[ \t\r\n]/;

/** A 1-based line and 0-based column, as acorn and the grammar count them. */
export interface LineColumn { line: number; column: number }

/** Where a slice is in the body, and what was dropped from the start of each of its lines. */
export interface SlicePlace {
  /** Offset of the slice's first character in the body. */
  start: number;
  /** Its line and column. */
  at: LineColumn;
  /**
   * Offsets in the body of the slice's second, third, … lines, where nothing is dropped. When
   * absent, the slice is the body from `start` on, and they are found in it.
   */
  lineStarts?: number[];
  /** Characters dropped from the start of each line (index 0: the first); none when absent. */
  dropped?: number[];
}

/** The expression at the start of `source` and the offset just after it; throws acorn's error. */
export function parseExpressionSlice(source: string, place: SlicePlace): { estree: Node; end: number } {
  const comments: Comment[] = [];
  const expression = JsxParser.parseExpressionAt(source, 0, { ecmaVersion: 2024, sourceType: 'module', locations: true, onComment: comments });
  // The wrapper the grammar puts around an expression, spanning the expression itself.
  const span = () => ({ start: expression.start, end: expression.end, loc: structuredClone(expression.loc) });
  const estree = {
    type: 'Program', ...span(), sourceType: 'module', comments,
    body: [{ type: 'ExpressionStatement', expression, ...span() }],
  } as unknown as Node;
  const end = expression.end;
  moveTo(estree, { ...place, lineStarts: place.lineStarts ?? continuationLineStarts(source.slice(0, end), place.start) });
  return { estree, end };
}

/** `source`, a whole `import`/`export` block, as a module; throws acorn's error. */
export function parseProgramSlice(source: string, place: SlicePlace): Node {
  const comments: Comment[] = [];
  const program = JsxParser.parse(source, { ecmaVersion: 2024, sourceType: 'module', locations: true, onComment: comments }) as Node & { comments?: Comment[] };
  program.comments = comments;
  moveTo(program, { ...place, lineStarts: place.lineStarts ?? continuationLineStarts(source, place.start) });
  return program;
}

/** The offset of the first character after `from` that is not whitespace. */
export function skipWhitespace(text: string, from: number): number {
  let i = from;
  while (i < text.length && WHITESPACE.test(text[i])) i++;
  return i;
}

/** The line (1-based) and column (0-based, as acorn counts) of offsets in `text`. */
export function lineCounter(text: string): (offset: number) => LineColumn {
  const lines = createLineIndex(text);
  return (offset) => {
    const { line, column } = lines.position(offset);
    return { line, column: column - 1 };
  };
}

/** Offsets in the body of the second and later lines of `value`, which starts at `start`. */
export function continuationLineStarts(value: string, start: number): number[] {
  const starts: number[] = [];
  for (let i = value.indexOf('\n'); i >= 0; i = value.indexOf('\n', i + 1)) starts.push(start + i + 1);
  return starts;
}

function moveTo(root: Node, place: SlicePlace & { lineStarts: number[] }): void {
  // acorn shares one position object between a node and the nodes starting or ending with it:
  // one with a numeric offset has been moved (acorn's own `offset` is a method).
  const movePoint = (point: { line: number; column: number; offset?: unknown }) => {
    if (typeof point.offset === 'number') return;
    const k = point.line - 1;
    const column = point.column + (place.dropped?.[k] ?? 0);
    point.line += place.at.line - 1;
    if (k === 0) {
      point.column = place.at.column + column;
      point.offset = place.start + column;
    } else {
      point.column = column;
      point.offset = place.lineStarts[k - 1] + column;
    }
  };
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as Record<string, unknown>;
    const loc = node.loc as { start: { line: number; column: number; offset?: unknown }; end: { line: number; column: number; offset?: unknown } } | undefined;
    if (typeof node.type === 'string' && typeof node.start === 'number' && loc) {
      movePoint(loc.start);
      movePoint(loc.end);
      node.start = loc.start.offset;
      node.end = loc.end.offset;
      node.range = [node.start, node.end];
    }
    for (const key in node) {
      if (key === 'loc' || key === 'range') continue;
      const child = node[key];
      if (Array.isArray(child)) for (const item of child) { if (item && typeof item === 'object') stack.push(item); }
      else if (child && typeof child === 'object') stack.push(child);
    }
  }
}
