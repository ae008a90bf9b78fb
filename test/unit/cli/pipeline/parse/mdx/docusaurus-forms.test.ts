import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown, type MarkdownInput } from '../../../../../../cli/pipeline/parse/markdown';
import { headingCommentId } from '../../../../../../cli/pipeline/parse/mdx/heading-comment-id';
import { join } from 'node:path';
import { loadParserParts } from '../../../../../helpers/parser-parts';
import { writeSiteFiles } from '../../../../../helpers/site-files';

// Forms Docusaurus 3 sites write that MDX reads its own way: `{/* #id */}` heading ids and
// `require()` of an image through the site's aliases.
const test = suite('Docusaurus MDX forms');
test.before(loadParserParts);
const FILE = '/site/docs/guide/page.mdx';
const parse = (source: string, more: Partial<MarkdownInput> = {}) =>
  parseMarkdown({ source, file: FILE, lineOffset: 0, isMdx: true, siteDir: '/site', baseUrl: '/', ...more });

test('headingCommentId: the first word of a trailing comment, when it starts with #', () => {
  assert.is(headingCommentId('## Setting up {/* #setup */}'), 'setup');
  assert.is(headingCommentId('### Tight {/*#tight-one*/}  '), 'tight-one');
  assert.is(headingCommentId('## Words after {/* #main-id and a remark */}'), 'main-id');
  assert.is(headingCommentId('## A remark {/* reviewed by the team */}'), null, 'no # → an ordinary comment');
  assert.is(headingCommentId('## Empty {/* # */}'), null);
  assert.is(headingCommentId('Text {/* #not-a-heading */}'), null);
  assert.is(headingCommentId('## Not last {/* #early */} then text'), null);
});

test('a heading\'s {/* #id */} sets its id, in the page, the TOC and for links to it', () => {
  const out = parse([
    '# Page', '', '## Install the tool {/* #install */}', '', '### With *options* {/* #opts extra */}', '',
    '## Plain {/* just a remark */}', '', 'See [install](#install).', '',
  ].join('\n'));
  assert.equal(out.errors, []);
  assert.equal(out.headings.map((h) => [h.level, h.id, h.text]), [[2, 'install', 'Install the tool'], [3, 'opts', 'With options'], [2, 'plain', 'Plain']]);
  assert.match(out.html, '<h2 id="install" class="anchor">Install the tool<a href="#install"');
  assert.match(out.html, '<h3 id="opts" class="anchor">With <em>options</em><a href="#opts"');
  assert.not.match(out.html, '/*');
  assert.not.match(out.html, '{#');
});

test('the comment form keeps line numbers: headings after it are found at their lines', () => {
  const out = parse('## One {/* #first */}\n\nText\n\n## Two\n', { lineOffset: 3 });
  assert.equal(out.headings.map((h) => [h.id, h.line]), [['first', 4], ['two', 8]]);
});

test('require() of an @site/ or site-root image in an attribute resolves as an import of it does; a missing one is reported as written', () => {
  const site = writeSiteFiles('opdocs-require-asset-', { 'static/img/shot.gif': 'GIF89a', 'static/img/root.png': 'png', 'docs/guide/beside.png': 'png' });
  const seen: string[] = [];
  const out = parse([
    '<div className="row">', '  <img src={require("@site/static/img/shot.gif").default} alt="Shot" />', '</div>', '',
    '<img src={require("/static/img/root.png").default} alt="Root" />', '',
    '<img src={require("./beside.png").default} alt="Beside" />', '',
    '<img src={require("@site/static/img/gone.gif").default} alt="Gone" />', '',
  ].join('\n'), {
    file: join(site, 'docs/guide/page.mdx'), siteDir: site,
    resolveImage: (src) => { seen.push(src); return { src: `/assets/${src.replace(/^.*\//, '')}` }; },
  });
  assert.equal(out.errors, []);
  // Paths from the Markdown file, the form `![](…)` and imported images resolve from.
  assert.equal(seen, ['../../static/img/shot.gif', '../../static/img/root.png', './beside.png', '@site/static/img/gone.gif']);
  assert.match(out.html, '<img src="/assets/shot.gif" alt="Shot"');
});

test.run();
