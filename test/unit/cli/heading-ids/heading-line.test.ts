/** Writing `{#id}` into one heading's source line, every other byte kept. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { editHeadingLine, withoutExplicitId } from '../../../../cli/heading-ids/heading-line.ts';

const md = { mdx: false, overwrite: false };
const mdx = { mdx: true, overwrite: false };
const edited = (lines: string[], start: number, id: string, style = md) => {
  const edit = editHeadingLine(lines, start, id, style);
  return edit.kind === 'changed' ? edit.text : edit.kind;
};

test('an ATX heading gets the id after its text', () => {
  assert.is(edited(['## Install the operator'], 0, 'install-the-operator'), '## Install the operator {#install-the-operator}');
});

test('the id goes before a closing hash sequence and trailing blanks stay after it', () => {
  assert.is(edited(['### Setup ###  '], 0, 'setup'), '### Setup {#setup} ###  ');
  assert.is(edited(['## C#'], 0, 'c'), '## C# {#c}');
});

test('a CRLF line keeps its carriage return at the end', () => {
  assert.is(edited(['## Win\r'], 0, 'win'), '## Win {#win}\r');
});

test('a setext heading gets the id on its last text line, not on the underline', () => {
  assert.is(edited(['Two', 'lines', '---'], 0, 'two-lines'), 'lines {#two-lines}');
  const edit = editHeadingLine(['Two', 'lines', '---'], 0, 'x', md);
  assert.equal(edit.kind === 'changed' && edit.line, 1);
});

test('an id already written is kept, and replaced with overwrite', () => {
  assert.is(edited(['## Kept {#mine}'], 0, 'kept'), 'kept');
  assert.is(edited(['## Kept {#mine}'], 0, 'kept', { mdx: false, overwrite: true }), '## Kept {#kept}');
  assert.is(edited(['## Kept {/* #mine */}'], 0, 'kept', { mdx: true, overwrite: true }), '## Kept {#kept}');
  assert.is(edited(['## Same {#same}'], 0, 'same', { mdx: false, overwrite: true }), 'kept');
});

test('in MDX an id that cannot end an unprefixed ATX line is escaped, as MDX would read it as code', () => {
  assert.is(edited(['## Done ##'], 0, 'done', mdx), '## Done \\{#done} ##');
  assert.is(edited(['> ## Quoted'], 0, 'quoted', mdx), '> ## Quoted \\{#quoted}');
  assert.is(edited(['Title', '==='], 0, 'title', mdx), 'Title \\{#title}');
  assert.is(edited(['## Plain'], 0, 'plain', mdx), '## Plain {#plain}');
});

test('a line that starts no heading is reported, not edited', () => {
  assert.is(edited(['Just text', '', 'more'], 0, 'x'), 'not-a-heading');
  assert.is(edited([], 3, 'x'), 'not-a-heading');
});

test('withoutExplicitId strips a written id and leaves a heading without one alone', () => {
  assert.equal(withoutExplicitId(['## A {#b} ##'], 0), { kind: 'changed', line: 0, text: '## A ##' });
  assert.is(withoutExplicitId(['## A'], 0), null);
});

test.run();
