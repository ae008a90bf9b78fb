import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseExpressionAt } from 'acorn';
import type { Node } from 'estree';
import { evaluateStatic, type Binding } from '../../../../../../cli/pipeline/parse/mdx/static-value';
import { styleToCss } from '../../../../../../cli/pipeline/parse/mdx/style-text';

const test = suite('static values');
const bindings = new Map<string, Binding>([
  ['name', { kind: 'value', value: 'opdocs' }], ['styles', { kind: 'value', value: { row: 'cards_row' } }], ['useBaseUrl', { kind: 'useBaseUrl' }], ['Chart', { kind: 'other', why: 'a component' }],
]);
const evaluate = (code: string) => evaluateStatic(parseExpressionAt(code, 0, { ecmaVersion: 'latest' }) as unknown as Node, { bindings, baseUrl: '/docs-site/' });

test('literals, arrays, objects, template strings and known names evaluate', () => {
  assert.equal(evaluate('[1, -2, "a", true, null, { b: [3], "c-d": `x${name}` }, ...[4]]'), { ok: true, value: [1, -2, 'a', true, null, { b: [3], 'c-d': 'xopdocs' }, 4] });
  assert.equal(evaluate('{ ...{ a: 1 }, [`k`]: !0 }'), { ok: true, value: { a: 1, k: true } });
});

test('a property of a known object evaluates (a CSS module\'s class, an exported object)', () => {
  assert.equal(evaluate('styles.row'), { ok: true, value: 'cards_row' });
  assert.equal(evaluate('styles["row"]'), { ok: true, value: 'cards_row' });
});

test('useBaseUrl puts the base URL before a site path only, with or without its slash; require() of a file is an asset', () => {
  assert.equal(evaluate('useBaseUrl("/img/a.png")'), { ok: true, value: '/docs-site/img/a.png' });
  assert.equal(evaluate('useBaseUrl("img/a.png")'), { ok: true, value: '/docs-site/img/a.png' });
  assert.equal(evaluate('useBaseUrl("/docs-site/img/a.png")'), { ok: true, value: '/docs-site/img/a.png' });
  assert.equal(evaluate('useBaseUrl("#top")'), { ok: true, value: '#top' });
  assert.equal(evaluate('useBaseUrl("https://x.test/a")'), { ok: true, value: 'https://x.test/a' });
  assert.equal(evaluate('require("./a.png").default'), { ok: true, value: { kind: 'asset', spec: './a.png' } });
});

test('conditions and comparisons of static values are static too', () => {
  assert.equal(evaluate('styles.row ? "yes" : "no"'), { ok: true, value: 'yes' });
  assert.equal(evaluate('undefined ?? "fallback"'), { ok: true, value: 'fallback' });
  assert.equal(evaluate('0 || "zero"'), { ok: true, value: 'zero' });
  assert.equal(evaluate('"" && Chart'), { ok: true, value: '' }, 'the right side is not looked at when the left decides');
  assert.equal(evaluate('1 + 2 === 3'), { ok: true, value: true });
  assert.equal(evaluate('"v" + 2'), { ok: true, value: 'v2' });
  assert.equal(evaluate('undefined >= 2'), { ok: true, value: false });
});

test('anything else says what it uses', () => {
  assert.equal(evaluate('a + 1'), { ok: false, why: '`a`, which is not defined in this file' });
  assert.equal(evaluate('2 ** 3'), { ok: false, why: 'the operator **' });
  assert.equal(evaluate('styles * 2'), { ok: false, why: 'the operator *' });
  assert.equal(evaluate('Chart'), { ok: false, why: 'a component' });
  assert.equal(evaluate('Chart.y'), { ok: false, why: 'a component' });
  assert.equal(evaluate('styles.col'), { ok: false, why: 'a property access (`col` is not defined there)' });
  assert.equal(evaluate('() => 1'), { ok: false, why: 'a function' });
  assert.equal(evaluate('fetch("/x")'), { ok: false, why: 'a call of `fetch`' });
});

test('style objects become CSS text as React writes it', () => {
  assert.is(styleToCss({ marginTop: 8, zIndex: 2, WebkitLineClamp: 3, msTransform: 'none', '--gap': 4, padding: 0, color: ' red ', border: undefined }),
    'margin-top:8px;z-index:2;-webkit-line-clamp:3;-ms-transform:none;--gap:4;padding:0;color:red');
  assert.is(styleToCss({ color: ['red'] }), null);
});

test.run();
