import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown, type MarkdownInput } from '../../../../../../cli/pipeline/parse/markdown';
import { loadParserParts } from '../../../../../helpers/parser-parts';

const test = suite('partial format');
test.before(loadParserParts);
// A `.md` partial that is fine CommonMark but not valid MDX (`<=` and a bare `{name}`).
const FILES: Record<string, string> = { '/site/docs/_codes.md': '## Length <= 5 for {field}\n\nPlain *text*.\n' };
const PAGE = "import Codes from './_codes.md';\n\n<Codes />\n";
const parse = (more: Partial<MarkdownInput>) =>
  parseMarkdown({ source: PAGE, file: '/site/docs/page.mdx', lineOffset: 0, isMdx: true, siteDir: '/site', baseUrl: '/', readFile: (f) => FILES[f], ...more });

test('under markdown.format "detect" a .md partial is read as CommonMark, as its own page would be', () => {
  const out = parse({ format: 'detect' });
  assert.equal(out.errors, []);
  assert.match(out.html, 'Length &lt;= 5 for {field}');
  assert.match(out.html, '<p>Plain <em>text</em>.</p>');
  assert.equal(out.headings.map((h) => h.text), ['Length <= 5 for {field}']);
});

test('under "mdx" (the default) the same partial is MDX, and its syntax error names the partial', () => {
  const out = parse({});
  assert.is(out.errors.length, 1);
  assert.is(out.errors[0].file, '/site/docs/_codes.md');
  assert.match(out.errors[0].message, 'MDX syntax error');
});

test.run();
