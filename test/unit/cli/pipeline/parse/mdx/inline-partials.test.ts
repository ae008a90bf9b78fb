/**
 * A partial used inside a line (a table cell, a sentence) is put in place there, as Docusaurus
 * renders its component wherever it stands: a one-paragraph partial as text, others as blocks.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown } from '../../../../../../cli/pipeline/parse/markdown';
import { loadParserParts } from '../../../../../helpers/parser-parts';

const test = suite('partials inside a line');
test.before(loadParserParts);
const FILES: Record<string, string> = {
  '/site/docs/_codes/swap.mdx': '```cpp\nswap(owl, lark);\n```\n',
  '/site/docs/_codes/note.mdx': 'Hoots **twice** at night.\n',
};
const parse = (source: string) => parseMarkdown({
  source, file: '/site/docs/page.mdx', lineOffset: 0, isMdx: true, siteDir: '/site', baseUrl: '/', readFile: (f) => FILES[f],
});

test('a code-block partial in a table cell is drawn inside that cell', () => {
  const out = parse("import Swap from './_codes/swap.mdx';\n\n| Expression | Effect |\n| --- | --- |\n| <Swap/> | values trade places |\n");
  assert.equal(out.errors, []);
  assert.match(out.html, /<td><div class="code-block[^"]*" data-language="cpp">(?:(?!<\/td>)[\s\S])*swap(?:(?!<\/td>)[\s\S])*<\/pre>/);
  assert.match(out.html, 'values trade places');
});

test('a one-paragraph partial inside a sentence gives its text in place, without a paragraph of its own', () => {
  const out = parse("import Note from './_codes/note.mdx';\n\nThe owl <Note /> Then it sleeps.\n");
  assert.equal(out.errors, []);
  assert.match(out.html, /<p>The owl Hoots <strong>twice<\/strong> at night\.\s*Then it sleeps\.<\/p>/);
});

test.run();
