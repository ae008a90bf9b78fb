import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown } from '../../../../../cli/pipeline/parse/markdown';
import { collapseWhitespace } from '../../../../../cli/pipeline/parse/search-blocks';
import { loadParserParts } from '../../../../helpers/parser-parts';

const test = suite('search blocks');
// A build loads the MDX toolchain and the emoji table on first use.
test.before(loadParserParts);
const blocks = (source: string) => parseMarkdown({ source, file: '/site/content/docs/page.md', lineOffset: 0, isMdx: false }).blocks;

test('headings carry level, final id and text without the explicit id; h1 has no id', () => {
  assert.equal(blocks('# Title :bulb:\n\n## Setup {#custom}\n\n## Setup\n\n### Done :white_check_mark:\n'), [
    { kind: 'heading', level: 1, text: 'Title 💡' },
    { kind: 'heading', level: 2, text: 'Setup', id: 'custom' },
    { kind: 'heading', level: 2, text: 'Setup', id: 'setup' },
    { kind: 'heading', level: 3, text: 'Done ✅', id: 'done-white_check_mark' },
  ]);
});

test('a paragraph is one block, whitespace collapsed and inline markup flattened', () => {
  assert.equal(blocks('Some **bold**\n   and `code` with [a link](/x) :x:.\n'), [{ kind: 'text', text: 'Some bold and code with a link ❌.' }]);
});

test('whitespace runs of every kind become one space; text with lone spaces comes back as it was', () => {
  assert.is(collapseWhitespace(' one  two\nthree\tfour\u00a0five\u2003 six '), 'one two three four five six');
  assert.is(collapseWhitespace('\r\n'), '');
  const plain = 'Single spaces only, nothing to change.';
  assert.is(collapseWhitespace(plain), plain);
  assert.is(collapseWhitespace(` ${plain}`), plain, 'still trimmed');
});

test('list items hold their own text, before their nested lists, in document order', () => {
  assert.equal(blocks('- one\n  - one.a\n  - one.b\n- two\n\n  second paragraph\n\n  ```sh\n  echo no\n  ```\n- [x] done\n'), [
    { kind: 'text', text: 'one' },
    { kind: 'text', text: 'one.a' },
    { kind: 'text', text: 'one.b' },
    { kind: 'text', text: 'two second paragraph' },
    { kind: 'text', text: 'done' },
  ]);
});

test('a data row\'s first cell is a lvl5 heading and its last cell text, as DocSearch reads tables; header and middle cells are not indexed', () => {
  assert.equal(blocks('| Key | Type | Value |\n|---|---|---|\n| `a` | string | first |\n| b | int | |\n'), [
    { kind: 'heading', level: 5, text: 'a' }, { kind: 'text', text: 'first' }, { kind: 'heading', level: 5, text: 'b' },
  ]);
});

test('text inside admonitions and blockquotes is indexed; code blocks are not', () => {
  assert.equal(blocks(':::tip[Pro tip]\nInside the tip.\n\n```yaml\nkey: hidden\n```\n:::\n\n> Quoted\n> text.\n\n    indented code\n'), [
    { kind: 'text', text: 'Inside the tip.' },
    { kind: 'text', text: 'Quoted text.' },
  ]);
});

test('blocks of the excerpt part and the rest come from the one parse', () => {
  const out = parseMarkdown({ source: 'Intro.\n\n<!-- truncate -->\n\nMore.\n', file: '/b.md', lineOffset: 0, isMdx: false });
  assert.is(out.excerptHtml, '<p>Intro.</p>\n');
  assert.equal(out.blocks.map((b) => b.text), ['Intro.', 'More.']);
});

test.run();
