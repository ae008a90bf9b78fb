/**
 * Large `import`/`export` blocks of an MDX body (`export const rows = [` … thousands of lines
 * … `];`) read in linear time. The MDX grammar parses such a block once, but then places every
 * node of its estree by scanning the block's lines from the first: 8,000 rows took 5 s, 16,000
 * rows 16 s. As for large expressions (big-expressions.ts), the block is parsed here with acorn
 * and stands in to the grammar as one `export default` of a template literal with the block's
 * lines, whose few nodes it places at once; the block's node then gets its text and estree back.
 */
import type { Node } from 'acorn';
import { lineCounter, parseProgramSlice } from './slice-estree';
import { MIN_LIFTED_LENGTH, type LiftedExpression } from './lifted';

const HEAD = 'export default `';
const ESM_START = /^(?:import|export)[\s{*]/;

/** The large ESM blocks of a body that acorn reads as a module, with their estree. */
export function findBigEsm(text: string): LiftedExpression[] {
  if (text.length < MIN_LIFTED_LENGTH || !/^(?:import|export)/m.test(text)) return [];
  const found: LiftedExpression[] = [];
  const lines = lineCounter(text);
  let lineStart = 0;
  let previousBlank = true;
  while (lineStart < text.length) {
    const lineEnd = endOfLine(text, lineStart);
    const line = text.slice(lineStart, lineEnd);
    if (previousBlank && ESM_START.test(line)) {
      // A block runs to the next blank line, as the grammar reads it.
      let end = lineEnd;
      while (end < text.length && text[end + 1] !== undefined && !isBlank(text, end + 1)) end = endOfLine(text, end + 1);
      const block = text.slice(lineStart, end);
      const estree = end - lineStart >= MIN_LIFTED_LENGTH && line.length > HEAD.length && !block.includes('\r') ? parse(block, lineStart, lines) : null;
      if (estree) found.push({ start: lineStart, at: lines(lineStart), end, standInAt: lineStart, estree, esm: true });
      lineStart = end + 1;
      previousBlank = false;
      continue;
    }
    previousBlank = line.trim() === '';
    lineStart = lineEnd + 1;
  }
  return found;
}

/** The block's stand-in: `export default` of a template literal over its non-blank characters. */
export function esmStandIn(block: string): string {
  const last = block.search(/[^ \t\n][ \t\n]*$/);
  return HEAD + block.slice(HEAD.length).replace(/[^ \t\n]/g, (_c, i: number) => (i + HEAD.length === last ? '`' : 'x'));
}

function parse(block: string, start: number, lines: ReturnType<typeof lineCounter>): Node | null {
  const at = lines(start);
  try {
    return parseProgramSlice(block, { start, at });
  } catch {
    // Not a module acorn reads: the grammar reports it at its line.
    return null;
  }
}

function endOfLine(text: string, from: number): number {
  const at = text.indexOf('\n', from);
  return at < 0 ? text.length : at;
}

function isBlank(text: string, from: number): boolean {
  return text.slice(from, endOfLine(text, from)).trim() === '';
}
