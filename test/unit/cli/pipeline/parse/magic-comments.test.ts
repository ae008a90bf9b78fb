import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { applyMagicComments, type MagicComment } from '../../../../../cli/pipeline/parse/magic-comments';

const test = suite('magic comments');
const run = (code: string, lang: string) => {
  const out = applyMagicComments(code, lang);
  return { code: out.code, lines: [...out.lineClasses.keys()] };
};

test('highlight-next-line marks the line after it, counted after the comment lines are removed', () => {
  assert.equal(run('a\n// highlight-next-line\nb\nc', 'js'), { code: 'a\nb\nc', lines: [2] });
});

test('highlight-start … highlight-end marks every line between, in the comment syntax of the language', () => {
  assert.equal(run('x: 1\n# highlight-start\ny: 2\nz: 3\n# highlight-end\nw: 4', 'yaml'), { code: 'x: 1\ny: 2\nz: 3\nw: 4', lines: [2, 3] });
  assert.equal(run('<a/>\n  <!-- highlight-next-line -->\n<b/>', 'html'), { code: '<a/>\n<b/>', lines: [2] });
  assert.equal(run('{/* highlight-next-line */}\n<X />', 'jsx'), { code: '<X />', lines: [1] });
  assert.equal(run('/* highlight-next-line */\nf();', 'ts'), { code: 'f();', lines: [1] });
  assert.equal(run('-- highlight-next-line\nselect 1;', 'sql'), { code: 'select 1;', lines: [1] });
});

test('a comment style the language does not have is left as code', () => {
  assert.equal(run('# highlight-next-line\nx', 'js'), { code: '# highlight-next-line\nx', lines: [] });
  assert.equal(run('// highlight-next-line\nx', 'python'), { code: '// highlight-next-line\nx', lines: [] });
});

test('languages without their own entry accept every comment style; a directive with more text on the line is code', () => {
  assert.equal(run('# highlight-next-line\nx', 'nginx'), { code: 'x', lines: [1] });
  assert.equal(run('x = 1 // highlight-next-line\ny', 'js'), { code: 'x = 1 // highlight-next-line\ny', lines: [] });
});

test('an unclosed highlight-start runs to the end; a stray highlight-end is dropped', () => {
  assert.equal(run('a\n// highlight-end\n// highlight-start\nb\nc', 'js'), { code: 'a\nb\nc', lines: [2, 3] });
});

// A config in the shape Docusaurus' prism.magicComments takes (our own class names).
const SITE: MagicComment[] = [
  { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
  { className: 'code-line--error', line: 'this-will-error', block: { start: 'error-start', end: 'error-end' } },
  { className: 'dimmed faded', line: 'dim-next' },
];

test('a site\'s own magic comments mark lines with their classes; the Docusaurus highlight class also gets the theme\'s', () => {
  const out = applyMagicComments('a\n// this-will-error\nb\n// error-start\nc\n// highlight-next-line\nd\n// error-end\n// dim-next\ne', 'js', SITE);
  assert.is(out.code, 'a\nb\nc\nd\ne');
  assert.equal([...out.lineClasses], [
    [2, ['code-line--error']],
    [3, ['code-line--error']],
    [4, ['theme-code-block-highlighted-line', 'code-line--highlighted', 'code-line--error']],
    [5, ['dimmed', 'faded']],
  ]);
});

test('with an empty list of magic comments, directive lines are plain code', () => {
  const out = applyMagicComments('// highlight-next-line\nx', 'js', []);
  assert.equal([out.code, out.lineClasses.size], ['// highlight-next-line\nx', 0]);
});

test.run();
