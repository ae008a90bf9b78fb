/**
 * MDX 1 read an HTML element that starts a line as one block of JSX up to the next blank line:
 * what it held was JSX text and elements, never Markdown paragraphs, and JSX drops the line
 * breaks around them. A signature written across lines in a `<pre>`
 *
 *     <pre>
 *       (isMobile: boolean, appState:
 *       <a href="…">AppState</a>
 *       ) => JSX | null
 *     </pre>
 *
 * showed as one line in Docusaurus 2, where the MDX 2 grammar makes paragraphs of its lines,
 * which a `<pre>` spreads over blank lines. With `markdown.mdx1Compat.text` such an element,
 * when no blank line is inside it and it holds only text and elements, gets its paragraphs'
 * contents as children and its inner elements read as inline ones, as MDX 1 had them.
 */
import type { Parent, Root, RootContent } from 'mdast';

type Node = RootContent | Root;
const BLANK_LINE = /\n[ \t]*\r?\n/;
const INTRINSIC = /^[a-z][a-z0-9-]*$/;
// What Markdown made inside: such an element keeps its blocks (a paragraph is opened instead).
const BLOCKS = new Set(['code', 'list', 'heading', 'table', 'blockquote', 'thematicBreak', 'html', 'math', 'containerDirective',
  'leafDirective', 'admonition', 'definition', 'footnoteDefinition', 'mdxjsEsm']);

/**
 * Whether every block under `node` is a paragraph, an HTML element or an expression: nothing
 * else Markdown made, and no component standing as a block (a partial, `<Tabs>`), which keeps
 * its place as one.
 */
function onlyTextAndElements(node: Parent): boolean {
  return node.children.every((child) => {
    if (child.type === 'mdxJsxFlowElement') return INTRINSIC.test(child.name ?? '') && onlyTextAndElements(child);
    return !BLOCKS.has(child.type);
  });
}

/** `node`'s children with paragraphs opened and elements made inline, all the way down. */
function inlineChildren(node: Parent): RootContent[] {
  return node.children.flatMap((child): RootContent[] => {
    if (child.type === 'paragraph') return child.children as RootContent[];
    if (child.type === 'mdxJsxFlowElement') return [{ ...child, type: 'mdxJsxTextElement', children: inlineChildren(child) } as RootContent];
    if (child.type === 'mdxFlowExpression') return [{ ...child, type: 'mdxTextExpression' } as RootContent];
    return [child];
  });
}

/** Rewrites, in place, each HTML element of `tree` that MDX 1 read as one JSX block; `text` is what was parsed. */
export function jsxBlocksAsMdx1(tree: Root, text: string): void {
  const visit = (parent: Parent): void => {
    for (const child of parent.children) {
      if (child.type !== 'mdxJsxFlowElement') {
        if ('children' in child) visit(child as Parent);
        continue;
      }
      const start = child.position?.start.offset;
      const end = child.position?.end.offset;
      const tight = start !== undefined && end !== undefined && !BLANK_LINE.test(text.slice(start, end));
      if (tight && INTRINSIC.test(child.name ?? '') && child.children.length > 0 && onlyTextAndElements(child)) {
        child.children = inlineChildren(child) as typeof child.children;
      } else visit(child);
    }
  };
  visit(tree as Parent);
}
