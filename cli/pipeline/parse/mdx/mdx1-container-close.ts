/**
 * A closing tag indented into the list item above it (`  </TabItem>` two blank lines under a
 * `- [link]` list, inside a `<TabItem>` opened at the margin) belongs to that list item for
 * MDX 2, which then finds no opening tag for it there. MDX 1 read a line that starts with a tag
 * as JSX whatever its indent, so Docusaurus 2 closed the outer tag. With
 * `markdown.mdx1Compat.text` such a line is moved out of that container (to its opening tag's indent, or the list
 * marker's), and the body
 * parsed again; the line count is kept, so every position stays right.
 */

import { indentOf } from './mdx1-tag-indent.js';

const CLOSED_IN_CONTAINER = /^MDX syntax error: Expected the closing tag `<\/([^`\s>]*)\s*>` either after the end of `(?:listItem|blockQuote)`/;

/** Index of the line above `from` that opens the `<name>` the closing tag on `from` matches, or -1. */
function openingLine(lines: string[], from: number, name: string): number {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const open = new RegExp(`<${escaped}(?=[\\s/>]|$)`, 'g');
  const close = new RegExp(`</${escaped}\\s*>`, 'g');
  let depth = 0;
  for (let i = from - 1; i >= 0; i--) {
    const opens = lines[i].match(open)?.length ?? 0;
    const closes = lines[i].match(close)?.length ?? 0;
    depth += closes - opens;
    if (depth < 0) return i;
  }
  return -1;
}

const CONTAINER_START = /^[ \t]*(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)|^[ \t]*>/;

/**
 * The indent to move the closing tag on line `at` to: its opening tag's, when that is shallower;
 * else (the opening tag is indented as deep, `  <TabItem>` over a list at the margin) that of the
 * shallowest list item or quote that starts between the two, which the tag then ends. -1 when neither is.
 */
function targetIndent(lines: string[], opener: number, at: number): number {
  const own = indentOf(lines[at]);
  const openIndent = indentOf(lines[opener]);
  if (openIndent < own) return openIndent;
  let best = -1;
  for (let i = opener + 1; i < at; i++) {
    if (!CONTAINER_START.test(lines[i])) continue;
    const indent = indentOf(lines[i]);
    if (indent < own && (best < 0 || indent < best)) best = indent;
  }
  return best;
}

/**
 * The body with the closing tag the grammar could not match (its message is `message`, its
 * line `line`, counted from 1) outdented out of the list item or quote (targetIndent), or null
 * when the message is another one, the line holds more than that tag, or no opening tag is found.
 */
export function outdentClosingTagOutOfContainer(text: string, message: string, line: number): string | null {
  const m = CLOSED_IN_CONTAINER.exec(message);
  if (!m) return null;
  const lines = text.split('\n');
  const at = line - 1;
  const own = lines[at];
  if (own === undefined || !new RegExp(`^[ \\t]*</${m[1].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*>[ \\t]*$`).test(own)) return null;
  const opener = openingLine(lines, at, m[1]);
  if (opener < 0) return null;
  const target = targetIndent(lines, opener, at);
  if (target < 0) return null;
  lines[at] = ' '.repeat(target) + own.trimStart();
  return lines.join('\n');
}
