/**
 * Checks on the raw text of Markdown files that the parser would otherwise accept silently:
 * bytes that are not UTF-8 (they would turn into U+FFFD), and an HTML comment that is never
 * closed (it would swallow the rest of the page).
 */
import { OpdocsError, positionAt } from '../../errors.js';
import { bodyOf } from '../parse/front-matter-block.js';

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
    // Well-formed in shape but refused by the decoder: overlong forms, code points past
    // U+10FFFF, and surrogates (ED A0–BF, what CESU-8 writers emit); missing them put the error at 1:1.
    const second = buf[i + 1];
    if ((b === 0xe0 && second < 0xa0) || (b === 0xed && second > 0x9f) || (b === 0xf0 && second < 0x90) || (b === 0xf4 && second > 0x8f)) return { line, column: col };
    if (b === 10) { line++; col = 1; } else col++;
    i += need + 1;
  }
  return null;
}

/** What a file that is not UTF-8 most likely is, and what to do about it. */
function notUtf8(buf: Uint8Array, file: string): { message: string; hint: string } {
  // Windows editors save "Unicode" as UTF-16 with a byte order mark.
  if ((buf[0] === 0xff && buf[1] === 0xfe) || (buf[0] === 0xfe && buf[1] === 0xff)) {
    return { message: 'file is UTF-16, not UTF-8', hint: 'save the file as UTF-8 in your editor, or convert it: iconv -f utf-16 -t utf-8' };
  }
  if (buf.subarray(0, 8192).includes(0)) {
    // The content folder's YAML and JSON files (_category_.yml, authors.yml) are read here too.
    return { message: `file is binary (it holds NUL bytes), not ${/\.mdx?$/i.test(file) ? 'Markdown ' : ''}text`, hint: 'remove it from the content folder, rename it, or leave it out with the section\'s "exclude" globs' };
  }
  return { message: 'file is not valid UTF-8 (it looks like Latin-1 or another legacy encoding)', hint: 'save the file as UTF-8 in your editor, or convert it: iconv -f latin1 -t utf-8' };
}

/** A UTF-16 surrogate half encoded as UTF-8 bytes at `at` (a lone one, or a pair CESU-8 style), which no decoder reads. */
function surrogateAt(buf: Uint8Array, at: { line: number; column: number }): { message: string; hint: string } | null {
  let i = 0;
  for (let line = 1; line < at.line && i < buf.length; i++) if (buf[i] === 10) line++;
  for (let col = 1; col < at.column && i < buf.length; col++) i += buf[i] < 0x80 ? 1 : buf[i] < 0xe0 ? 2 : buf[i] < 0xf0 ? 3 : 4;
  if (buf[i] !== 0xed || buf[i + 1] < 0xa0) return null;
  return {
    message: 'file is not valid UTF-8: it holds half of a UTF-16 surrogate pair encoded on its own (as CESU-8 or a lone "\\uD800" escape turned into bytes)',
    hint: 'delete or retype the character at this place, then save the file as UTF-8',
  };
}

/** Decodes a file as UTF-8; invalid bytes give an error naming the first one's position. */
export function decodeUtf8(file: string, buf: Uint8Array, errors: OpdocsError[]): string {
  let text: string;
  try {
    text = strict.decode(buf);
  } catch {
    const at = firstInvalidByte(buf) ?? { line: 1, column: 1 };
    const problem = surrogateAt(buf, at) ?? notUtf8(buf, file);
    errors.push(new OpdocsError({ file, ...at, ...problem }));
    // Binary or UTF-16 bytes read as UTF-8 are noise: parsing them only adds made-up syntax
    // errors after the one that matters. Latin-1 text is still text, worth checking on.
    return problem.message.startsWith('file is not valid UTF-8') ? lossy.decode(buf) : '';
  }
  // The decoder drops a leading byte order mark; one further on comes from joining two files,
  // and hides the Markdown of its line (`\uFEFF## Setup` is a paragraph, not a heading). JSON and
  // YAML parsers name its place themselves, and a JSON string may hold it as data.
  const bom = /\.mdx?$/i.test(file) ? text.indexOf('\uFEFF') : -1;
  if (bom >= 0) {
    errors.push(new OpdocsError({
      file, ...positionAt(text, bom), unchecked: true,
      message: 'file holds a byte order mark (U+FEFF) after its start, an invisible character that stops a heading or list on its line from being read; it is removed',
      hint: 'delete the character (it often comes from joining two files that each began with one)',
    }));
    text = text.replaceAll('\uFEFF', '');
  }
  // Valid UTF-8 may still hold a stray NUL (a bad paste, a corrupted save). CommonMark turns it
  // into U+FFFD in the body, but the description and search text would carry it raw into the
  // HTML, where browsers drop it. Docusaurus builds such a file, so this is a warning.
  const nul = text.indexOf('\0');
  if (nul < 0) return text;
  errors.push(new OpdocsError({
    file, ...positionAt(text, nul), unchecked: true,
    message: 'file holds a NUL character (U+0000), which text never has; it is replaced with U+FFFD (�)',
    hint: 'delete the character (editors often show it as ^@ or NUL)',
  }));
  return text.replaceAll('\0', '\ufffd');
}

/** An error for the first `<!--` outside code that has no `-->` after it. */
export function checkUnclosedComment(file: string, text: string, lineOffset = 0): OpdocsError[] {
  // Most pages have no comment at all.
  if (!text.includes('<!--')) return [];
  const lines = text.split('\n');
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    // Fences inside list items and block quotes are indented past three spaces, or quoted: what
    // they hold is code too (an XML sample's `<!--` closed by an escaped `--&gt;`).
    const fenceMatch = /^[ \t>]*(`{3,}|~{3,})([^\n]*)$/.exec(lines[i]);
    // "``` x ```" on a line of its own is inline code, not a fence.
    if (fenceMatch && !(fence === null && fenceMatch[1][0] === '`' && fenceMatch[2].includes('`'))) {
      const [, mark, rest] = fenceMatch;
      if (fence === null) fence = mark;
      else if (mark[0] === fence[0] && mark.length >= fence.length && /^[ \t\r]*$/.test(rest)) fence = null;
      continue;
    }
    if (fence !== null) continue;
    // `\<!--` is an escaped `<`, shown as text by Markdown and MDX alike.
    const plain = lines[i].replace(/`+[^`]*`+/g, '').replaceAll('\\<', '\\ ');
    const open = plain.lastIndexOf('<!--');
    if (open < 0 || plain.indexOf('-->', open + 4) >= 0) continue;
    const rest = lines.slice(i + 1).join('\n');
    if (rest.includes('-->')) continue;
    return [new OpdocsError({
      file, line: i + 1 + lineOffset, column: lines[i].search(/(?<!\\)<!--/) + 1,
      message: 'HTML comment `<!--` is never closed, so it hides the rest of the page',
      hint: 'close it with `-->`, or write `&lt;!--` to show the characters',
    })];
  }
  return [];
}

/**
 * A warning for a code fence (``` or ~~~) that is never closed: CommonMark, and Docusaurus,
 * show the rest of the page as code, its headings and links gone, without a word. A fence
 * closes only with its own character, at least as long, and nothing after it.
 */
export function checkUnclosedFence(file: string, text: string, lineOffset = 0, mdx = false): OpdocsError[] {
  if (!text.includes('```') && !text.includes('~~~')) return [];
  // Only the lines that look like fences matter: one scan for them, not a split of the whole
  // file (this runs on every file at every watch rebuild). MDX has no indented code, so there a
  // fence opens and closes at any indent (one under a JSX tag, closed at the margin).
  let open: { mark: string; length: number; at: number } | null = null;
  for (const m of text.matchAll(mdx ? /^[ \t]*(`{3,}|~{3,})([^\n]*)$/gm : /^ {0,3}(`{3,}|~{3,})([^\n]*)$/gm)) {
    const rest = m[2].replace(/\r$/, '');
    if (open) {
      if (m[1][0] === open.mark && m[1].length >= open.length && /^[ \t]*$/.test(rest)) open = null;
      continue;
    }
    // A backtick fence's info string holds no backtick: "``` x ```" is inline code.
    if (!(m[1][0] === '`' && rest.includes('`'))) open = { mark: m[1][0], length: m[1].length, at: m.index! + m[0].indexOf(m[1]) };
  }
  if (!open) return [];
  const { line, column } = positionAt(text, open.at);
  // A fence is written out in the message while it is short enough to read; a run of 100,000
  // backticks filled the terminal with one warning.
  const fence = open.length <= 12 ? open.mark.repeat(open.length)
    : `${open.mark.repeat(3)}… (${open.length.toLocaleString('en')} ${open.mark === '`' ? 'backticks' : 'tildes'})`;
  // Nothing after it: no text is lost, the reader sees an empty code block (often a close
  // written once too often).
  const end = text.indexOf('\n', open.at);
  if (end < 0 || !text.slice(end).trim()) {
    return [new OpdocsError({
      file, line: line + lineOffset, column, unchecked: true,
      message: `the ${fence} here, on the page's last line, opens a code block that stays empty`,
      hint: 'delete the line if it was meant to close a block above, or put the code after it and close it',
    })];
  }
  return [new OpdocsError({
    file, line: line + lineOffset, column, unchecked: true,
    message: `the code block opened with ${fence} here is never closed, so the rest of the page is shown as code`,
    hint: open.length <= 12 ? `close it with a line of ${fence} after the code` : `close it with a line of as many ${open.mark === '`' ? 'backticks' : 'tildes'} after the code`,
  })];
}

/**
 * The checks of this file on a Markdown file's raw text: an unclosed comment (an error) or code
 * fence (a warning). `mdx`: the file is read as MDX (isReadAsMdx).
 */
export function checkUnclosedBlocks(file: string, text: string, mdx = false): OpdocsError[] {
  // Front matter is YAML, not Markdown: a title such as "Comments start with <!--" is plain text.
  const { body, lineOffset } = bodyOf(text);
  return [...checkUnclosedComment(file, body, lineOffset), ...checkUnclosedFence(file, body, lineOffset, mdx)];
}
