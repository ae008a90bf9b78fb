import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { findMdxSyntax, maskCodeSpans } from '../../../../../cli/pipeline/parse/mdx-check';
import { prepareSource } from '../../../../../cli/pipeline/parse/prepare-source';

const test = suite('prepareSource');

test('keeps the line count and leaves fenced code untouched', () => {
  const src = ':::note\ntext\n```md\n:::tip\n<!-- truncate -->\n```\n:::';
  const out = prepareSource(src, false);
  assert.is(out.markdown.split('\n').length, src.split('\n').length);
  assert.is(out.markdown.split('\n')[3], ':::tip');
  assert.is(out.truncateAt, null);
  assert.equal(out.admonitions, [{ type: 'note', title: null }]);
});

test('reads both title syntaxes and ignores unknown keywords', () => {
  const out = prepareSource(':::tip[Bracket *title*]\n:::\n:::info Spaced title\n:::\n:::details\n:::', false);
  assert.equal(out.admonitions, [{ type: 'tip', title: 'Bracket *title*' }, { type: 'info', title: 'Spaced title' }]);
  assert.ok(out.markdown.includes(':::details'));
});

test('a closing fence needs at least as many colons as the opening one', () => {
  const out = prepareSource('::::note\n:::\n::::', false);
  assert.is(out.markdown, '<!--opdocs:adm:0-->\n:::\n<!--opdocs:/adm-->');
});

test('closes admonitions left open at the end', () => {
  assert.ok(prepareSource(':::danger\nboom', false).markdown.endsWith('boom\n<!--opdocs:/adm-->'));
});

test('finds the truncate marker offset and blanks it, in both comment forms', () => {
  const md = prepareSource('intro\n<!--   truncate -->\nrest', false);
  assert.is(md.truncateAt, 6);
  assert.is(md.masked.split('\n')[1].trim(), '');
  assert.is(prepareSource('a\n{/* truncate */}\nb', false).truncateAt, 2);
  assert.is(prepareSource('`<!-- truncate -->`', false).truncateAt, null);
});

test('blanks multi-line MDX comments in .mdx only, keeping offsets', () => {
  const src = 'a {/* one\ntwo */} b';
  const out = prepareSource(src, true);
  assert.is(out.masked.length, src.length);
  assert.is(out.masked, 'a        \n        b');
  assert.is(out.markdown, 'a\n        b');
  assert.is(prepareSource(src, false).masked, src);
});

test('masks inline code spans of any backtick length', () => {
  assert.is(maskCodeSpans('a `<X>` b ``{y}`` c'), 'a       b         c');
  assert.is(maskCodeSpans('unclosed `x'), 'unclosed `x');
});

test('spots ESM, JSX elements, attribute expressions and {expressions} with their column', () => {
  assert.equal(findMdxSyntax("import X from 'y';"), { column: 1, what: 'import statement' });
  assert.equal(findMdxSyntax('text <Tabs groupId="a">'), { column: 6, what: 'JSX element <Tabs>' });
  assert.equal(findMdxSyntax('<div className={styles.row}>'), { column: 6, what: 'JSX attribute expression className={…}' });
  assert.equal(findMdxSyntax('sum {1 + 1}'), { column: 5, what: 'JavaScript expression {…}' });
  assert.equal(findMdxSyntax('<div class="a" className="row">'), { column: 16, what: 'JSX attribute className' });
  assert.equal(findMdxSyntax('Set className="x" in JSX.'), null);
  assert.is(findMdxSyntax('## Heading {#custom}'), null);
  assert.is(findMdxSyntax('plain <div class="x"> \\{escaped}'), null);
});

test('a body read as MDX loses its HTML comments (one or several lines) and escapes heading ids for the MDX parser', () => {
  const out = prepareSource('a <!-- one --> b `<!-- code -->`\n<!-- two\nlines -->\n## Title {#my-id}\n```\n<!-- kept -->\n```', true);
  assert.equal(out.markdown.split('\n'), ['a              b `<!-- code -->`', '', '', '## Title \\{#my-id}', '```', '<!-- kept -->', '```']);
  assert.equal(out.mdxFindings, []);
  assert.is(prepareSource('<!-- two -->', false).markdown, '<!-- two -->');
});

test('an escaped \\<!-- or \\{/* is text, not a comment that hides the rest; a real comment after it on the line still goes', () => {
  const out = prepareSource('Write \\<!-- to open one.\n\nNext.\n', true);
  assert.equal(out.markdown.split('\n'), ['Write \\<!-- to open one.', '', 'Next.', '']);
  assert.is(prepareSource('a \\{/* b */} c', true).markdown, 'a \\{/* b */} c');
  assert.is(prepareSource('`<!--` x <!-- hidden --> y', true).markdown, '`<!--` x                 y');
  assert.is(prepareSource('\\<!-- x <!-- hidden --> y', true).markdown, '\\<!-- x                 y');
});

test.run();
