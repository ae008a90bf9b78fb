import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hasHighlighting, highlightLines } from '../../../../theme/Content/highlight';

const plain = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

test('the theme\'s own languages (the ones the browser gets with a CodeBlock) are highlighted, under their usual names', () => {
  const names = ['bash', 'sh', 'jsx', 'tsx', 'ts', 'json', 'yml', 'markup', 'html', 'toml', 'python', 'go', 'sql', 'diff'];
  assert.equal(names.filter((n) => !hasHighlighting(n)), []);
});

test('a language nobody registered stays plain, escaped text', () => {
  assert.is(hasHighlighting('brainfuck'), false);
  assert.equal(highlightLines('a < b', 'brainfuck', plain), ['a &lt; b']);
});

test.run();
