/**
 * Markdown text as MDX 1 read it, for sites written for Docusaurus 2 (`markdown.mdx1Compat.text`).
 * MDX 1 ran code only inside JSX: a `{` in Markdown text was text (`### Level 2 { Day Projects }`,
 * GitBook's `{% hint %}`), so was a `<` that starts no tag (`a <= b`), and `<https://…>` was a
 * link. MDX 2 and later read every `{` as an expression and every `<` as a tag, so such pages
 * stop with a syntax error, in Docusaurus 3 as here. With the setting, a body is parsed by the
 * MDX grammar as usual, and then:
 * - where the grammar stops at a `{` or `<` that starts no valid expression or tag, that one
 *   character is escaped (an autolink becomes a link) and the body parsed again, so valid MDX
 *   never changes meaning;
 * - an expression in Markdown text, or a block of its own outside JSX, is shown as the text it
 *   was written as (textOutsideJsx);
 * - before that, a `<` before a name holding `_` (`<client_id>`), no tag in MDX 1, is made text
 *   in prose (mdx1-tag-names.ts);
 * - an opening tag that starts a line and is left open in that line's paragraph gets a line
 *   break after it, so the element spans the blocks down to its closing tag, as in MDX 1, and
 *   so does a closing tag that starts a line and is followed by text;
 * - a block indented four spaces is code, as in MDX 1 (MDX 2 dropped indented code), but a tag
 *   line right under a line of JSX is not (mdx1-tag-indent.ts);
 * - an HTML element with no blank line inside holds text and inline elements, no paragraphs
 *   (mdx1-jsx-block.ts);
 * - `{cond && <tag>` … `</tag>}` around Markdown blocks is the element, shown when the
 *   condition holds, holding that Markdown (mdx1-conditional.ts);
 * - a closing tag indented into the list item above it closes the tag opened outside that
 *   list, as in MDX 1 (mdx1-container-close.ts).
 */
import type { Parent, Root, RootContent } from 'mdast';
import { parseMdxTree, type MdxSyntaxError } from './mdx-tree';
import { createPositionFinder } from '../source-positions';
import { escapeUnderscoreTagNames } from './mdx1-tag-names';
import { outdentTagsUnderJsx } from './mdx1-tag-indent';
import { outdentClosingTagOutOfContainer } from './mdx1-container-close';
import { jsxBlocksAsMdx1 } from './mdx1-jsx-block';
import { conditionalBlocksAsJsx, liftConditions } from './mdx1-conditional';
import { isEscaped } from './escaped';

/** A body with more of these than this is reported as it is: it is not MDX 1 either. */
const MAX_FIXES = 200;
const BRACE_ERROR = /expression|brace/i;
// What the grammar says at a `<` that starts no name: `a <= b`, `x<3`, `<https://…>`, `<me@x.org>`,
// and at a dotted name that goes wrong (`Partial<Config.Options\>`): MDX 1 took only HTML's tag
// names, which have no dot, so such a `<` was text. So it was where a name is followed by what
// no HTML attribute is (`Omit<Spring and Timing, "toValue">`, `Fn<A , B>`: a comma, a quote).
// A tag a table row or heading ends inside (`| <a` with its attributes on the lines below, as
// HTML converted from a wiki has it) meets the end of that line's text: MDX 1 had no tag there either.
const ANGLE_ERROR = /^MDX syntax error: Unexpected (character .*|end of file) (before name|before local name|in local name|after local name|in name|before member name|in member name|after name|after member name|before attribute name|in attribute name|after attribute name|before attribute value|in attribute value)/;
const AUTOLINK = /^<((?:https?|ftp|mailto):[^\s<>]*|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)>/i;


/** The `{` that opens the expression the grammar stopped in: the nearest unmatched one before `from`. */
function openingBrace(text: string, from: number): number {
  let depth = 0;
  for (let i = Math.min(from, text.length - 1); i >= 0; i--) {
    const c = text[i];
    if ((c !== '{' && c !== '}') || isEscaped(text, i)) continue;
    if (c === '}') depth++;
    else if (depth === 0) return i;
    else depth--;
  }
  return -1;
}

/**
 * The `{` to make text when no unmatched one precedes `from`: the grammar may run on past a
 * balanced `{Thread A | Thread B}` whose inside is no JavaScript, and stop lines later ("lazy
 * line in expression"); the nearest `{` before that place is the one it began at.
 */
function lastBrace(text: string, from: number): number {
  for (let i = Math.min(from, text.length - 1); i >= 0; i--) if (text[i] === '{' && !isEscaped(text, i)) return i;
  return -1;
}

// MDX 1 read a line that starts with a tag as a block of JSX, whatever followed on it
// (`<details> <summary>With `code`</summary>`, closed by a `</details>` lines further down);
// MDX 2 reads such a line as a paragraph, in which the tag must close.
const UNCLOSED_IN_PARAGRAPH = /^MDX syntax error: Expected a closing tag for `<[^`]*>` \((\d+):(\d+)-(\d+):(\d+)\) before the end of `paragraph`/;

/** The body with a line break after the opening tag that starts its line, or null when it does not start one. */
function splitAfterOpeningTag(text: string, match: RegExpExecArray): string | null {
  const find = createPositionFinder(text, 0);
  const start = find.offsetOf(Number(match[1]), Number(match[2]));
  const end = find.offsetOf(Number(match[3]), Number(match[4]));
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const indent = text.slice(lineStart, start);
  const lineEnd = text.indexOf('\n', end) < 0 ? text.length : text.indexOf('\n', end);
  if (!/^[ \t]*$/.test(indent) || text.slice(end, lineEnd).trim() === '') return null;
  return `${text.slice(0, end)}\n${indent}${text.slice(end).replace(/^[ \t]+/, '')}`;
}

// The same block read from its other end: a line that starts with a closing tag and goes on in
// text (`</a>) => JSX | null` under a `<a>` opened on a line of its own) is a paragraph to MDX 2,
// which then lacks the opening tag.
const CLOSED_IN_PARAGRAPH = /^MDX syntax error: Expected the closing tag `<\/[^`]*>` either after the end of `paragraph`/;

/** The body with a line break after the closing tag that starts its line at `at`, or null when it does not start one. */
function splitAfterClosingTag(text: string, at: number): string | null {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const indent = text.slice(lineStart, at);
  const tag = /^<\/[^<>\s]*\s*>/.exec(text.slice(at));
  if (!tag || !/^[ \t]*$/.test(indent)) return null;
  const end = at + tag[0].length;
  const lineEnd = text.indexOf('\n', end) < 0 ? text.length : text.indexOf('\n', end);
  if (text.slice(end, lineEnd).trim() === '') return null;
  return `${text.slice(0, end)}\n${indent}${text.slice(end).replace(/^[ \t]+/, '')}`;
}

/**
 * The body with a closing tag that ends its line's text (`**Figure** : caption </p>`, closing a
 * `<p>` opened lines above) put on a line of its own, or null when the tag does not end the line:
 * MDX 1 joined the JSX around the paragraph into one element.
 */
function splitBeforeClosingTag(text: string, at: number): string | null {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const lineEnd = text.indexOf('\n', at) < 0 ? text.length : text.indexOf('\n', at);
  const tag = /<\/[^<>\s]*\s*>[ \t]*$/.exec(text.slice(lineStart, lineEnd));
  if (!tag || tag.index === 0 || !text.slice(lineStart, lineStart + tag.index).trim()) return null;
  const indent = /^[ \t]*/.exec(text.slice(lineStart))![0];
  const start = lineStart + tag.index;
  return `${text.slice(0, start).replace(/[ \t]+$/, '')}\n${indent}${text.slice(start)}`;
}

// A namespaced name (`<HOST:PORT>`, `<ftp:y>`) is JSX to MDX 2, but MDX 1 took only HTML's tag
// names: to it such a `<` was text, or an autolink.
const NAMESPACED = /^MDX syntax error: Expected a closing tag for `<[\w-]+:/;

/** The `<` the grammar stopped after, on the same line (it stops at the line's end when the line's construct ends there). */
function openingAngle(text: string, from: number): number {
  const last = Math.min(from, text.length - 1);
  for (let i = text[last] === '\n' ? last - 1 : last; i >= 0 && text[i] !== '\n'; i--) if (text[i] === '<' && !isEscaped(text, i)) return i;
  return -1;
}

/** The body with the character the grammar stopped at made text, or null when none is found. */
function fixAt(text: string, error: MdxSyntaxError): string | null {
  const positions = createPositionFinder(text, 0);
  const at = positions.offsetOf(error.line, error.column);
  const unclosed = UNCLOSED_IN_PARAGRAPH.exec(error.message);
  if (unclosed && NAMESPACED.test(error.message)) return angleAsText(text, positions.offsetOf(Number(unclosed[1]), Number(unclosed[2])));
  if (unclosed) return splitAfterOpeningTag(text, unclosed);
  if (CLOSED_IN_PARAGRAPH.test(error.message)) return splitAfterClosingTag(text, at) ?? splitBeforeClosingTag(text, at);
  const outdented = outdentClosingTagOutOfContainer(text, error.message, error.line);
  if (outdented !== null) return outdented;
  if (BRACE_ERROR.test(error.message)) {
    const open = openingBrace(text, at);
    const brace = open < 0 ? lastBrace(text, at) : open;
    return brace < 0 ? null : `${text.slice(0, brace)}\\${text.slice(brace)}`;
  }
  if (!ANGLE_ERROR.test(error.message)) return null;
  const angle = openingAngle(text, at);
  return angle < 0 ? null : angleAsText(text, angle);
}

/** The body with the `<` at `angle` made text, or the autolink it starts made a link. */
function angleAsText(text: string, angle: number): string {
  const link = AUTOLINK.exec(text.slice(angle));
  if (link) {
    const url = /^[a-z]+:/i.test(link[1]) ? link[1] : `mailto:${link[1]}`;
    return `${text.slice(0, angle)}[${link[1]}](${url})${text.slice(angle + link[0].length)}`;
  }
  return `${text.slice(0, angle)}\\${text.slice(angle)}`;
}

/**
 * parseMdxTree, with MDX 1's reading of text (see above). A problem that remains is reported as
 * the grammar found it (a column on a line where a character was escaped may be one further on).
 */
export function parseWithMdx1Text(markdown: string, math: boolean): { tree: Root } | { error: MdxSyntaxError } {
  let text = outdentTagsUnderJsx(escapeUnderscoreTagNames(conditionalBlocksAsJsx(markdown)));
  for (let round = 0; ; round++) {
    const parsed = parseMdxTree(text, math, true);
    if (!('error' in parsed)) {
      liftConditions(parsed.tree);
      jsxBlocksAsMdx1(parsed.tree, text);
      textOutsideJsx(parsed.tree);
      return parsed;
    }
    const fixed = round < MAX_FIXES ? fixAt(text, parsed.error) : null;
    if (fixed === null) return parsed;
    text = fixed;
  }
}

const JSX = new Set(['mdxJsxTextElement', 'mdxJsxFlowElement']);

/**
 * Expressions MDX 1 showed as text become text: one in Markdown text (a paragraph, a heading, a
 * table cell; in MDX 1 Markdown inside JSX was Markdown too), and a block of its own outside
 * every JSX element. A JSX element's direct `{…}` child stays code, as it was in MDX 1.
 */
function textOutsideJsx(parent: Parent, inJsx = false): void {
  const parentIsJsx = JSX.has(parent.type);
  parent.children = parent.children.map((child) => {
    const literal = (child.type === 'mdxTextExpression' && !parentIsJsx) || (child.type === 'mdxFlowExpression' && !inJsx);
    if (literal) {
      const text = { type: 'text' as const, value: `{${(child as { value: string }).value}}`, position: child.position };
      return (child.type === 'mdxFlowExpression' ? { type: 'paragraph', children: [text], position: child.position } : text) as RootContent;
    }
    if ('children' in child) textOutsideJsx(child as Parent, inJsx || JSX.has(child.type));
    return child;
  }) as RootContent[];
}
