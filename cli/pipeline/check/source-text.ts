/**
 * Checks on the raw text of Markdown files that the parser would otherwise accept silently:
 * bytes that are not UTF-8 (they would turn into U+FFFD), and an HTML comment that is never
 * closed (it would swallow the rest of the page).
 */
import { OpdocsError } from '../../errors.js';

const strict = new TextDecoder('utf-8', { fatal: true });
const lossy = new TextDecoder('utf-8');

/** 1-based line and column of the first byte that is not valid UTF-8, or null. */
function firstInvalidByte(buf: Uint8Array): { line: number; column: number } | null {
  let line = 1;
  let col = 1;
  for (let i = 0; i < buf.length;) {
    const b = buf[i];
    const need = b < 0x80 ? 0 : b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
    if (need < 0) return { line, column: col };
    for (let k = 1; k <= need; k++) if ((buf[i + k] & 0xc0) !== 0x80) return { line, column: col };
    if (b === 10) { line++; col = 1; } else col++;
    i += need + 1;
  }
  return null;
}

/** What a file that is not UTF-8 most likely is, and what to do about it. */
function notUtf8(buf: Uint8Array): { message: string; hint: string } {
  // Windows editors save "Unicode" as UTF-16 with a byte order mark.
  if ((buf[0] === 0xff && buf[1] === 0xfe) || (buf[0] === 0xfe && buf[1] === 0xff)) {
    return { message: 'file is UTF-16, not UTF-8', hint: 'save the file as UTF-8 in your editor, or convert it: iconv -f utf-16 -t utf-8' };
  }
  if (buf.subarray(0, 8192).includes(0)) {
    return { message: 'file is binary (it holds NUL bytes), not Markdown text', hint: 'remove it from the content folder, rename it, or leave it out with the section\'s "exclude" globs' };
  }
  return { message: 'file is not valid UTF-8 (it looks like Latin-1 or another legacy encoding)', hint: 'save the file as UTF-8 in your editor, or convert it: iconv -f latin1 -t utf-8' };
}

/** Decodes a file as UTF-8; invalid bytes give an error naming the first one's position. */
export function decodeUtf8(file: string, buf: Uint8Array, errors: OpdocsError[]): string {
  try {
    return strict.decode(buf);
  } catch {
    const at = firstInvalidByte(buf) ?? { line: 1, column: 1 };
    errors.push(new OpdocsError({ file, ...at, ...notUtf8(buf) }));
    return lossy.decode(buf);
  }
}

/** An error for the first `<!--` outside code that has no `-->` after it. */
export function checkUnclosedComment(file: string, text: string, lineOffset = 0): OpdocsError[] {
  // Most pages have no comment at all.
  if (!text.includes('<!--')) return [];
  const lines = text.split('\n');
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const fenceMatch = /^ {0,3}(`{3,}|~{3,})/.exec(lines[i]);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1][0];
      else if (fenceMatch[1][0] === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const plain = lines[i].replace(/`+[^`]*`+/g, '');
    const open = plain.lastIndexOf('<!--');
    if (open < 0 || plain.indexOf('-->', open + 4) >= 0) continue;
    const rest = lines.slice(i + 1).join('\n');
    if (rest.includes('-->')) continue;
    return [new OpdocsError({
      file, line: i + 1 + lineOffset, column: lines[i].indexOf('<!--') + 1,
      message: 'HTML comment `<!--` is never closed, so it hides the rest of the page',
      hint: 'close it with `-->`, or write `&lt;!--` to show the characters',
    })];
  }
  return [];
}
