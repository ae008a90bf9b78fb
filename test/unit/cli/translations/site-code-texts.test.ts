/** Texts a site's code gives to @docusaurus/Translate, read without running the code. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { siteCodeTexts } from '../../../../cli/translations/site-code-texts.ts';

test('finds <Translate> and translate() under the names the file imports them by, in JavaScript and TypeScript', () => {
  const js = siteCodeTexts('/site/src/a.jsx', [
    "import T, { translate as tr } from '@docusaurus/Translate';",
    "export const A = () => <p title={tr({ message: 'Tip text' })}><T id='a.hello' description='Greeting'>",
    '  Hello   there',
    '</T></p>;',
  ].join('\n'));
  assert.equal(js.entries, { 'Tip text': { message: 'Tip text' }, 'a.hello': { message: 'Hello there', description: 'Greeting' } });
  assert.equal(js.warnings, []);
  const ts = siteCodeTexts('/site/src/b.tsx', [
    "import Translate from '@docusaurus/Translate';",
    'type P = { n: number };',
    "export default function B(p: P): JSX.Element { return <Translate id=\"b.count\" values={{ n: p.n }}>{'{n} cups'}</Translate>; }",
  ].join('\n'));
  assert.equal(ts.entries, { 'b.count': { message: '{n} cups' } });
});

test('a text built at run time is reported at its line, and the literal texts beside it are still found', () => {
  const found = siteCodeTexts('/site/src/c.js', [
    "import Translate, { translate } from '@docusaurus/Translate';",
    "const name = 'x';",
    "export const C = () => <div>{translate({ message: name })}<Translate id=\"c.fixed\">Fixed</Translate><Translate>{name}</Translate></div>;",
  ].join('\n'));
  assert.equal(Object.keys(found.entries), ['c.fixed']);
  assert.equal(found.warnings.map((w) => [w.error.file, w.error.line]), [['/site/src/c.js', 3], ['/site/src/c.js', 3]]);
  assert.match(found.warnings[0].error.message, 'translate() has no literal text or id');
  assert.match(found.warnings[1].error.message, '<Translate> holds something other than one literal text');
});

test('a file that does not import the module is not parsed; one that cannot be parsed is a warning at its line', () => {
  assert.equal(siteCodeTexts('/site/src/d.js', 'this is not javascript at all {{{'), { entries: {}, warnings: [] });
  const broken = siteCodeTexts('/site/src/e.js', "import Translate from '@docusaurus/Translate';\nconst = ;\n");
  assert.equal(broken.entries, {});
  assert.is(broken.warnings[0].error.line, 2);
  assert.match(broken.warnings[0].error.message, 'could not read this file for translatable texts');
});

test.run();
