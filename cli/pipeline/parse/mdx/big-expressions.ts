/**
 * Large JSX attribute values (`<ApiSchema responses={{ …500 KB of JSON… }} />`, as OpenAPI doc
 * generators write them) read in linear time.
 *
 * The MDX grammar finds where an expression ends by handing everything up to each `}` to acorn
 * until one attempt parses, so a value holding k braces costs k parses of a growing prefix: a
 * 17 KB value took 2 s, 140 KB two minutes, a 500 KB generated page never finished. Here each
 * such value is parsed once with acorn, straight from the body, and replaced before the grammar
 * runs by a stand-in of the same length and line shape (a template literal: whitespace kept,
 * every other character an `x` between backticks), which the grammar reads in one attempt.
 * After the parse the stand-in's attribute gets the real text and estree back. Offsets, lines and columns of
 * everything in the file stay as they were, and so do blank and non-blank lines (a blank line
 * would end a paragraph holding an inline element).
 */
import { Parser, type Comment, type Node } from 'acorn';
import jsx from 'acorn-jsx';
import type { Root } from 'mdast';

/** Values shorter than this are left to the grammar: their few retries cost little. */
export const MIN_LIFTED_LENGTH = 4096;

const JsxParser = Parser.extend(jsx());
const CANDIDATE = /=[ \t\r\n]*\{/g;
const WHITESPACE = /[ \t\r\n]/;

/** One value taken out of the body: where it was and what it parsed to. */
export interface LiftedExpression {
  /** Offset in the body of the value's first character after `{`. */
  start: number;
  /** Offset of the closing `}`. */
  end: number;
  /** Offset of the stand-in's `[`, which is where the grammar's estree for it starts. */
  standInAt: number;
  estree: Node;
}

/** The large attribute values of a body, parsed. */
export function findBigExpressions(text: string): LiftedExpression[] {
  if (text.length < MIN_LIFTED_LENGTH || !text.includes('={') && !/=\s+\{/.test(text)) return [];
  const lifted: LiftedExpression[] = [];
  const lines = lineCounter(text);
  // Each candidate costs a look ahead and perhaps an acorn parse; prose full of `={` must not
  // turn this step into the quadratic one it removes.
  let budget = 4 * text.length + 65_536;
  CANDIDATE.lastIndex = 0;
  for (let match = CANDIDATE.exec(text); match && budget > 0; match = CANDIDATE.exec(text)) {
    const start = match.index + match[0].length;
    const ahead = unclosedFor(text, start);
    budget -= ahead;
    if (ahead < MIN_LIFTED_LENGTH) continue;
    const found = parseValue(text, start, lines(start));
    budget -= found.reached - start;
    if (!found.value) continue;
    const { estree, end } = found.value;
    const standInAt = firstNonSpace(text, start, end);
    if (!liftable(text.slice(start, end)) || standInAt === lastNonSpace(text, start, end)) continue;
    lifted.push({ start, end, standInAt, estree });
    CANDIDATE.lastIndex = end + 1;
  }
  return lifted;
}

/**
 * How many characters after `start` stay inside the `{` before it, counting braces only and at
 * most MIN_LIFTED_LENGTH: a value that closes sooner is small (or a brace in a string fooled
 * the count, and the grammar reads it as usual).
 */
function unclosedFor(text: string, start: number): number {
  let depth = 1;
  const stop = Math.min(text.length, start + MIN_LIFTED_LENGTH);
  for (let i = start; i < stop; i++) {
    const c = text.charCodeAt(i);
    if (c === 123) depth++;
    else if (c === 125 && --depth === 0) return i - start;
  }
  return stop === text.length ? 0 : MIN_LIFTED_LENGTH;
}

/** The 1-based line and 0-based column of offsets asked for in increasing order. */
function lineCounter(text: string): (offset: number) => { line: number; column: number } {
  let at = 0;
  let line = 1;
  let lineStart = 0;
  return (offset) => {
    for (let i = text.indexOf('\n', at); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
      line++;
      lineStart = i + 1;
    }
    at = offset;
    return { line, column: offset - lineStart };
  };
}

/** The body with the given values replaced by their stand-ins. */
export function withStandIns(text: string, lifted: LiftedExpression[]): string {
  let out = '';
  let from = 0;
  for (const item of lifted) {
    out += text.slice(from, item.start) + standIn(text.slice(item.start, item.end));
    from = item.end;
  }
  return out + text.slice(from);
}

/**
 * Gives each stand-in's attribute its real text and estree back. Returns the lifted values
 * that were not found as attribute values (a large example inside a code block, say): the
 * caller parses again without them.
 */
export function restoreBigExpressions(tree: Root, original: string, lifted: LiftedExpression[]): LiftedExpression[] {
  const byStandIn = new Map(lifted.map((item) => [item.standInAt, item]));
  const visit = (node: { type: string; attributes?: unknown[]; children?: unknown[] }) => {
    for (const attribute of (node.attributes ?? []) as { type: string; value?: unknown }[]) {
      const value = attribute.value as { type?: string; value: string; data?: { estree?: unknown } } | null | undefined;
      if (attribute.type !== 'mdxJsxAttribute' || value?.type !== 'mdxJsxAttributeValueExpression') continue;
      const program = value.data?.estree as { body?: { expression?: { start?: number } }[] } | undefined;
      const item = byStandIn.get(program?.body?.[0]?.expression?.start ?? -1);
      if (!item) continue;
      byStandIn.delete(item.standInAt);
      value.value = asTheGrammarReadsIt(original.slice(item.start, item.end), value.value);
      value.data = { ...value.data, estree: item.estree };
    }
    for (const child of (node.children ?? []) as typeof node[]) visit(child);
  };
  visit(tree);
  return [...byStandIn.values()];
}

/**
 * How far acorn read from `start`, and the value when it is an expression closed by `}`. It
 * parses a slice starting there (a view, not a copy), so that it need not count the lines
 * before it on every call; positions are moved to the body's afterwards.
 */
function parseValue(text: string, start: number, at: { line: number; column: number }): { reached: number; value?: { estree: Node; end: number } } {
  const comments: Comment[] = [];
  let expression: Node;
  try {
    expression = JsxParser.parseExpressionAt(text.slice(start), 0, { ecmaVersion: 2024, sourceType: 'module', locations: true, onComment: comments });
  } catch (err) {
    return { reached: start + Math.max(0, Number((err as { raisedAt?: number }).raisedAt ?? 0)) };
  }
  let end = start + expression.end;
  while (end < text.length && WHITESPACE.test(text[end])) end++;
  if (text[end] !== '}') return { reached: end };
  // The wrapper the grammar puts around an expression, spanning the expression itself.
  const span = () => ({ start: expression.start, end: expression.end, loc: structuredClone(expression.loc) });
  const estree = {
    type: 'Program', ...span(), sourceType: 'module', comments,
    body: [{ type: 'ExpressionStatement', expression, ...span() }],
  } as unknown as Node;
  moveTo(estree, start, at);
  return { reached: end, value: { estree, end } };
}

/**
 * Values the stand-in cannot stand for exactly: a line prefixed by `>` (a block quote, whose
 * markers the grammar strips and acorn would read), or text whose meaning depends on the
 * indentation the grammar strips from continuation lines (template literals, `\` line ends).
 */
function liftable(value: string): boolean {
  if (!value.includes('\n')) return true;
  return !/\n[ \t]*>/.test(value) && !value.includes('`') && !/\\\r?\n/.test(value);
}

function firstNonSpace(text: string, from: number, to: number): number {
  let i = from;
  while (i < to && WHITESPACE.test(text[i])) i++;
  return i;
}

function lastNonSpace(text: string, from: number, to: number): number {
  let i = to - 1;
  while (i > from && WHITESPACE.test(text[i])) i--;
  return i;
}

/** A template literal over the non-blank characters of the value; whitespace stays where it was. */
function standIn(value: string): string {
  const first = value.search(/[^ \t\r\n]/);
  const last = value.search(/[^ \t\r\n][ \t\r\n]*$/);
  return value.replace(/[^ \t\r\n]/g, (_c, i: number) => (i === first || i === last ? '`' : 'x'));
}

/**
 * The value's text as the grammar gives it: it drops some leading whitespace of continuation
 * lines (a list item's indent and up to two spaces more). The stand-in has the same lines, so
 * what the grammar dropped from its lines is dropped from the original's.
 */
function asTheGrammarReadsIt(original: string, readStandIn: string): string {
  if (!original.includes('\n')) return original;
  const raw = original.split('\n');
  const read = readStandIn.split('\n');
  if (raw.length !== read.length) return original;
  return raw.map((line, i) => {
    const dropped = line.length - read[i].length;
    const indent = /^[ \t]*/.exec(line)![0].length;
    return i > 0 && dropped > 0 && dropped <= indent ? line.slice(dropped) : line;
  }).join('\n');
}

/**
 * Positions of a tree parsed from a slice, made the body's: offsets shifted by `start`, lines
 * by the line `start` is on, columns on that first line by its column. Offsets are added to
 * `loc` and a `range` to each node, as the grammar's estree has them.
 */
function moveTo(root: Node, start: number, at: { line: number; column: number }): void {
  // acorn shares one position object between a node and the nodes starting or ending with it:
  // one with a numeric offset has been moved (acorn's own `offset` is a method).
  const movePoint = (point: { line: number; column: number; offset?: unknown }, offset: number) => {
    if (typeof point.offset === 'number') return;
    if (point.line === 1) point.column += at.column;
    point.line += at.line - 1;
    point.offset = offset;
  };
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as Record<string, unknown>;
    if (typeof node.type === 'string' && typeof node.start === 'number') {
      node.start += start;
      node.end = (node.end as number) + start;
      const loc = node.loc as { start: { line: number; column: number }; end: { line: number; column: number } } | undefined;
      if (loc) {
        movePoint(loc.start, node.start as number);
        movePoint(loc.end, node.end as number);
      }
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
