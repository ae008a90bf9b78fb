/**
 * An `.mdx` body without JSX or expressions takes the fast Markdown parser, which passes HTML
 * through as it is. MDX itself refuses a tag left open (it is JSX there); passed through, an
 * open `<div>` would take in the rest of the page's markup. So on that path the HTML tags are
 * paired as MDX would pair them, and the first one left open or closed out of turn is reported.
 */
import type { Root } from 'mdast';

/** Elements HTML never closes; MDX accepts them written as `<br>` only when the fast path reads them. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
// A comment, or an opening/closing tag; attribute values may hold `>` inside quotes.
const TAG = /<!--[^]*?-->|<(\/?)([A-Za-z][\w.:-]*)((?:[^<>"']|"[^"]*"|'[^']*')*?)(\/?)>/g;

/** What to do about an unpaired tag, naming the tag (`problem.tag`) so the fix can be typed as it reads. */
export function unpairedHint(problem: TagProblem): string {
  return `in MDX every tag is closed: add the closing tag (\`</${problem.tag}>\`) or write it self-closing (\`<${problem.tag} />\`); escape a literal \`<\` as \`\\<\``;
}

export interface TagProblem {
  line: number;
  column: number;
  message: string;
  /** The tag the message is about. */
  tag: string;
}

type Node = { type: string; value?: string; children?: Node[]; position?: { start: { line: number; column: number } } };

/** The first unpaired tag of the body's HTML, or null; lines are the body's own. */
export function findUnpairedTag(tree: Root): TagProblem | null {
  const open: { name: string; line: number; column: number }[] = [];
  // Depth first, in document order, without recursion (trees may be deep).
  const stack: Node[] = [tree as Node];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'html' && typeof node.value === 'string') {
      const at = node.position?.start ?? { line: 1, column: 1 };
      const text = node.value;
      // Lines are counted from the previous tag on: one HTML block of thousands of tags (a
      // generated page without blank lines) took a minute when each tag counted from the top.
      let nextBreak = text.indexOf('\n');
      let lines = 0;
      let lineStart = -1;
      for (const m of text.matchAll(TAG)) {
        if (!m[2] || m[4] || VOID.has(m[2].toLowerCase())) continue;
        while (nextBreak !== -1 && nextBreak < m.index) {
          lines++;
          lineStart = nextBreak;
          nextBreak = text.indexOf('\n', nextBreak + 1);
        }
        const line = at.line + lines;
        const column = lineStart >= 0 ? m.index - lineStart : at.column + m.index;
        if (!m[1]) open.push({ name: m[2], line, column });
        else if (open.at(-1)?.name === m[2]) open.pop();
        else if (open.length > 0) return unclosed(open.at(-1)!, ` before \`</${m[2]}>\``);
        else return { line, column, tag: m[2], message: `Unexpected closing tag \`</${m[2]}>\`: no \`<${m[2]}>\` is open` };
      }
    }
    const children = node.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  const last = open.at(-1);
  return last ? unclosed(last) : null;
}

/** The problem of a tag opened at its place and never closed (`before`: what came instead). */
const unclosed = (tag: { name: string; line: number; column: number }, before = ''): TagProblem =>
  ({ line: tag.line, column: tag.column, tag: tag.name, message: `Expected a closing tag for \`<${tag.name}>\`${before}` });
