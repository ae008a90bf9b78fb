/**
 * Markdown edge cases rendered as Docusaurus 3 renders them (remark-gfm, remark-rehype, its
 * heading-id plugin), on the fast Markdown path and on the MDX path alike.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown, type MarkdownInput } from '../../../../../cli/pipeline/parse/markdown';
import { loadParserParts } from '../../../../helpers/parser-parts';

// An import sends an MDX body through the MDX parser.
const MDX_HEAD = "import X from './x';\n\n";
const test = suite('Docusaurus parity');
test.before(loadParserParts);
const parse = (source: string, more: Partial<MarkdownInput> = {}) =>
  parseMarkdown({ source, file: '/site/content/docs/page.md', lineOffset: 0, isMdx: false, ...more });
const parseMdx = (source: string) => parse(`${MDX_HEAD}${source}`, { isMdx: true, file: '/site/content/docs/page.mdx' });

test('one tilde strikes through as two do; three stay text', () => {
  for (const render of [parse, parseMdx]) {
    assert.match(render('~one~ and ~~two~~ and ~~~three~~~\n').html, '<del>one</del> and <del>two</del> and ~~~three~~~');
  }
});

test('a one-tilde closer does not end a two-tilde opener', () => {
  assert.match(parse('~~a~ b~~\n').html, '<p><del>a~ b</del></p>');
});

test('footnote back links name the reference they return to', () => {
  const { html } = parse('One[^a] two[^b].\n\n[^a]: First.\n[^b]: Second.\n');
  assert.match(html, 'aria-label="Back to reference 1"');
  assert.match(html, 'aria-label="Back to reference 2"');
});

test('a heading id takes an image alt as text, as mdast-util-to-string does', () => {
  assert.equal(parse('## ![Logo](logo.png) Setup\n').headings.map((h) => h.id), ['logo-setup']);
});

test('a heading id takes an MDX expression as its code, not its value', () => {
  assert.equal(parseMdx('## Version {1+1} notes\n').headings.map((h) => h.id), ['version-11-notes']);
});

test.run();
