import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown } from '../../../../../../cli/pipeline/parse/markdown';
import { codeExportName } from '../../../../../../cli/pipeline/parse/mdx/code-module';
import { componentProps, type ComponentMap } from '../../../../../../runtime/islands/island-tree';
import { CODE_REF } from '../../../../../../runtime/islands/import-ref';
import { loadParserParts } from '../../../../../helpers/parser-parts';

const test = suite('spread attributes of module values');
test.before(loadParserParts);
const parse = (source: string) =>
  parseMarkdown({ source, file: '/site/docs/page.mdx', lineOffset: 0, isMdx: true, siteDir: '/site', baseUrl: '/' });
const IMPORTS = "import Card from '@site/src/Card';\nimport * as data from '@site/src/data';\nimport { two } from '@site/src/data';\n\n";
const ref = (source: string) => `{&quot;${CODE_REF}&quot;:&quot;import:@site/docs/page.mdx?esm#${codeExportName(source)}&quot;}`;

test('a spread of a module value runs as code where the component renders, keeping its place among the attributes', () => {
  const out = parse(`${IMPORTS}<Card {...data.one} title="Mine" />\n\n<Card {...two} />\n`);
  assert.equal(out.errors, []);
  assert.ok(out.html.includes(`props="{&quot;__opdocsSpread0&quot;:${ref('{...data.one}')},&quot;title&quot;:&quot;Mine&quot;}"`), out.html);
  assert.ok(out.html.includes(`props="{&quot;__opdocsSpread0&quot;:${ref('{...two}')}}"`), out.html);
  // The code module has the function those names call.
  assert.match(out.esm ?? '', `export const ${codeExportName('{...data.one}')} = () => ({...data.one}`);
});

test('a spread of a name the file does not define stays an error at its line', () => {
  const out = parse(`${IMPORTS}<Card {...nowhere.one} />\n`);
  assert.is(out.errors.length, 1);
  assert.is(out.errors[0].line, 5);
  assert.match(out.errors[0].message, '{...nowhere.one}');
});

test('the props a component gets hold the spread object\'s keys, a later attribute or spread winning', () => {
  const components = { 'code:a': () => ({ title: 'From spread', items: [1] }), 'code:b': () => ({ items: [2] }) } as unknown as ComponentMap;
  const props = componentProps({ title: 'Before', __opdocsSpread0: { [CODE_REF]: 'code:a' }, size: 3, __opdocsSpread1: { [CODE_REF]: 'code:b' } }, components);
  assert.equal(props, { title: 'From spread', items: [2], size: 3 });
  assert.equal(componentProps({ __opdocsSpread0: { [CODE_REF]: 'code:a' }, title: 'After' }, components), { title: 'After', items: [1] });
});

test.run();
