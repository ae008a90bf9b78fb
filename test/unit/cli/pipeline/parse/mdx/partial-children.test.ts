import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown } from '../../../../../../cli/pipeline/parse/markdown';
import { loadParserParts } from '../../../../../helpers/parser-parts';

const test = suite('a partial reads the Markdown between its tags as props.children');
test.before(loadParserParts);

const PARTIAL = 'About <strong>{props.name}</strong>, see {props.children[1]}.\n\n## Setup\n\n{props.children[0]}\n\n## All\n\n{props.children}\n';
const parse = (page: string) => parseMarkdown({
  source: page, file: '/site/docs/page.mdx', lineOffset: 0, isMdx: true, siteDir: '/site', baseUrl: '/',
  readFile: (f) => (f === '/site/docs/_box.mdx' ? PARTIAL : undefined),
});

test('props.children[i] is the i-th block written between the tags, props.children all of them, and an inline read takes the text', () => {
  const out = parse("import Box from './_box.mdx';\n\n<Box name=\"Kit\">\n\nFirst **block**\n\nSecond block\n\n</Box>\n");
  assert.equal(out.errors.map((e) => e.message), []);
  assert.match(out.html, '<p>About <strong>Kit</strong>, see Second block.</p>');
  const setup = out.html.slice(out.html.indexOf('id="setup"'), out.html.indexOf('id="all"'));
  assert.match(setup, '<p>First <strong>block</strong></p>');
  assert.not.match(setup, 'Second block');
  const all = out.html.slice(out.html.indexOf('id="all"'));
  assert.match(all, /<p>First <strong>block<\/strong><\/p>\s*<p>Second block<\/p>/);
});

test('an index past the children stays code run at render, which fails there as it would in Docusaurus', () => {
  const out = parse("import Box from './_box.mdx';\n\n<Box name=\"Kit\">\n\nOnly one\n\n</Box>\n");
  assert.match(out.html, /see <opdocs-component name="import:@site\/docs\/_box\.mdx\?esm#/);
});

test.run();
