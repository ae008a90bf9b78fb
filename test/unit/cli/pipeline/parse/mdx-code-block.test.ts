import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown } from '../../../../../cli/pipeline/parse/markdown';
import { mdxCodeBlockEnd } from '../../../../../cli/pipeline/parse/mdx-code-block';
import { prepareSource } from '../../../../../cli/pipeline/parse/prepare-source';
import { loadParserParts } from '../../../../helpers/parser-parts';

const test = suite('mdx-code-block fences');
test.before(loadParserParts);

test('an mdx-code-block fence ends at the first line of exactly its own backticks', () => {
  assert.is(mdxCodeBlockEnd(['```mdx-code-block', '<A>', '```js', '```'], 0), 3);
  assert.is(mdxCodeBlockEnd(['````mdx-code-block', '```js', 'x', '```', '````'], 0), 4);
  assert.is(mdxCodeBlockEnd(['``` mdx-code-block\r', '<A>\r', '```\r'], 0), 2);
  assert.is(mdxCodeBlockEnd(['```mdx-code-block', '<A>'], 0), null);
  assert.is(mdxCodeBlockEnd(['    ```mdx-code-block', '    <A>', '    ```'], 0), 2);
  assert.is(mdxCodeBlockEnd(['\t```mdx-code-block', '<A>', '```'], 0), null);
  assert.is(mdxCodeBlockEnd(['```mdx-code-block title="x"', '<A>', '```'], 0), null);
});

test('the fence lines become blank lines and the content is read as the document, keeping offsets', () => {
  const src = 'Intro\n\n```mdx-code-block\n<Tabs>\n```\n\n:::note\nx\n:::';
  const out = prepareSource(src, true);
  assert.equal(out.markdown.split('\n').slice(0, 6), ['Intro', '', '', '<Tabs>', '', '']);
  assert.is(out.masked.length, src.length);
  assert.equal(out.mdxFindings.map((f) => f.line), [3]);
  assert.equal(out.admonitions, [{ type: 'note', title: null }]);
});

test('an indented mdx-code-block (in a list item) is unwrapped too, its content keeping its indent', () => {
  const out = prepareSource('1. Step\n\n    ```mdx-code-block\n    <Tabs>\n    ```\n', true);
  assert.equal(out.markdown.split('\n'), ['1. Step', '', '', '    <Tabs>', '', '']);
});

test('an mdx-code-block is unwrapped even inside other code, as Docusaurus unwraps it in the raw text', () => {
  assert.is(prepareSource('````md\n```mdx-code-block\n<Tabs>\n```\n````', true).markdown, '````md\n\n<Tabs>\n\n````');
  // A fence a list item left open does not hide the block that follows the list.
  const out = prepareSource('1. Step\n\n   ```js\n   x\n\n```mdx-code-block\n<Note />\n```\n', true);
  assert.equal(out.markdown.split('\n').slice(5, 8), ['', '<Note />', '']);
});

test('imports and JSX inside mdx-code-block fences work as written outside them', () => {
  const source = [
    '```mdx-code-block', "import CodeBlock from '@theme/CodeBlock';", '```', '',
    'Text.', '', '<CodeBlock language="js">{"let x = 1"}</CodeBlock>', '',
  ].join('\n');
  const out = parseMarkdown({ source, file: '/site/docs/a.mdx', lineOffset: 0, isMdx: true, siteDir: '/site', baseUrl: '/' });
  assert.equal(out.errors, []);
  assert.not.match(out.html, 'mdx-code-block');
  assert.not.match(out.html, 'import CodeBlock');
  assert.match(out.html, '<p>Text.</p>');
  // The theme's CodeBlock, with text known at build time, is rendered as highlighted code.
  assert.match(out.html, '<code class="language-js">');
});

test.run();
