/**
 * `toc.filter((node) => node.level === 2)` in MDX, as Docusaurus documents it for TOCInline:
 * the page's headings are known only where the TOC renders, and no code of the page runs there,
 * so the parse writes the predicate as data (cli/pipeline/parse/mdx/toc-filter.ts) and this
 * applies it to each heading. No React here: the parse reads this too.
 */

/** A heading's field as Docusaurus' toc item names it (`value` is the heading's inline HTML). */
export type TocField = 'level' | 'value' | 'id';

/** A predicate on one heading, as JSON. */
export type TocPredicate =
  | { lit: string | number | boolean | null | readonly unknown[] }
  | { field: TocField }
  | { op: '===' | '!==' | '==' | '!=' | '<' | '<=' | '>' | '>='; left: TocPredicate; right: TocPredicate }
  | { op: '&&' | '||'; left: TocPredicate; right: TocPredicate }
  | { op: '!'; arg: TocPredicate }
  | { call: 'includes' | 'startsWith' | 'endsWith'; on: TocPredicate; arg: TocPredicate };

/** What a heading offers a predicate. */
export interface TocHeadingFields { level: number; id: string; html: string }

/** The value of `predicate` for one heading, as JavaScript computes the expression it was written as. */
export function evaluateTocPredicate(predicate: TocPredicate, heading: TocHeadingFields): unknown {
  if ('lit' in predicate) return predicate.lit;
  if ('field' in predicate) return predicate.field === 'value' ? heading.html : heading[predicate.field];
  if ('call' in predicate) {
    const on = evaluateTocPredicate(predicate.on, heading);
    const arg = evaluateTocPredicate(predicate.arg, heading);
    if (predicate.call === 'includes' && Array.isArray(on)) return on.includes(arg);
    if (predicate.call === 'includes') return typeof on === 'string' && typeof arg === 'string' && on.includes(arg);
    return typeof on === 'string' && typeof arg === 'string' && (predicate.call === 'startsWith' ? on.startsWith(arg) : on.endsWith(arg));
  }
  if (predicate.op === '!') return !evaluateTocPredicate(predicate.arg, heading);
  const left = evaluateTocPredicate(predicate.left, heading);
  // Short-circuits as && and || do: the right side is not looked at when the left decides.
  if (predicate.op === '&&') return left ? evaluateTocPredicate(predicate.right, heading) : left;
  if (predicate.op === '||') return left ? left : evaluateTocPredicate(predicate.right, heading);
  const right = evaluateTocPredicate(predicate.right, heading);
  const [a, b] = [left as number, right as number];
  switch (predicate.op) {
    case '===': return a === b;
    case '!==': return a !== b;
    // eslint-disable-next-line eqeqeq
    case '==': return a == b;
    // eslint-disable-next-line eqeqeq
    case '!=': return a != b;
    case '<': return a < b;
    case '<=': return a <= b;
    case '>': return a > b;
    default: return a >= b;
  }
}
