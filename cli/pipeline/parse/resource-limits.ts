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
/** The largest body whose padding (runs of spaces) does not count toward MAX_MARKDOWN_LENGTH. */
export const MAX_PADDED_LENGTH = 8 * MAX_MARKDOWN_LENGTH;
/** Deepest nesting of lists and blockquotes opdocs renders. */
export const MAX_NESTING_DEPTH = 100;

/** Why a body was refused; `line` is 1-based within the body. */
export interface ResourceLimitFinding {
  line: number;
  column: number;
  message: string;
  hint: string;
}

/** A code fence's opening (in a list or quote too): markers inside code are no markup. */
export const FENCE = /^[ \t>*+\-\d.)]*?(`{3,}|~{3,})/;

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

/**
 * The body's length as the limit counts it: a run of spaces or tabs counts as one character.
 * Generated API tables pad every cell to the widest one (TypeDoc output run through Prettier:
 * 3.9 MB, of which 65 KB is text), and padding makes no blocks, so it costs the parser little.
 */
export function countedLength(source: string): number {
  // Past this, a file is too large to read, split into lines and scan, however much is padding.
  if (source.length <= MAX_MARKDOWN_LENGTH || source.length > MAX_PADDED_LENGTH) return source.length;
  let padding = 0;
  for (const run of source.matchAll(/[ \t]{2,}/g)) padding += run[0].length - 1;
  return source.length - padding;
}

/** The first limit `source` exceeds, or null when it can be parsed safely. */
export function findResourceLimit(source: string): ResourceLimitFinding | null {
  if (countedLength(source) > MAX_MARKDOWN_LENGTH) {
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
  // Indentation only continues containers a line above opened (each level through a marker),
  // so a line nests no deeper than the deepest line so far plus its own markers: 200 spaces
  // of an indented code block or a diagram are not 100 levels of lists.
  let deepest = 0;
  let line = 0;
  for (let start = 0; start <= source.length; line++) {
    let end = source.indexOf('\n', start);
    if (end < 0) end = source.length;
    const fenceMark = FENCE.exec(source.slice(start, Math.min(end, start + 400)))?.[1];
    if (fenceMark && (fence === null || (fenceMark[0] === fence[0] && fenceMark.length >= fence.length))) {
      if (fence === null) deepest = Math.max(deepest, getNestingDepth(source, start, end, deepest));
      fence = fence === null ? fenceMark : null;
    } else if (fence === null) {
      const depth = getNestingDepth(source, start, end, deepest);
      deepest = Math.max(deepest, depth);
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
 * prefix, plus one level for each two columns of leading indentation (how nested lists indent),
 * the indentation counting for at most `open` levels (those lines above may have opened).
 */
export function getNestingDepth(text: string, start: number, end: number, open = Infinity): number {
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
  return depth + Math.min(indent >> 1, open);
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
