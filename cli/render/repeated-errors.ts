/**
 * A component every page draws (a swizzled TOC, a footer) that throws fails every page with
 * the same message at the same line: one error naming how many pages and a few of them says
 * it as well as a thousand, and leaves the other problems of the build on the screen.
 */
import { OpdocsError } from '../errors.js';

const RENDER_FAILED = /^rendering (\S+) failed: ([^]*)$/;
// Pages named in a merged error; the rest are counted.
const NAMED = 3;

/** `errors` with the render failures that differ only in their page merged into one, in first-seen order. */
export function mergeRepeatedRenderErrors(errors: OpdocsError[]): OpdocsError[] {
  const groups = new Map<string, { first: OpdocsError; what: string; paths: string[] }>();
  const out: (OpdocsError | string)[] = [];
  for (const error of errors) {
    const m = RENDER_FAILED.exec(error.message);
    if (!m) {
      out.push(error);
      continue;
    }
    const key = JSON.stringify([error.file, error.line, error.column, error.hint, m[2]]);
    const group = groups.get(key);
    if (group) group.paths.push(m[1]);
    else {
      groups.set(key, { first: error, what: m[2], paths: [m[1]] });
      out.push(key);
    }
  }
  return out.map((entry) => {
    if (typeof entry !== 'string') return entry;
    const { first, what, paths } = groups.get(entry)!;
    if (paths.length === 1) return first;
    const named = paths.slice(0, NAMED).join(', ') + (paths.length > NAMED ? ` and ${paths.length - NAMED} more` : '');
    return new OpdocsError({ file: first.file, line: first.line, column: first.column, hint: first.hint, message: `rendering ${paths.length} pages failed (${named}): ${what}` });
  });
}
