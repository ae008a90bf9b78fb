import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Parser } from 'acorn';
import jsx from 'acorn-jsx';
import type { Expression, Program } from 'estree';
import { firstUnknownName, moduleNames } from '../../../../../../cli/pipeline/parse/mdx/free-names';

const test = suite('names MDX written as code may use');
const JsxParser = Parser.extend(jsx());
const program = (code: string) => JsxParser.parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Program;
const expression = (code: string) => (program(`(${code})`).body[0] as { expression: Expression }).expression;
const unknownIn = (code: string, known: string[] = []) => firstUnknownName(expression(code), new Set(known));

test('what the module defines: imports (a partial too, kept when code uses it) and exports, but not raw text it leaves out', () => {
  const names = moduleNames([program([
    "import Tabs, { TabItem as Item } from '@theme/Tabs';", "import * as lib from 'lib';", "import Part from './_part.mdx';",
    "import code from '!!raw-loader!./a.js';", 'export const a = 1, { b, c: [d] } = {};', 'export function f() {}', 'export class K {}',
  ].join('\n'))]);
  assert.equal([...names].sort(), ['Item', 'K', 'Part', 'Tabs', 'a', 'b', 'd', 'f', 'lib']);
});

test('parameters, variables and the runtime\'s globals are known; JSX tags and member names are not names', () => {
  assert.is(unknownIn('range(0, 3).map((n, { k = n }) => <li key={n} data-k={k}>{Math.max(n, k)}</li>)', ['range']), null);
  assert.is(unknownIn('() => { const [x] = [1]; try { window.alert(x); } catch (err) { console.log(err.message); } }'), null);
  assert.is(unknownIn('({ a: 1, [key]: 2 })'), 'key', 'a computed key is read');
  assert.is(unknownIn('obj.missing.deeper', ['obj']), null);
  assert.is(unknownIn('function () { return [arguments.length, new.target, import.meta.url, this]; }'), null, 'what every function has');
});

test('the first unknown name is the one to report, components included', () => {
  assert.is(unknownIn('<Line.Segment point={p} />', ['p']), 'Line');
  assert.is(unknownIn('items.map((i) => <Card key={i} />)', ['Card']), 'items');
  assert.is(unknownIn('<div>{count * 2}</div>'), 'count');
});

test.run();
