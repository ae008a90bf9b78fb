import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown } from '../../../../../../cli/pipeline/parse/markdown';
import { loadParserParts } from '../../../../../helpers/parser-parts';

const test = suite('HTML tags of an MDX body read by the fast parser are paired as MDX pairs them');
test.before(loadParserParts);
const parse = (source: string, isMdx = true) =>
  parseMarkdown({ source, file: '/site/docs/page.mdx', lineOffset: 2, isMdx, siteDir: '/site', baseUrl: '/' });
const problems = (source: string, isMdx = true) => parse(source, isMdx).errors.map((e) => `${e.line}:${e.column} ${e.message}`);

test('a tag left open is an error at its line (the file\'s, front matter counted)', () => {
  assert.equal(problems('# Hi\n\n<div>\n\nSome text.\n'), ['5:1 MDX syntax error: Expected a closing tag for `<div>`']);
});

test('the hint of a tag left open names that tag, so the fix reads as it is to be typed', () => {
  const [error] = parse('# Hi\n\n<details>\n<summary>S</summary>\n\nText.\n').errors;
  assert.match(error.hint ?? '', 'add the closing tag (`</details>`) or write it self-closing (`<details />`)');
});

// Tags inside a paragraph are placed at the paragraph's line: the fast parser gives inline HTML no columns.
test('a closing tag out of turn names the open one', () => {
  assert.equal(problems('Text <span>a <em>b</span> c</em>.\n'), ['3:1 MDX syntax error: Expected a closing tag for `<em>` before `</span>`']);
  assert.equal(problems('Text </b> here.\n'), ['3:1 MDX syntax error: Unexpected closing tag `</b>`: no `<b>` is open']);
});

test('one HTML block of thousands of tags is paired in linear time, and a tag left open deep in it is placed at its line and column', () => {
  const blocks = (n: number) => '<div>\nx\n</div>\n'.repeat(n);
  const started = performance.now();
  assert.equal(problems(blocks(20_000)), []);
  assert.ok(performance.now() - started < 3000, `${performance.now() - started} ms`);
  assert.equal(problems(`${blocks(2000)}  <p>\n`), [`${3 + 6000}:3 MDX syntax error: Expected a closing tag for \`<p>\``]);
});

test('paired blocks around Markdown, void elements, self-closing tags and comments are fine', () => {
  assert.equal(problems('<details>\n<summary>More</summary>\n\nHidden **text**.\n\n</details>\n\nA<br>B <img src="/x.png" alt="x"> <hr/>\n\n<!-- <div> in a comment -->\n'), []);
  assert.equal(problems('<a title="1 > 0" href="/x">x</a>\n'), [], 'a ">" inside a quoted attribute');
});

test('a fence with a blank line right under `<details>` stays inside it, as MDX reads the tags as JSX', () => {
  const out = parse('<details>\n<summary>Script</summary>\n```sh\necho one\n\necho two\n```\n</details>\n\nAfter.\n');
  assert.equal(out.errors.map((e) => e.message), []);
  assert.match(out.html, /<details[^>]*>\s*<summary>Script<\/summary>\s*<div class="code-block[^]*> one<\/span>\n[^]*> two<\/span>[^]*<\/details>\s*<p>After\.<\/p>/);
});

test('a Markdown body (not MDX) keeps HTML as it is written', () => {
  assert.equal(problems('<div>\n\nopen\n', false), []);
});

test.run();
