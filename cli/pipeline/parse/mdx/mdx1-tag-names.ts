/**
 * MDX 1 took `<` as the start of a tag only before a name of letters, digits and `-`, so
 * `replace <client_id> and <client_secret>` was text there; MDX 2 reads both as JSX tags and
 * stops at the unclosed one. For `markdown.mdx1Compat.text` (mdx1-text.ts) such a `<` in prose
 * is escaped before the body is parsed; code (fences, code spans, `{…}`) is left as written.
 */
import { isEscaped } from './escaped';

/** `<` or `</` and the name MDX 2 would read after it. */
const TAG_START = /<\/?([A-Za-z_$][\w$.:-]*)/g;
const FENCE = /^[ \t]*(?:>[ \t]*)*(`{3,}|~{3,})/;


/** The body with a `\` before each `<` that starts a name holding `_`, outside code. */
export function escapeUnderscoreTagNames(text: string): string {
  if (!/<\/?[\w$.:-]*_/.test(text)) return text;
  const code = codeRanges(text);
  let out = '';
  let last = 0;
  let r = 0;
  for (const m of text.matchAll(TAG_START)) {
    const at = m.index;
    while (r < code.length && code[r][1] <= at) r++;
    if (r < code.length && code[r][0] <= at) continue;
    // `<first_last@example.org>` is an email autolink; mdx1-text.ts turns it into a link.
    if (!m[1].includes('_') || isEscaped(text, at) || text[at + m[0].length] === '@') continue;
    out += `${text.slice(last, at)}\\`;
    last = at;
  }
  return out + text.slice(last);
}

/** Sorted [start, end) offsets of fenced code blocks, code spans and `{…}` expressions. */
function codeRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  let fence: { char: string; size: number } | null = null;
  let lineStart = 0;
  let resumeAt = 0;
  while (lineStart <= text.length) {
    const nl = text.indexOf('\n', lineStart);
    const lineEnd = nl < 0 ? text.length : nl;
    const line = text.slice(lineStart, lineEnd);
    const found = FENCE.exec(line);
    const marker = found?.[1];
    if (fence) {
      ranges.push([lineStart, lineEnd]);
      // A closing fence has nothing after its run (an info string would make it an opener).
      if (marker && marker[0] === fence.char && marker.length >= fence.size && line.slice(found![0].length).trim() === '') fence = null;
    } else if (marker && lineStart >= resumeAt) {
      fence = { char: marker[0], size: marker.length };
      ranges.push([lineStart, lineEnd]);
    } else {
      resumeAt = Math.max(resumeAt, scanInline(text, Math.max(lineStart, resumeAt), lineEnd, ranges));
    }
    if (nl < 0) break;
    lineStart = nl + 1;
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}

/**
 * Adds the code spans and expressions that start on one line (they may end on a later one);
 * returns where scanning may go on, past the last of them.
 */
function scanInline(text: string, from: number, lineEnd: number, ranges: [number, number][]): number {
  let i = from;
  while (i < lineEnd) {
    const c = text[i];
    if ((c !== '`' && c !== '{') || isEscaped(text, i)) {
      i++;
      continue;
    }
    const end = c === '`' ? codeSpanEnd(text, i) : braceEnd(text, i);
    if (end < 0) {
      i++;
      while (c === '`' && text[i] === '`') i++;
      continue;
    }
    ranges.push([i, end]);
    i = end;
  }
  return i;
}

/** End of the code span opened by the backtick run at `i`, within its paragraph; -1 when unclosed. */
function codeSpanEnd(text: string, i: number): number {
  let size = 0;
  while (text[i + size] === '`') size++;
  const paragraphEnd = text.slice(i).search(/\n[ \t]*\n/);
  const limit = paragraphEnd < 0 ? text.length : i + paragraphEnd;
  const close = new RegExp(`(?<!\`)\`{${size}}(?!\`)`, 'g');
  close.lastIndex = i + size;
  const found = close.exec(text);
  return found && found.index < limit ? close.lastIndex : -1;
}

/** End (after the `}`) of the expression opened at `i`; -1 when it is never closed. */
function braceEnd(text: string, i: number): number {
  let depth = 0;
  for (let j = i; j < text.length; j++) {
    if (isEscaped(text, j)) continue;
    if (text[j] === '{') depth++;
    else if (text[j] === '}' && --depth === 0) return j + 1;
  }
  return -1;
}
