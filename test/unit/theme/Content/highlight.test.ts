import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hasHighlighting, highlightLines } from '../../../../theme/Content/highlight';

const plain = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

test('the languages Docusaurus highlights out of the box are highlighted, under their usual names', () => {
  const names = ['c', 'h', 'cpp', 'c++', 'graphql', 'gql', 'kotlin', 'kt', 'objectivec', 'objc', 'rust', 'rs', 'swift', 'markup', 'jsx', 'tsx', 'yml'];
  assert.equal(names.filter((n) => !hasHighlighting(n)), []);
});

test('a Rust line comes out as keyword and title spans, one balanced string per line', () => {
  const lines = highlightLines('fn main() {\n    let x = 1;\n}', 'rust', plain);
  assert.is(lines.length, 3);
  assert.match(lines[0], '<span class="hljs-keyword">fn</span>');
  assert.match(lines[1], '<span class="hljs-keyword">let</span>');
});

test('a language nobody registered stays plain, escaped text', () => {
  assert.is(hasHighlighting('brainfuck'), false);
  assert.equal(highlightLines('a < b', 'brainfuck', plain), ['a &lt; b']);
});

test.run();
