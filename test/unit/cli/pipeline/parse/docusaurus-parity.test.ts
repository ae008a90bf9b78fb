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

test('task lists carry the classes Docusaurus gives them, each checkbox named by its item\'s own text; other lists and items none', () => {
  const source = '- [ ] todo\n- [x] done\n  - [x] nested\n  - plain\n\n1. [ ] first\n\n- plain\n\n* [x] loose\n\n* [ ] two\n';
  for (const render of [parse, parseMdx]) {
    const { html } = render(source);
    assert.match(html, '<ul class="contains-task-list">\n<li class="task-list-item"><input type="checkbox" disabled="" aria-label="todo" /> todo</li>\n');
    assert.match(html, '<li class="task-list-item"><input type="checkbox" disabled="" checked="" aria-label="done" /> done\n<ul class="contains-task-list">\n');
    assert.match(html, '<li class="task-list-item"><input type="checkbox" disabled="" checked="" aria-label="nested" /> nested</li>\n<li>plain</li>');
    assert.match(html, '<ol class="contains-task-list">\n<li class="task-list-item"><input type="checkbox" disabled="" aria-label="first" /> first</li>');
    assert.match(html, '<ul>\n<li>plain</li>\n</ul>');
    // A loose item keeps its paragraph, with the checkbox inside it.
    assert.match(html, '<li class="task-list-item">\n<p><input type="checkbox" disabled="" checked="" aria-label="loose" /> loose</p>');
  }
});

test('brackets that are not a task marker leave the list plain', () => {
  for (const render of [parse, parseMdx]) {
    const { html } = render('- [y] no\n- [x]no space\n- text [ ] later\n');
    assert.not.match(html, 'task-list');
    assert.not.match(html, '<input');
  }
});

test('a <details> is marked as the Details component marks it, on both paths, keeping the author\'s class and open', () => {
  const source = '<details className="faq">\n<summary>More</summary>\n\nHidden **text**.\n\n</details>\n\n<details open>\n<summary>Shown</summary>\n\nText.\n\n</details>\n';
  const md = parse(source.replace('className=', 'class=')).html;
  for (const html of [md, parseMdx(source).html]) {
    assert.match(html, '<details class="alert alert--info details faq" data-collapsed="true">\n<summary>More</summary>\n<p>Hidden <strong>text</strong>.</p>\n</details>');
    assert.match(html, /<details class="alert alert--info details" data-collapsed="false" open(="")?>\n<summary>Shown<\/summary>/);
  }
});

test('a <details> shown as code stays as written', () => {
  const { html } = parse('<pre><code><details>\n</code></pre>\n\n`<details>`\n');
  assert.not.match(html, 'data-collapsed');
});

test.run();
