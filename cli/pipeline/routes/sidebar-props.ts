/**
 * A sidebar item's `customProps` reach the page as JSON. A sidebars.js can give values JSON
 * cannot carry: a BigInt or an object that contains itself made JSON.stringify throw deep in
 * the build (an "opdocs bug"); they are the file's to fix, named at its `customProps`.
 */
import { OpdocsError } from '../../errors.js';
import { positionAt } from '../../text-position.js';

/** Why `value` cannot be written as JSON, in words ("holds a BigInt"), or null when it can. */
export function notJson(value: unknown): string | null {
  try {
    JSON.stringify(value);
    return null;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (/BigInt/i.test(message)) return 'hold a BigInt (a number written with "n"), which JSON cannot carry';
    if (/circular/i.test(message)) return 'contain themselves (an object that refers back to itself), which JSON cannot write out';
    return `cannot be written as JSON (${message})`;
  }
}

/** The error for the `nth` (0-based) `customProps` of the sidebars file `file` whose value is refused for `why`. */
export function customPropsError(file: string, text: string, nth: number, sidebar: string, why: string): OpdocsError {
  let at = -1;
  for (let i = 0; i <= nth; i++) {
    const next = text.indexOf('customProps', at + 1);
    if (next < 0) break;
    at = next;
  }
  return new OpdocsError({
    file, ...(at >= 0 ? positionAt(text, at) : { line: 1, column: 1 }),
    message: `sidebar "${sidebar}": customProps ${why}`,
    hint: 'give customProps text, numbers, true/false, null, lists and objects only, e.g. customProps: { badge: \'new\' }',
  });
}
