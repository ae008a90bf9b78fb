/**
 * Large MDX expressions read in linear time: JSX attribute values (`<ApiSchema responses={{
 * …500 KB of JSON… }} />`, as OpenAPI doc generators write them) and `{…}` in content
 * (`<CodeBlock>{`…`}</CodeBlock>`).
 *
 * The MDX grammar finds where an expression ends by handing everything up to each `}` to acorn
 * until one attempt parses, so a value holding k braces costs k parses of a growing prefix: a
 * 17 KB value took 2 s, 140 KB two minutes, a 500 KB generated page never finished. Here each
 * such value is parsed once with acorn, straight from the body, and replaced before the grammar
 * runs by a stand-in of the same length and line shape (a template literal: whitespace kept,
 * every other character an `x` between backticks), which the grammar reads in one attempt.
 * After the parse the stand-in's node gets the real text and estree back. Offsets, lines and
 * columns of everything in the file stay as they were, and so do blank and non-blank lines (a
 * blank line would end a paragraph holding an inline element).
 */
import type { Root } from 'mdast';
import type { Node } from 'acorn';
import { continuationLineStarts, lineCounter, parseExpressionSlice, skipWhitespace } from './slice-estree';
import { esmStandIn } from './big-esm';
import { isEscaped } from './escaped';
import { MIN_LIFTED_LENGTH, type LiftedExpression } from './lifted';

export { MIN_LIFTED_LENGTH, type LiftedExpression } from './lifted';


// A spread attribute (`{...props}`) has an estree of its own shape; it is left to the grammar.
const SPREAD = /^\s*\.\.\./;
const NOT_WHITESPACE = /[^ \t\n]/;


/** The large expressions of a body (attribute values, `{…}` in content), parsed. */
export function findBigExpressions(text: string, esm: LiftedExpression[] = []): LiftedExpression[] {
  if (text.length < MIN_LIFTED_LENGTH) return [];
  const lifted: LiftedExpression[] = [];
  const lines = lineCounter(text);
  // Each candidate costs an acorn parse up to its end or its first error; a body full of
  // braces must not turn this step into the quadratic one it removes.
  let budget = 4 * text.length + 65_536;
  let after = 0;
  for (const open of farBraces(text)) {
    if (budget <= 0) break;
    if (open < after || esm.some((block) => open >= block.start && open < block.end) || isEscaped(text, open) || SPREAD.test(text.slice(open + 1, open + 64))) continue;
    const start = open + 1;
    const at = lines(start);
    let parsed: { estree: Node; end: number };
    try {
      parsed = parseExpressionSlice(text.slice(start), { start, at });
    } catch (err) {
      budget -= Math.max(0, Number((err as { raisedAt?: number }).raisedAt ?? 0));
      continue;
    }
    const end = skipWhitespace(text, start + parsed.end);
    budget -= end - start;
    if (text[end] !== '}' || !liftable(text.slice(start, end))) continue;
    lifted.push({ start, at, end, standInAt: skipWhitespace(text, start), estree: parsed.estree });
    after = end;
  }
  return lifted;
}

/**
 * The `{` whose matching `}` (counting braces only, in one pass) is at least MIN_LIFTED_LENGTH
 * away or missing, in order. A brace in a string can fool the count; such a value is then
 * either tried and found not to parse, or not tried and read by the grammar as usual.
 */
function farBraces(text: string): number[] {
  const open: number[] = [];
  const far: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 123) open.push(i);
    else if (c === 125 && open.length > 0) {
      const at = open.pop()!;
      if (i - at > MIN_LIFTED_LENGTH) far.push(at);
    }
  }
  for (const at of open) if (text.length - at > MIN_LIFTED_LENGTH) far.push(at);
  return far.sort((x, y) => x - y);
}

/** The body with the given values replaced by their stand-ins. */
export function withStandIns(text: string, lifted: LiftedExpression[]): string {
  let out = '';
  let from = 0;
  for (const item of lifted) {
    const value = text.slice(item.start, item.end);
    out += text.slice(from, item.start) + (item.esm ? esmStandIn(value) : standIn(value));
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
  const byStandIn = new Map(lifted.filter((item) => !item.esm).map((item) => [item.standInAt, item]));
  const esmAt = new Map(lifted.filter((item) => item.esm).map((item) => [item.start, item]));
  const restoreInto = (value: { value: string; data?: { estree?: unknown } }) => {
    const program = value.data?.estree as { body?: { expression?: { start?: number } }[] } | undefined;
    const item = byStandIn.get(program?.body?.[0]?.expression?.start ?? -1);
    if (!item) return;
    byStandIn.delete(item.standInAt);
    const written = original.slice(item.start, item.end);
    const read = asTheGrammarReadsIt(written, value.value);
    value.value = read.text;
    value.data = { ...value.data, estree: read.text !== written && /`|\\\n/.test(read.text) ? reparse(item, written, read) : item.estree };
  };
  const visit = (node: { type: string; value?: unknown; position?: { start: { offset?: number } }; data?: object; attributes?: unknown[]; children?: unknown[] }) => {
    const block = node.type === 'mdxjsEsm' ? esmAt.get(node.position?.start.offset ?? -1) : undefined;
    if (block) {
      esmAt.delete(block.start);
      node.value = original.slice(block.start, block.end);
      node.data = { ...node.data, estree: block.estree };
    }
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') restoreInto(node as Parameters<typeof restoreInto>[0]);
    for (const attribute of (node.attributes ?? []) as { type: string; value?: unknown }[]) {
      const value = attribute.value as { type?: string; value: string; data?: { estree?: unknown } } | null | undefined;
      if (attribute.type === 'mdxJsxAttribute' && value?.type === 'mdxJsxAttributeValueExpression') restoreInto(value);
    }
    for (const child of (node.children ?? []) as typeof node[]) visit(child);
  };
  visit(tree);
  return [...byStandIn.values(), ...esmAt.values()];
}

/**
 * Where the dropped whitespace was inside a template literal or a string continued with `\`,
 * the grammar's acorn saw text without it: so must the estree.
 */
function reparse(item: LiftedExpression, written: string, read: { text: string; dropped: number[] }): Node {
  try {
    return parseExpressionSlice(read.text, { start: item.start, at: item.at, lineStarts: continuationLineStarts(written, item.start), dropped: read.dropped }).estree;
  } catch {
    return item.estree;
  }
}

/**
 * Values the stand-in cannot stand for exactly: a line prefixed by `>` (a block quote, whose
 * markers the grammar strips and acorn would read), line ends other than `\n` (acorn counts
 * lines by them too), or fewer than two characters for the backticks.
 */
function liftable(value: string): boolean {
  if (/[\r\u2028\u2029]/.test(value) || /\n[ \t]*>/.test(value)) return false;
  const first = value.search(NOT_WHITESPACE);
  let last = value.length - 1;
  while (last > first && !NOT_WHITESPACE.test(value[last])) last--;
  return first >= 0 && last > first;
}

/** A template literal over the non-blank characters of the value; whitespace stays where it was. */
function standIn(value: string): string {
  const first = value.search(NOT_WHITESPACE);
  const last = value.search(/[^ \t\n][ \t\n]*$/);
  return value.replace(/[^ \t\n]/g, (_c, i: number) => (i === first || i === last ? '`' : 'x'));
}

/**
 * The value's text as the grammar gives it: it drops some leading whitespace of continuation
 * lines (a list item's indent and up to two spaces more). The stand-in has the same lines, so
 * what the grammar dropped from its lines is dropped from the original's.
 */
function asTheGrammarReadsIt(original: string, readStandIn: string): { text: string; dropped: number[] } {
  const raw = original.split('\n');
  const read = readStandIn.split('\n');
  if (raw.length === 1 || raw.length !== read.length) return { text: original, dropped: [] };
  const dropped = raw.map((line, i) => {
    const gone = line.length - read[i].length;
    return i > 0 && gone > 0 && gone <= /^[ \t]*/.exec(line)![0].length ? gone : 0;
  });
  return { text: raw.map((line, i) => line.slice(dropped[i])).join('\n'), dropped };
}
