import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { evaluateTocPredicate, type TocPredicate } from '../../../../runtime/islands/toc-filter';

const test = suite('toc.filter predicates');
const install = { level: 2, id: 'install', html: 'Install <code>cli</code>' };
const holds = (p: TocPredicate) => Boolean(evaluateTocPredicate(p, install));

test('comparisons read the heading\'s level, id and value (its inline HTML)', () => {
  assert.ok(holds({ op: '===', left: { field: 'level' }, right: { lit: 2 } }));
  assert.not.ok(holds({ op: '>', left: { field: 'level' }, right: { lit: 2 } }));
  assert.ok(holds({ op: '<=', left: { field: 'level' }, right: { lit: 3 } }));
  assert.ok(holds({ op: '!==', left: { field: 'id' }, right: { lit: 'faq' } }));
  assert.ok(holds({ op: '==', left: { field: 'value' }, right: { lit: 'Install <code>cli</code>' } }));
});

test('&&, || and ! combine as in JavaScript, the right side read only when the left does not decide', () => {
  const isTwo: TocPredicate = { op: '===', left: { field: 'level' }, right: { lit: 2 } };
  const isFaq: TocPredicate = { op: '===', left: { field: 'id' }, right: { lit: 'faq' } };
  assert.not.ok(holds({ op: '&&', left: isTwo, right: isFaq }));
  assert.ok(holds({ op: '||', left: isFaq, right: isTwo }));
  assert.ok(holds({ op: '!', arg: isFaq }));
});

test('includes, startsWith and endsWith work on strings and on lists of literals', () => {
  assert.ok(holds({ call: 'includes', on: { lit: ['install', 'faq'] }, arg: { field: 'id' } }));
  assert.not.ok(holds({ call: 'includes', on: { lit: [3, 4] }, arg: { field: 'level' } }));
  assert.ok(holds({ call: 'startsWith', on: { field: 'value' }, arg: { lit: 'Install' } }));
  assert.ok(holds({ call: 'endsWith', on: { field: 'id' }, arg: { lit: 'all' } }));
  assert.not.ok(holds({ call: 'startsWith', on: { field: 'level' }, arg: { lit: '2' } }), 'a number has no startsWith: false, not a throw');
});

test.run();
