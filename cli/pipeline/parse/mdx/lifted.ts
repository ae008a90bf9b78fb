/**
 * What big-expressions.ts and big-esm.ts take out of an MDX body before the grammar reads it,
 * and from what size.
 */
import type { Node } from 'acorn';
import type { LineColumn } from './slice-estree';

/** Values shorter than this are left to the grammar: their few retries cost little. */
export const MIN_LIFTED_LENGTH = 4096;

/** One value taken out of the body: where it was and what it parsed to. */
export interface LiftedExpression {
  /** Offset in the body of the value's first character after `{` (of a block: its first character). */
  start: number;
  /** Its line and column. */
  at: LineColumn;
  /** Offset of the closing `}` (of a block: its end). */
  end: number;
  /** Offset of the stand-in's first backtick, which is where the grammar's estree for it starts. */
  standInAt: number;
  estree: Node;
  /** A whole `import`/`export` block (big-esm.ts), from `start` to `end`. */
  esm?: true;
}
