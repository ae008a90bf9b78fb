/**
 * A partial whose `export default` is a component: MDX compiles that export as the file's
 * layout, so `<Part a="1" />` renders it with the tag's attributes and the partial's content as
 * children, which is how Docusaurus sites write a component in an `_part.mdx` file.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown } from '../../../../../../cli/pipeline/parse/markdown';
import { mdxEsmSource } from '../../../../../../cli/bundle/mdx-module-source';
import { loadParserParts } from '../../../../../helpers/parser-parts';

const test = suite('a partial\'s export default is its layout');
test.before(loadParserParts);

const FILES: Record<string, string> = {
  // Nothing but the component: the tag renders it with its attributes.
  '/site/docs/_pill.mdx': [
    'export default function Pill({ shade, text }) {',
    '  return <b className={`pill-${shade}`}>{text}</b>;',
    '}', '',
  ].join('\n'),
  // A component around content, which reads the caller's props too.
  '/site/docs/_boxed.mdx': 'export default ({ children, mood }) => <section data-mood={mood}>{children}</section>;\n\nInside, *gently*, for {props.mood}.\n',
};
const parse = (source: string, file = '/site/docs/page.mdx') => parseMarkdown({
  source, file, lineOffset: 0, isMdx: true, siteDir: '/site', baseUrl: '/', readFile: (f) => FILES[f],
});

test('a partial holding only its export default renders that component with the tag\'s attributes', () => {
  const out = parse("import Pill from './_pill.mdx';\n\nOne <Pill shade=\"red\" text=\"Hot\" /> here.\n\n<Pill shade=\"blue\" text=\"Cold\" />\n");
  assert.equal(out.errors.map((e) => e.message), []);
  const markers = out.html.match(/<opdocs-component name="import:@site\/docs\/_pill\.mdx\?esm#default"[^>]*>/g) ?? [];
  assert.is(markers.length, 2, out.html);
  assert.match(String(markers[0]), 'Hot');
  assert.match(String(markers[1]), 'Cold');
  assert.match(out.html, /<p>One <opdocs-component [^>]*><\/opdocs-component> here\.<\/p>/, 'used inside a sentence, it stays in the sentence');
});

test('the partial\'s content is the layout\'s children, its props read as the tag gives them', () => {
  const out = parse("import Boxed from './_boxed.mdx';\n\n<Boxed mood=\"calm\" />\n");
  assert.equal(out.errors.map((e) => e.message), []);
  assert.match(out.html, /<opdocs-component name="import:@site\/docs\/_boxed\.mdx\?esm#default" props="[^"]*calm[^"]*">\s*<p>Inside, <em>gently<\/em>, for calm\.<\/p>\s*<\/opdocs-component>/);
});

test('a page\'s own export default is still refused at its line (the theme lays out pages)', () => {
  const out = parse('# Page\n\nexport default function Frame({ children }) { return children; }\n\nText.\n');
  assert.equal(out.errors.map((e) => `${e.line} ${e.message}`), ['3 MDX: `export default` (a layout around the page) is not supported']);
});

test('the partial\'s code module keeps its export default whole, however many lines it takes', async () => {
  const source = await mdxEsmSource(FILES['/site/docs/_pill.mdx']);
  assert.match(source, 'export default function Pill({ shade, text }) {\n  return <b className={`pill-${shade}`}>{text}</b>;\n}');
});

test.run();
