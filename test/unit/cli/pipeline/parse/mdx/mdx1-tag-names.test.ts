import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { escapeUnderscoreTagNames } from '../../../../../../cli/pipeline/parse/mdx/mdx1-tag-names';

test('escapes a `<` before a name holding `_`, opening or closing, and nothing else', () => {
  assert.is(escapeUnderscoreTagNames('a <client_id> b </my_tag> <Tabs> <div> x<y'), 'a \\<client_id> b \\</my_tag> <Tabs> <div> x<y');
  assert.is(escapeUnderscoreTagNames('already \\<client_id> and <first_last@example.org>'), 'already \\<client_id> and <first_last@example.org>');
});

test('leaves fences (in lists and quotes too), code spans over lines and expressions as written', () => {
  const text = [
    '- step', '  ```', '  <a_b>', '  ```', '> ~~~', '> <c_d>', '> ~~~',
    'span ``two', '<e_f> lines`` then <g_h>', '{`<i_j>`} and {x <k_l}', 'but <m_n>',
  ].join('\n');
  assert.is(escapeUnderscoreTagNames(text), text.replace('<g_h>', '\\<g_h>').replace('<m_n>', '\\<m_n>'));
});

test('an unclosed backtick or brace is text: the `<` after it is still escaped', () => {
  assert.is(escapeUnderscoreTagNames('a ` b <c_d>\n\nand { <e_f>'), 'a ` b \\<c_d>\n\nand { \\<e_f>');
});

test.run();
