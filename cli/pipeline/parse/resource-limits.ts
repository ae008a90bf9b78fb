/**
 * Cheap checks that run before the full parse (issue 12): micromark's container handling
 * grows much faster than linearly with nesting depth, so a generated or corrupted file can
 * stall a build for minutes. One line scan catches both cases first.
 */

/**
 * Largest Markdown body opdocs renders (characters). micromark's time grows about
 * quadratically with the number of blocks in one body: a dense 250 KB body takes ~6 s of
 * CPU, 500 KB ~22 s; real pages stay well under 200 KB.
 */
export const MAX_MARKDOWN_LENGTH = 1_000_000;
/** Deepest nesting of lists and blockquotes opdocs renders. */
export const MAX_NESTING_DEPTH = 100;

/** Why a body was refused; `line` is 1-based within the body. */
export interface ResourceLimitFinding {
  line: number;
  column: number;
  message: string;
  hint: string;
}

const FENCE = /^[ \t>*+\-\d.)]*?(`{3,}|~{3,})/;

/**
 * The longest data: URL of a body, when it alone is a tenth of the body limit: a pasted image
 * (`![chart](data:image/png;base64,…)`) is the usual way a page passes the limit, and the
 * place to fix is that URL, not the top of the page.
 */
function longInlineData(source: string): { line: number; column: number; length: number } | null {
  let best: { at: number; length: number } | null = null;
  for (const match of source.matchAll(/data:[\w.+-]+\/[\w.+-]+[;,][^\s)"'>]*/g)) {
    if (!best || match[0].length > best.length) best = { at: match.index, length: match[0].length };
  }
  if (!best || best.length < MAX_MARKDOWN_LENGTH / 10) return null;
  const before = source.slice(0, best.at);
  const line = before.split('\n').length;
  return { line, column: best.at - before.lastIndexOf('\n'), length: best.length };
}

/** The first limit `source` exceeds, or null when it can be parsed safely. */
export function findResourceLimit(source: string): ResourceLimitFinding | null {
  if (source.length > MAX_MARKDOWN_LENGTH) {
    const inline = longInlineData(source);
    return inline ? {
      line: inline.line, column: inline.column,
      message: `the Markdown body has ${source.length.toLocaleString('en')} characters, ${inline.length.toLocaleString('en')} of them in this data: URL; the limit is ${MAX_MARKDOWN_LENGTH.toLocaleString('en')}`,
      hint: 'save the data as a file beside the page (or in static/) and link to the file instead: it is published with the page',
    } : {
      line: 1, column: 1,
      message: `the Markdown body has ${source.length.toLocaleString('en')} characters; the limit is ${MAX_MARKDOWN_LENGTH.toLocaleString('en')}`,
      hint: 'split the page into several pages, or publish large data as a file in static/ and link to it',
    };
  }
  let fence: string | null = null;
  let line = 0;
  for (let start = 0; start <= source.length; line++) {
    let end = source.indexOf('\n', start);
    if (end < 0) end = source.length;
    const fenceMark = FENCE.exec(source.slice(start, Math.min(end, start + 400)))?.[1];
    if (fenceMark && (fence === null || (fenceMark[0] === fence[0] && fenceMark.length >= fence.length))) {
      fence = fence === null ? fenceMark : null;
    } else if (fence === null) {
      const depth = getNestingDepth(source, start, end);
      if (depth > MAX_NESTING_DEPTH) {
        return {
          line: line + 1, column: 1,
          message: `lists or blockquotes are nested about ${depth} levels deep here; the limit is ${MAX_NESTING_DEPTH}`,
          hint: 'flatten the structure: split the list or quote, or put the text in a code block',
        };
      }
    }
    start = end + 1;
  }
  return null;
}

/**
 * Upper estimate of the container depth a line opens: every `>` and list marker in its
 * prefix, plus one level for each two columns of leading indentation (how nested lists indent).
 */
export function getNestingDepth(text: string, start: number, end: number): number {
  let depth = 0;
  let indent = 0;
  let i = start;
  while (i < end) {
    const c = text.charCodeAt(i);
    // Only the indentation before the first marker nests by itself.
    if (c === 32) { if (depth === 0) indent++; i++; continue; }
    if (c === 9) { if (depth === 0) indent += 4; i++; continue; }
    if (c === 62 /* > */) { depth++; i++; continue; }
    const next = i + 1 < end ? text.charCodeAt(i + 1) : 32;
    if ((c === 45 || c === 42 || c === 43) && (next === 32 || next === 9)) { depth++; i++; continue; }
    let j = i;
    while (j < end && j - i < 9 && text.charCodeAt(j) >= 48 && text.charCodeAt(j) <= 57) j++;
    const after = j + 1 < end ? text.charCodeAt(j + 1) : 32;
    if (j > i && (text[j] === '.' || text[j] === ')') && (after === 32 || after === 9)) { depth++; i = j + 1; continue; }
    break;
  }
  return depth + (indent >> 1);
}

/**
 * Deepest Markdown tree opdocs renders. Inline markup can nest without any line prefix
 * (`*****…x…*****`, `*a _b *c …`), which the line scan above cannot see; the tree walkers
 * after the parse (mdast-util-to-hast, the HTML writer) recurse per level and overflow the
 * stack a few thousand levels down. Real pages stay far below: the list limit above gives
 * at most a few hundred.
 */
export const MAX_TREE_DEPTH = 500;

interface TreeNode {
  children?: TreeNode[];
  position?: { start: { line: number; column: number } };
}

/** Thrown by `checkTreeDepth`, so every parse on the way out (titles too) is abandoned at once. */
export class TreeTooDeepError extends Error {
  constructor(readonly finding: ResourceLimitFinding) {
    super(finding.message);
  }
}

/** Throws TreeTooDeepError when `tree` nests deeper than MAX_TREE_DEPTH; walks without recursion. */
export function checkTreeDepth(tree: TreeNode): void {
  const stack: [TreeNode, number][] = [[tree, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (depth > MAX_TREE_DEPTH) {
      const start = node.position?.start;
      throw new TreeTooDeepError({
        line: start?.line ?? 1, column: start?.column ?? 1,
        message: `emphasis, links or other markup are nested more than ${MAX_TREE_DEPTH} levels deep here`,
        hint: 'remove the runs of `*`, `_` or `[` that open markup inside markup, or escape them (`\\*`)',
      });
    }
    for (const child of node.children ?? []) stack.push([child, depth + 1]);
  }
}

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

/** The paragraph to blame when `markdown`, read by the MDX parser, would take too long; else null. */
export function findMarkerFlood(markdown: string): ResourceLimitFinding | null {
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
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
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
    for (let j = item ? item[0].length : 0; j < line.length; j++) {
      const c = line.charCodeAt(j);
      if (c === 92 /* \ */) j++;
      else if (c === 42 /* * */ || c === 95 /* _ */) emphasis.count++;
      else if (c === 126 /* ~ */) tildes.count++;
    }
  }
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
