/**
 * HTML in an .mdx body that MDX reads otherwise than CommonMark: an opening tag written over
 * several lines (`>` alone on the last), and code spans inside an HTML block. Such a body goes
 * to the MDX parser, so it renders as in Docusaurus.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown } from '../../../../../cli/pipeline/parse/markdown';
import { prepareSource } from '../../../../../cli/pipeline/parse/prepare-source';
import { loadParserParts } from '../../../../helpers/parser-parts';

const test = suite('HTML lines MDX reads differently');
test.before(loadParserParts);
const parse = (source: string) => {
  const out = parseMarkdown({ source, file: '/site/docs/page.mdx', lineOffset: 0, isMdx: true, siteDir: '/site', baseUrl: '/' });
  return { html: out.html, errors: out.errors.map((e) => `${e.line}:${e.column} ${e.message}`) };
};

test('an opening tag whose attributes and `>` sit on the lines below is one element, not a quote', () => {
  const { html, errors } = parse('## Get it\n\n<a\n  className="store"\n  href="https://shop.example/app?id=1&ref=2"\n>\n  <img alt="Store badge" src="/badge.png" />\n</a>\n');
  assert.equal(errors, []);
  assert.match(html, '<a class="store" href="https://shop.example/app?id=1&amp;ref=2">');
  assert.not.match(html, '<blockquote>');
  assert.not.match(html, '&lt;a');
});

test('code spans in the cells of an HTML table are code, `<placeholders>` included', () => {
  const { html, errors } = parse('<table>\n  <tr>\n    <td>volumes</td>\n    <td>`<host-dir>:<box-dir>`</td>\n  </tr>\n</table>\n');
  assert.equal(errors, []);
  assert.match(html, '<td><code>&lt;host-dir&gt;:&lt;box-dir&gt;</code></td>');
});

test('only such lines count: a paragraph\'s code, a one-line tag and a `<` in text keep the plain parser', () => {
  const findings = (source: string) => prepareSource(source, true).mdxFindings.map((f) => f.what);
  assert.equal(findings('Run `<cmd>` now.\n\n<div class="x">plain</div>\n\n<https://example.org>\n\na < b\n'), []);
  // After a blank line the HTML block is over: a code span there is Markdown to both parsers.
  assert.equal(findings('<div>\n\nRun `x`.\n'), []);
  assert.equal(findings('<div\n  class="x">\n'), ['tag <div> written over several lines']);
  assert.equal(findings('<details>\n<summary>`npm` output</summary>\n'), ['code span inside HTML']);
});

test.run();
