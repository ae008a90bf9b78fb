/**
 * The emphasis and strikethrough markers of a body, counted before the MDX parser pairs them:
 * its pairing costs the square of a paragraph's markers, so a flood of them (a generated table
 * of `*`, a pasted pattern) would take minutes. Part of the cheap checks of resource-limits.ts.
 */
import { FENCE, type ResourceLimitFinding } from './resource-limits';

/**
 * Budget for the emphasis markers (`*`, `_`) the MDX parser has to pair: micromark walks
 * back over a paragraph's earlier markers for each closing one, so a paragraph of n markers
 * costs up to n² steps (3,000 take about 2 s; 30,000 take minutes, a hang to the reader).
 * The budget is the sum of n² over the paragraphs, so many ordinary paragraphs pass.
 */
export const MAX_MARKER_BUDGET = 3000 * 3000;
/**
 * The same for `~`: each strikethrough micromark pairs moves every later token of its
 * paragraph (40,000 `~~a~~` in one paragraph took 14 s). A cheaper step than emphasis
 * pairing, so a larger budget.
 */
export const MAX_TILDE_BUDGET = 10_000 * 10_000;
const LIST_ITEM = /^\s*(?:[-*+]|\d{1,9}[.)])\s+/;
const TABLE_DELIMITER_ROW = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;

/** Markers of one kind: their count in the current paragraph, the sum of squares, the worst paragraph. */
class MarkerTally {
  count = 0;
  total = 0;
  worst = { count: 0, line: 0 };
  close(startLine: number): void {
    this.total += this.count * this.count;
    if (this.count > this.worst.count) this.worst = { count: this.count, line: startLine };
    this.count = 0;
  }
}

/** Where a `{…}` stands: its open braces, and the quote of the string it is in (0: none). */
interface Expression { depth: number; quote: number }

/**
 * The index just past the end of the expression `expr` is in, reading `line` from `j`, or the
 * line's length when it goes on. Acorn reads an expression, not the emphasis pairing, so its
 * `*` and `_` (media types, `snake_case` keys) cost nothing; braces inside strings do not count.
 */
function skipExpression(line: string, j: number, expr: Expression): number {
  for (; j < line.length; j++) {
    const c = line.charCodeAt(j);
    if (expr.quote) {
      if (c === 92) j++;
      else if (c === expr.quote) expr.quote = 0;
    } else if (c === 34 || c === 39 || c === 96) expr.quote = c;
    else if (c === 123) expr.depth++;
    else if (c === 125 && --expr.depth === 0) return j + 1;
  }
  // Only a template literal goes on past its line.
  if (expr.quote !== 96) expr.quote = 0;
  return line.length;
}

/**
 * The index just past the code span whose opening backticks start at `j`, or past the backticks
 * alone when the line does not close it: a brace or marker inside code is neither code nor emphasis.
 */
function codeSpanEnd(line: string, j: number): number {
  let n = 0;
  while (line.charCodeAt(j + n) === 96) n++;
  const run = '`'.repeat(n);
  for (let at = line.indexOf(run, j + n); at !== -1; at = line.indexOf(run, at + 1)) {
    let m = 0;
    while (line.charCodeAt(at + m) === 96) m++;
    if (m === n) return at + n;
    at += m - 1;
  }
  return j + n;
}

/**
 * The paragraph to blame when `markdown`, read by the MDX parser, would take too long; else null.
 * With `mdx1Text` a `{` in text is text, as MDX 1 read it: only an attribute's `={` opens code.
 */
export function findMarkerFlood(markdown: string, mdx1Text = false, expressions = true): ResourceLimitFinding | null {
  const emphasis = new MarkerTally();
  const tildes = new MarkerTally();
  let startLine = 0;
  let fence: string | null = null;
  let table = false;
  const lines = markdown.split('\n');
  const close = () => {
    emphasis.close(startLine);
    tildes.close(startLine);
    startLine = 0;
  };
  const expr: Expression = { depth: 0, quote: 0 };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    // The rest of a `{…}` begun on an earlier line (a JSX attribute of generated JSON, say).
    const from = expr.depth > 0 ? skipExpression(line, 0, expr) : 0;
    if (expr.depth > 0) continue;
    const mark = FENCE.exec(line.slice(0, 400))?.[1];
    if (mark && (fence === null || (mark[0] === fence[0] && mark.length >= fence.length))) {
      close();
      fence = fence === null ? mark : null;
      continue;
    }
    if (fence !== null) continue;
    if (line.trim() === '') { close(); table = false; continue; }
    // A GFM table pairs markers cell by cell, so each row counts on its own.
    if (table || (TABLE_DELIMITER_ROW.test(line) && line.includes('|'))) { close(); table = true; }
    // Each list item is a paragraph of its own (a long list of SNAKE_CASE names is no flood);
    // its bullet is no marker.
    const item = LIST_ITEM.exec(line);
    if (item) close();
    if (startLine === 0) startLine = i + 1;
    for (let j = Math.max(from, item ? item[0].length : 0); j < line.length; j++) {
      const c = line.charCodeAt(j);
      if (c === 92 /* \ */) j++;
      else if (c === 96 /* ` */) j = codeSpanEnd(line, j) - 1;
      else if (expressions && c === 123 /* { */ && (!mdx1Text || line.charCodeAt(j - 1) === 61 /* = */)) {
        expr.depth = 1;
        j = skipExpression(line, j + 1, expr) - 1;
      }
      else if (c === 42 /* * */ || c === 95 /* _ */) emphasis.count++;
      else if (c === 126 /* ~ */) tildes.count++;
    }
  }
  // A `{` that never closes is no expression to the parser either (a brace in prose, say): then
  // nothing after it may go uncounted, or a flood behind it would pass.
  if (expr.depth > 0) return findMarkerFlood(markdown, mdx1Text, false);
  close();
  if (emphasis.total > MAX_MARKER_BUDGET) {
    return {
      line: emphasis.worst.line, column: 1,
      message: `this paragraph has ${emphasis.worst.count.toLocaleString('en')} \`*\` and \`_\` characters, more than the MDX parser can pair in reasonable time`,
      hint: 'escape the ones that are not emphasis (`\\*`, `\\_`), put the text in a code block, or split it into several paragraphs',
    };
  }
  if (tildes.total > MAX_TILDE_BUDGET) {
    return {
      line: tildes.worst.line, column: 1,
      message: `this paragraph has ${tildes.worst.count.toLocaleString('en')} \`~\` characters, more than the MDX parser can pair in reasonable time`,
      hint: 'escape the ones that are not strikethrough (`\\~`), put the text in a code block, or split it into several paragraphs',
    };
  }
  return null;
}
