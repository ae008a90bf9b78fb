import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Root, RootContent } from 'mdast';
import { parseMdxTree } from '../../../../../../cli/pipeline/parse/mdx/mdx-tree';
import { jsxBlocksAsMdx1 } from '../../../../../../cli/pipeline/parse/mdx/mdx1-jsx-block';

/** The tree as `type name` lines, indented by depth. */
function outline(text: string): string[] {
  const parsed = parseMdxTree(text, false, true);
  if ('error' in parsed) throw new Error(parsed.error.message);
  jsxBlocksAsMdx1(parsed.tree, text);
  const lines: string[] = [];
  const walk = (node: Root | RootContent, depth: number) => {
    if (node.type !== 'root') lines.push(`${'  '.repeat(depth)}${node.type}${'name' in node && node.name ? ` ${node.name}` : ''}`);
    if ('children' in node) for (const child of node.children) walk(child, node.type === 'root' ? 0 : depth + 1);
  };
  walk(parsed.tree, 0);
  return lines;
}

test('an HTML element with no blank line inside holds inline elements and text, no paragraphs', () => {
  assert.equal(outline('<div>\n<b>Bold</b>\nand text\n</div>\n'), ['mdxJsxFlowElement div', '  mdxJsxTextElement b', '    text', '  text']);
});

test('a blank line inside, a component standing as a block, or Markdown blocks keep the element as MDX 2 reads it', () => {
  assert.equal(outline('<div>\n\nLoose text\n\n</div>\n'), ['mdxJsxFlowElement div', '  paragraph', '    text']);
  assert.equal(outline('<div>\n<Intro />\n<b>x</b>\n</div>\n'), ['mdxJsxFlowElement div', '  mdxJsxFlowElement Intro', '  mdxJsxFlowElement b', '    text']);
  assert.equal(outline('<div>\n- one\n- two\n</div>\n')[1], '  list');
  assert.equal(outline('<Note>\n<b>x</b>\n</Note>\n'), ['mdxJsxFlowElement Note', '  mdxJsxFlowElement b', '    text']);
});

test.run();
