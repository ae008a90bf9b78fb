import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hasHighlighting } from '../../../../../theme/Content/highlight';
import { parseMarkdown } from '../../../../../cli/pipeline/parse/markdown';

const parse = (source: string) => parseMarkdown({ source, file: '/site/docs/page.md', lineOffset: 0, isMdx: false });

test('Markdown fences are coloured in the languages Docusaurus highlights out of the box, under their usual names', () => {
  parse('```rust\nfn main() {}\n```\n');
  const names = ['c', 'h', 'cpp', 'c++', 'graphql', 'gql', 'kotlin', 'kt', 'objectivec', 'objc', 'rust', 'rs', 'swift'];
  assert.equal(names.filter((n) => !hasHighlighting(n)), []);
});

test('a Rust fence comes out as keyword spans, one balanced line each', () => {
  const { html } = parse('```rust\nfn main() {\n    let x = 1;\n}\n```\n');
  assert.match(html, '<span class="hljs-keyword">fn</span>');
  assert.match(html, '<span class="hljs-keyword">let</span>');
});

test.run();
