/**
 * JSX given to a partial as a prop (`<Teaser framework={<a href="…">Go</a>} />`), which the
 * partial shows as `{props.framework}`: drawn there as Docusaurus' MDX draws it, with its link
 * checked as the page's own.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown } from '../../../../../../cli/pipeline/parse/markdown';
import { loadParserParts } from '../../../../../helpers/parser-parts';

const test = suite('JSX props of partials');
test.before(loadParserParts);
const FILES: Record<string, string> = {
  '/site/docs/_teaser.mdx': '<p>\n  This guide builds a {props.framework} nest.\n</p>\n\n<ol>\n  <li>You have {props.language ?? props.framework} at hand.</li>\n</ol>\n\nKind: {props.kind}.\n',
  '/site/docs/_badge.mdx': '<span title={props.label}>badge</span>\n',
};
const parse = (source: string) => parseMarkdown({
  source, file: '/site/docs/page.mdx', lineOffset: 0, isMdx: true, siteDir: '/site', baseUrl: '/', readFile: (f) => FILES[f],
});

test('a JSX element given as a prop is drawn wherever the partial shows that prop, beside plain props', () => {
  const out = parse("import Teaser from './_teaser.mdx';\n\n<Teaser\n  framework={<a href=\"https://owls.example/\">Owl</a>}\n  kind=\"barn\"\n/>\n");
  assert.equal(out.errors, []);
  assert.match(out.html, /This guide builds a <a href="https:\/\/owls\.example\/"[^>]*>Owl<\/a> nest\./);
  assert.match(out.html, /You have <a href="https:\/\/owls\.example\/"[^>]*>Owl<\/a> at hand\./);
  assert.match(out.html, 'Kind: barn.');
});

test('a fragment with several elements is drawn whole, and each use of the partial gets its own', () => {
  const out = parse("import Teaser from './_teaser.mdx';\n\n<Teaser framework={<><strong>Lark</strong> and <em>wren</em></>} kind=\"a\" />\n\n<Teaser framework={<b>Kite</b>} language=\"Hawk\" kind=\"b\" />\n");
  assert.equal(out.errors, []);
  assert.match(out.html, 'This guide builds a <strong>Lark</strong> and <em>wren</em> nest.');
  assert.match(out.html, 'This guide builds a <b>Kite</b> nest.');
  assert.match(out.html, 'You have Hawk at hand.');
});

test('JSX holding Markdown syntax, which JavaScript shows as written, stays an error at the tag', () => {
  const out = parse("import Teaser from './_teaser.mdx';\n\n<Teaser framework={<b>*Owl*</b>} />\n");
  assert.equal(out.errors.map((e) => [e.line, e.message]), [[3, 'MDX: the attribute framework={<b>*Owl*</b>} of the partial <Teaser> cannot be evaluated at build time: it uses JSX inside an expression']]);
});

test('a JSX prop the partial puts in an attribute is an error naming that attribute', () => {
  const out = parse("import Badge from './_badge.mdx';\n\n<Badge label={<i>Owl</i>} />\n");
  assert.equal(out.errors.length, 1);
  assert.match(out.errors[0].message, 'the attribute title of <span> holds JSX the partial was given');
});

test.run();
