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
    if (e[0] === 'u' || e[0] === 'x') {
      const code = parseInt(e.replace(/[ux{}]/g, ''), 16);
      // Past U+10FFFF JavaScript refuses the escape too: the page would not compile.
      if (code > 0x10ffff) throw new RangeError(`\\${e} is past the last Unicode code point (\\u{10FFFF})`);
      return String.fromCodePoint(code);
    }
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
    try {
      meta[name] = unescape(lit[1] ?? lit[2] ?? lit[3] ?? '');
    } catch (err) {
      errors.push(new OpdocsError({
        file, line: source.slice(0, at).split('\n').length, column: 1,
        message: `the exported ${name} holds an invalid escape: ${(err as Error).message}`,
        hint: 'write the character itself, or an escape of a real one such as \\u00e9',
      }));
    }
  }
  return { meta, errors };
}

// `export default …`, `export { Page as default }`, `export { default } from './Home'`, and
// CommonJS' `module.exports =` (esbuild hands that over as the default export).
const DEFAULT_EXPORT = /\bexport\s+default\b|\bexport\s*\{[^}]*(?:\bas\s+(?:default\b|(['"])default\1)|(?:^|[{,\s])default\s*(?:[,}]|as\s+default\b))|\bmodule\.exports\s*=|\bexports\.default\s*=/;

/**
 * An error at a React page whose source has no default export. Rendering needs the component
 * from it; without this check the build failed at render time naming only the route, with a
 * stack into opdocs' own renderer.
 */
export function missingDefaultExport(source: string, file: string): OpdocsError | null {
  if (DEFAULT_EXPORT.test(source)) return null;
  const named = /^export\s+(?:async\s+)?(?:function\s*\*?|const|let|class)\s+([A-Z][\w$]*)/m.exec(source);
  return new OpdocsError({
    file, line: 1, column: 1,
    message: 'this React page has no default export, so there is no component to render',
    hint: named
      ? `export the page component as the default one: \`export default ${named[1]};\` at the end of the file, or \`export default function ${named[1]}\``
      : 'export the page component as the default one, e.g. `export default function Page() { … }`; a module that is not a page belongs outside the pages folder, or in a folder or file whose name starts with "_"',
  });
}
