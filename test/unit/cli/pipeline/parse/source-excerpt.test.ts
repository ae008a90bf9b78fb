import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { MAX_EXCERPT_LINE, sourceExcerpt } from '../../../../../cli/pipeline/parse/source-excerpt';

test('the first line of text is the description, whole and never shortened', () => {
  const long = `${'word '.repeat(60)}end.`;
  assert.is(sourceExcerpt(`# Title\n\n${long}\nsecond line of the paragraph\n`), long);
});

test('imports, code fences, HTML tags and the h1 are skipped; an h2 line is text', () => {
  assert.is(sourceExcerpt('import X from "x";\nexport const y = 1;\n\n# T\n\n```js\nconst a = 1;\n```\n\n<div>\n\n## Setup\n'), 'Setup');
  assert.is(sourceExcerpt('<!-- note -->\n\n<div>inside</div>\n\nAfter.\n'), 'inside');
});

test('Markdown marks leave their text: links, images, emphasis, code, quotes; footnotes and emoji codes go', () => {
  assert.is(sourceExcerpt('See [the **docs**](https://e.com) and `code` ![alt](x.png) here.'), 'See the docs and code alt here.');
  assert.is(sourceExcerpt('> Quoted :tada: text[^1].'), 'Quoted text.');
  assert.is(sourceExcerpt(':::note\n\nAdmonition text.\n\n:::'), 'Admonition text.');
});

test('a list line keeps its marker and entities stay as written, as Docusaurus reads them', () => {
  assert.is(sourceExcerpt('- first item\n- second'), '- first item');
  assert.is(sourceExcerpt('Fish &amp; chips'), 'Fish &amp; chips');
});

test('MDX comments are left out of the line; a first {name} goes as a heading id would', () => {
  assert.is(sourceExcerpt('Needs version {minimum} or later. {/* reviewers: keep it short */}\n'), 'Needs version  or later.');
  assert.is(sourceExcerpt('{/* only a note */}\n\nText.\n'), 'Text.');
});

test('a body with no text has no description', () => {
  assert.is(sourceExcerpt('# Only a title\n\n```\ncode\n```\n'), undefined);
  assert.is(sourceExcerpt(''), undefined);
});

test('a line of unclosed marks a million characters long is read in a moment, its description cut at the limit', () => {
  for (const unit of ['<', '![', '[^', '{/*', '~~a ', '[']) {
    const started = performance.now();
    const found = sourceExcerpt(`# T\n\n${unit.repeat(1_000_000 / unit.length)}\n`);
    assert.ok(performance.now() - started < 1500, `${unit}: ${performance.now() - started} ms`);
    assert.ok((found ?? '').length <= MAX_EXCERPT_LINE, unit);
  }
  const long = `${'word '.repeat(1999)}end.`;
  assert.is(sourceExcerpt(long), long, 'a long paragraph on one line is whole');
});

test.run();
