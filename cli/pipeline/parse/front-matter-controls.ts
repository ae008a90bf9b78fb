/**
 * Control characters in front matter text. YAML's double-quoted escapes make them easy to write
 * by accident (`"C:\0ld"` holds U+0000), and a page cannot show them: HTML turns NUL into
 * U+FFFD, XML feeds refuse it, a search record carries it. They are dropped with a warning at
 * the value, so the page builds (as it does in Docusaurus) and the author learns why.
 */
import { OpdocsError } from '../../errors.js';
import type { PathSegment } from '../../config/schema-walk.js';

// C0 controls and DEL, except tab, line feed and carriage return, which are ordinary whitespace;
// and a lone surrogate (`"\uD800"`), which the page's UTF-8 writes as U+FFFD while its data
// keeps the escape, so the page and its hydration disagreed.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Where a value sits in the file, from the parsed YAML. */
type Locate = (path: PathSegment[], at: 'key' | 'value') => { line: number; column: number };

/** `value` with control characters removed from its strings, and one warning per string that held any. */
export function dropControlCharacters(value: unknown, file: string, locate: Locate): { value: unknown; warnings: OpdocsError[] } {
  const warnings: OpdocsError[] = [];
  const seen = new Set<object>();
  const visit = (node: unknown, path: PathSegment[]): unknown => {
    if (typeof node === 'string') {
      const found = node.match(CONTROL);
      if (!found) return node;
      const code = found[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
      const half = found[0] >= '\uD800' && found[0] <= '\uDFFF';
      warnings.push(new OpdocsError({
        file, ...locate(path, 'value'), unchecked: true,
        message: `front matter: ${describe(path)} holds ${half ? `U+${code}, a lone half of a surrogate pair` : `the control character U+${code}`}${found.length > 1 ? ` and ${found.length - 1} more` : ''}, which a page cannot show; it is removed`,
        hint: half ? 'write the character itself, or its whole code point as one escape (`"\\U0001F600"`), not half of a pair'
          : 'in double quotes a backslash starts an escape (`\\0` is U+0000): write `\\\\` for a backslash, or put the value in single quotes',
      }));
      return node.replace(CONTROL, '');
    }
    // In place, and each container once: an alias shares its anchor's node (even a cycle), and
    // rebuilding objects would turn an own `__proto__` key into a prototype.
    if (node && typeof node === 'object' && !(node instanceof Date) && !seen.has(node)) {
      seen.add(node);
      const record = node as Record<string, unknown>;
      for (const key of Object.keys(record)) {
        const item = record[key];
        const clean = visit(item, [...path, Array.isArray(node) ? Number(key) : key]);
        if (clean !== item) record[key] = clean;
      }
    }
    return node;
  };
  return { value: visit(value, []), warnings };
}

function describe(path: PathSegment[]): string {
  return `\`${path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${p}`)).join('')}\``;
}
