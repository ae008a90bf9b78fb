/**
 * Reads `export const title = '…'` and `export const description = '…'` from a React page's
 * source. Only string literals are read: the value must be known before any code runs, and a
 * computed one is reported rather than silently ignored.
 */
import { OpdocsError } from '../../errors.js';
import type { ReactPageMeta } from '../routes/page-routes.js';

const EXPORT = /^export\s+const\s+(title|description)\s*(?::\s*string\s*)?=\s*/gm;
const LITERAL = /^(?:'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\$]|\\.|\$(?!\{))*)`)/;

function unescape(body: string): string {
  return body.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|[\s\S])/g, (_, e: string) => {
    if (e[0] === 'u' || e[0] === 'x') return String.fromCodePoint(parseInt(e.replace(/[ux{}]/g, ''), 16));
    return ({ n: '\n', t: '\t', r: '\r' } as Record<string, string>)[e] ?? (e === '\n' ? '' : e);
  });
}

export function readReactPageMeta(source: string, file: string): { meta: ReactPageMeta; errors: OpdocsError[] } {
  const meta: ReactPageMeta = {};
  const errors: OpdocsError[] = [];
  for (const m of source.matchAll(EXPORT)) {
    const at = (m.index ?? 0) + m[0].length;
    const lit = LITERAL.exec(source.slice(at));
    const name = m[1] as 'title' | 'description';
    if (!lit) {
      const line = source.slice(0, m.index).split('\n').length;
      errors.push(new OpdocsError({
        file, line, column: 1,
        message: `the exported ${name} is not a plain string`,
        hint: `write it as a string literal, e.g. export const ${name} = 'My page'; opdocs reads it without running the page`,
      }));
      continue;
    }
    meta[name] = unescape(lit[1] ?? lit[2] ?? lit[3] ?? '');
  }
  return { meta, errors };
}
