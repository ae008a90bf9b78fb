/**
 * Binary operators on static values (static-value.ts): comparisons and `+`, as JavaScript
 * computes them on strings, numbers and the like; other operators are reported, not guessed.
 */
import type { StaticResult } from './static-value';

const fail = (why: string): StaticResult => ({ ok: false, why });
const ok = (value: unknown): StaticResult => ({ ok: true, value });

/** Comparisons and `+` on static values; other operators are reported, not guessed. */
export function binary(operator: string, a: unknown, b: unknown): StaticResult {
  switch (operator) {
    case '===': return ok(a === b);
    case '!==': return ok(a !== b);
    // eslint-disable-next-line eqeqeq
    case '==': return ok(a == b);
    // eslint-disable-next-line eqeqeq
    case '!=': return ok(a != b);
    case '+':
      if (typeof a === 'number' && typeof b === 'number') return ok(a + b);
      if ((typeof a === 'string' || typeof a === 'number') && (typeof b === 'string' || typeof b === 'number')) return ok(`${a}${b}`);
      return fail('`+` on values that are not strings or numbers');
    case '<': case '>': case '<=': case '>=': {
      // Primitives compare as JavaScript compares them (a prop left out is undefined: false).
      const isPrimitive = (v: unknown) => v === null || (typeof v !== 'object' && typeof v !== 'function');
      if (!isPrimitive(a) || !isPrimitive(b)) return fail(`\`${operator}\` on an object`);
      const [x, y] = [a as number, b as number];
      return ok(operator === '<' ? x < y : operator === '>' ? x > y : operator === '<=' ? x <= y : x >= y);
    }
    default:
      return fail(`the operator ${operator}`);
  }
}

