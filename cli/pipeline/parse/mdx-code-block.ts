/**
 * Docusaurus unwraps a fence whose language is `mdx-code-block`: its content is read as part of
 * the document (imports, JSX), not shown as code. Sites use it to keep JSX away from tools that
 * only know Markdown. As there, the fence is three or four backticks after any spaces (in a
 * list item, say) with nothing after the word, and ends at the first line that is exactly the
 * same backticks after any spaces; one without such a line stays code. Docusaurus unwraps
 * them in the file's text, before any Markdown is read: inside other code too.
 */

const OPENER = /^ *(`{3,4}) *mdx-code-block\r?$/;

/**
 * When `lines[at]` opens an `mdx-code-block` fence, the index of the line that closes it;
 * otherwise null.
 */
export function mdxCodeBlockEnd(lines: readonly string[], at: number): number | null {
  const open = OPENER.exec(lines[at]);
  if (!open) return null;
  const closer = open[1];
  for (let i = at + 1; i < lines.length; i++) {
    const line = lines[i].endsWith('\r') ? lines[i].slice(0, -1) : lines[i];
    if (line.trimStart() === closer && /^ *`/.test(line)) return i;
  }
  return null;
}
