import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hasHighlighting } from '../../../../../theme/Content/highlight';
import { parseMarkdown } from '../../../../../cli/pipeline/parse/markdown';

const parse = (source: string) => parseMarkdown({ source, file: '/site/docs/page.md', lineOffset: 0, isMdx: false });
const fence = (lang: string, code: string) => parse(`\`\`\`${lang}\n${code}\n\`\`\`\n`).html;

test('a fence names any language highlight.js has, under the names Docusaurus sites write, and is coloured', () => {
  const names = ['c', 'h', 'cpp', 'c++', 'graphql', 'gql', 'kotlin', 'kt', 'objectivec', 'objc', 'rust', 'rs', 'swift',
    'java', 'php', 'csharp', 'cs', 'ruby', 'rb', 'powershell', 'ps1', 'scala', 'lua', 'dart', 'elixir', 'protobuf', 'nginx'];
  for (const name of names) fence(name, 'x');
  assert.equal(names.filter((n) => !hasHighlighting(n)), []);
  assert.match(fence('java', 'public class Tent {}'), '<span class="hljs-keyword">public</span>');
  assert.match(fence('cs', 'using System;'), '<span class="hljs-keyword">using</span>');
});

test('a Rust fence comes out as keyword spans, one balanced line each', () => {
  const html = fence('rust', 'fn main() {\n    let x = 1;\n}');
  assert.match(html, '<span class="hljs-keyword">fn</span>');
  assert.match(html, '<span class="hljs-keyword">let</span>');
});

test('a language highlight.js does not have, or a name that is no module name, stays plain text', () => {
  assert.match(fence('brainfork', 'a < b'), 'a &lt; b</span>');
  assert.match(fence('../../x', 'a < b'), 'a &lt; b</span>');
  assert.is(hasHighlighting('brainfork'), false);
});

test.run();
