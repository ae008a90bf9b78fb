/**
 * A link whose URL opdocs leaves out (javascript:, vbscript:, data:, a scheme not well formed)
 * is a dead link on the page: the author hears of it as a warning at the line it was written on.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown } from '../../../../../cli/pipeline/parse/markdown';
import { loadParserParts } from '../../../../helpers/parser-parts';

const test = suite('warnings for refused link URLs');
test.before(loadParserParts);
const parse = (source: string, isMdx = false) =>
  parseMarkdown({ source, file: '/site/content/docs/page.md', lineOffset: 2, isMdx });

test('a Markdown link to javascript:, vbscript: or data: is a warning at its file, line and column', () => {
  const { errors } = parse('# T\n\nSee [a](javascript:alert(1)) and [b](VBScript:x)\n\n[c](data:text/html,hi)\n');
  assert.equal(errors.map((e) => [e.file, e.line, e.column]), [
    ['/site/content/docs/page.md', 5, 9], ['/site/content/docs/page.md', 5, 38], ['/site/content/docs/page.md', 7, 5],
  ]);
  assert.ok(errors.every((e) => e.unchecked && e.kind === 'onBrokenLinks'));
  assert.match(errors[0].message, 'javascript:alert(1) is a javascript: URL');
  assert.match(errors[2].message, 'a data: URL');
  assert.ok(errors[0].hint);
});

test('a Markdown image whose URL is javascript: shows nothing and is a warning at its place; a plain image is not', () => {
  const { errors, html } = parse('# T\n\n![ok](./pic.png) and ![bad](javascript:alert(4))\n');
  assert.equal(errors.map((e) => [e.line, e.column]), [[5, 29]]);
  assert.match(errors[0].message, 'javascript:alert(4) is a javascript: URL');
  assert.match(errors[0].message, 'the image shows nothing');
  assert.match(errors[0].hint ?? '', 'image file');
  assert.not.match(html, /javascript/i);
});

test('a reference link to a javascript: URL is a warning at its definition', () => {
  const { errors } = parse('Go [there][r].\n\n[r]: javascript:alert(2)\n');
  assert.is(errors.length, 1);
  assert.is(errors[0].line, 5);
  assert.match(errors[0].message, 'javascript:alert(2)');
});

test('a raw HTML link to a javascript: URL is a warning, and the page keeps no script URL', () => {
  const result = parse('Text\n\n<p><a href="JavaScript:alert(3)">x</a></p>\n');
  assert.is(result.errors.length, 1);
  assert.is(result.errors[0].line, 5);
  assert.not.match(result.html, /javascript/i);
});

test('an MDX <Link to> or <a href> with a javascript: URL is a warning at the element, and no live script link is written', () => {
  const source = ["import Link from '@docusaurus/Link';", '', '<Link to="javascript:alert(4)">go</Link>', '', '<a href="javascript:alert(5)">raw</a>', ''].join('\n');
  const result = parseMarkdown({ source, file: '/site/content/docs/page.mdx', lineOffset: 0, isMdx: true, resolveLink: (href) => href });
  assert.not.match(result.html, /javascript/i);
  assert.equal(result.errors.map((e) => [e.line, e.unchecked]), [[3, true], [5, true]]);
  assert.match(result.errors[0].message, '<Link to> is a javascript: URL');
  assert.match(result.errors[1].message, '<a href> is a javascript: URL');
});

test('links with safe schemes, relative paths and empty URLs raise no warning', () => {
  const { errors } = parse('[a](tel:123) [b](https://example.com) [c](./other.md) [d]() [e](#top)\n');
  assert.equal(errors, []);
});

test.run();
