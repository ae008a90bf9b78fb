/**
 * MDX 1 read a block that starts with a tag as JSX up to the next blank line, as CommonMark
 * reads an HTML block, so a tag line indented four spaces right under it was more of that JSX:
 *
 *     <Tabs values={[…]}>
 *         <TabItem value="a">
 *
 * With `markdown.mdx1Compat.text` opdocs reads indented code as MDX 1 did (mdx1-text.ts), and the
 * grammar would take that `<TabItem>` line for a code block and then stop at its `</TabItem>`.
 * Such a line is moved back to its neighbour's indent before parsing; the line count is kept,
 * so every position after it stays right. So is any other line of a block that a tag line at the
 * margin starts, up to its blank line: text and closing tags indented under a tag that carries a
 * JSX attribute (`<summary className="x">`) were JSX too, where the grammar took them for code
 * and then missed the closing tag.
 */

const FENCE = /^[ \t]*(?:>[ \t]*)*(`{3,}|~{3,})/;
const TAG_LINE = /^<\/?[A-Za-z]/;

/** Width of a line's leading white space, a tab counting as four columns. */
export function indentOf(line: string): number {
  let width = 0;
  for (const c of line) {
    if (c === ' ') width++;
    else if (c === '\t') width += 4 - (width % 4);
    else break;
  }
  return width;
}

/** Whether a line (not indented as code itself) is, or ends, a JSX tag that begins a block. */
function isJsxLine(line: string): boolean {
  const body = line.trim();
  if (body === '' || body.startsWith('>')) return false;
  return TAG_LINE.test(body) || body.endsWith('>');
}

/** The body with each tag line that MDX 1 saw as part of the JSX block above it taken out of code indentation. */
export function outdentTagsUnderJsx(text: string): string {
  if (!/\n(?: {4}|\t)/.test(text) || !/(?:^|\n)[ \t]*<[A-Za-z/]/.test(text)) return text;
  const lines = text.split('\n');
  let fence: { char: string; size: number } | null = null;
  let changed = false;
  // Indent of the tag line at the margin whose block (up to a blank line) holds this line.
  let blockIndent = -1;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const marker = FENCE.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence.char && marker.length >= fence.size && line.slice(line.indexOf(marker) + marker.length).trim() === '') fence = null;
      continue;
    }
    if (marker) {
      fence = { char: marker[0], size: marker.length };
      blockIndent = -1;
      continue;
    }
    const indent = indentOf(line);
    if (line.trim() === '') blockIndent = -1;
    else if (indent < 4 && blockIndent < 0 && TAG_LINE.test(line.trimStart())) blockIndent = indent;
    if (i === 0 || indent < 4) continue;
    if (blockIndent >= 0) {
      lines[i] = ' '.repeat(blockIndent) + line.trimStart();
      changed = true;
      continue;
    }
    if (!TAG_LINE.test(line.trimStart())) continue;
    const above = lines[i - 1];
    const aboveIndent = indentOf(above);
    // A line above that is code itself makes this one more of that code block.
    if (aboveIndent >= 4 || !isJsxLine(above)) continue;
    lines[i] = ' '.repeat(aboveIndent) + line.trimStart();
    changed = true;
  }
  return changed ? lines.join('\n') : text;
}
