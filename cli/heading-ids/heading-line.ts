/**
 * Writing an explicit id (`{#id}`) into the source line of one Markdown heading, leaving every
 * other byte of the line as it was: its prefix (block quote, list marker), a closing `##`
 * sequence, trailing blanks and its line ending.
 */

// Block quote and list markers a heading may stand behind, then the ATX opening sequence.
const ATX = /^((?:[ \t]*>[ \t]?)*[ \t]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)*)(#{1,6})([ \t].*|)$/;
const SETEXT_UNDERLINE = /^(?:[ \t]*>[ \t]?)*[ \t]{0,3}(?:=+|-+)[ \t]*$/;
const CLOSING = /(^|[ \t]+)#+$/;
// `{#id}`, `\{#id}` (escaped for MDX) or Docusaurus 3.10's `{/* #id */}` at the end of the text.
const EXISTING_ID = /([ \t]*)(\\?\{#[^{}\s]*\}|\{\s*\/\*\s*#[^]*?\*\/\s*\})$/;
/** How many lines a setext heading's text may run before its underline is looked for no further. */
const SETEXT_REACH = 40;

/** What happened to a heading's line. */
export type HeadingLineEdit =
  | { kind: 'changed'; line: number; text: string }
  | { kind: 'kept' }
  | { kind: 'not-a-heading' };

/** How the id is written: MDX reads a bare `{#id}` anywhere but at the end of an ATX line as an expression. */
export interface IdStyle { mdx: boolean; overwrite: boolean }

/**
 * The edit giving the heading that starts on `lines[start]` (0-based, each line without its
 * "\n", a CR kept) the id `id`. An id already written is kept unless `overwrite`.
 */
export function editHeadingLine(lines: readonly string[], start: number, id: string, style: IdStyle): HeadingLineEdit {
  const first = lines[start];
  if (first === undefined) return { kind: 'not-a-heading' };
  const atx = ATX.exec(withoutCr(first).text);
  if (atx) return editAtx(first, start, atx, id, style);
  for (let i = start + 1; i < lines.length && i <= start + SETEXT_REACH; i++) {
    const line = withoutCr(lines[i]).text;
    if (line.trim() === '') break;
    if (SETEXT_UNDERLINE.test(line)) return editText(lines[i - 1], i - 1, '', id, { ...style, escape: style.mdx });
  }
  return { kind: 'not-a-heading' };
}

/** Strips an explicit id from the heading on `lines[start]`, as editHeadingLine finds it; null when it has none. */
export function withoutExplicitId(lines: readonly string[], start: number): { line: number; text: string } | null {
  const edit = editHeadingLine(lines, start, '', { mdx: false, overwrite: true });
  return edit.kind === 'changed' ? edit : null;
}

function editAtx(raw: string, at: number, m: RegExpExecArray, id: string, style: IdStyle): HeadingLineEdit {
  const [, prefix, hashes, rest] = m;
  const { cr } = withoutCr(raw);
  const blanks = /[ \t]*$/.exec(rest)?.[0] ?? '';
  let content = rest.slice(0, rest.length - blanks.length);
  const closing = CLOSING.exec(content);
  let tail = blanks;
  if (closing) {
    tail = content.slice(closing.index) + blanks;
    content = content.slice(0, closing.index);
  }
  // Only a `{#id}` ending an unprefixed ATX line is made text by the build's MDX pre-pass.
  const escape = style.mdx && (tail.trim() !== '' || !/^ {0,3}$/.test(prefix));
  return editText(prefix + hashes + content + tail + cr, at, tail + cr, id, { ...style, escape });
}

/** Puts the id at the end of the line's text, before `tail` (closing sequence, blanks, CR). */
function editText(raw: string, at: number, tail: string, id: string, style: IdStyle & { escape: boolean }): HeadingLineEdit {
  let body = raw.slice(0, raw.length - tail.length);
  let end = tail;
  if (!tail) {
    const { text, cr } = withoutCr(raw);
    const blanks = /[ \t]*$/.exec(text)?.[0] ?? '';
    body = text.slice(0, text.length - blanks.length);
    end = blanks + cr;
  }
  const existing = EXISTING_ID.exec(body);
  if (existing && !style.overwrite) return { kind: 'kept' };
  const base = existing ? body.slice(0, existing.index) : body;
  // An existing id keeps its own spacing and escaping; a new one gets one space before it.
  const gap = existing ? existing[1] || ' ' : ' ';
  const written = id === '' ? '' : `${gap}${style.escape || existing?.[2].startsWith('\\') ? '\\' : ''}{#${id}}`;
  const text = base + written + end;
  return text === raw ? { kind: 'kept' } : { kind: 'changed', line: at, text };
}

function withoutCr(line: string): { text: string; cr: string } {
  return line.endsWith('\r') ? { text: line.slice(0, -1), cr: '\r' } : { text: line, cr: '' };
}
