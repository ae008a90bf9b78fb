import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { hasIndentedCode } from '../../../../../../cli/pipeline/parse/mdx/has-indented-code';
import { parseWithoutIndentedCode } from '../../../../../../cli/pipeline/parse/mdx/no-indented-code';

const test = suite('no indented code in MDX');
const has = (markdown: string) => hasIndentedCode(fromMarkdown(markdown), markdown);

test('tells indented code from fenced code, also inside lists and quotes', () => {
  assert.ok(has('Text\n\n    indented\n'));
  assert.ok(has('- item\n\n        | a |\n'));
  assert.not.ok(has('```\nfenced\n```\n'));
  assert.not.ok(has('- ~~~sh\n  fenced in a list\n  ~~~\n'));
  assert.not.ok(has('> ```\n> quoted fence\n> ```\n'));
  assert.not.ok(has('Just text.\n'));
});

test('the re-read has no indented code: an indented table in a list item is a table', () => {
  const tree = parseWithoutIndentedCode('- item\n\n        | a | b |\n        |---|---|\n        | 1 | 2 |\n');
  const item = (tree.children[0] as { children: { children: { type: string }[] }[] }).children[0];
  assert.equal(item.children.map((c) => c.type), ['paragraph', 'table']);
});

test.run();
