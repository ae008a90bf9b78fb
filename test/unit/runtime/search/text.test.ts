import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CAMEL_PART, forEachToken, normalizeWord, tokenize, tokenizeQuery, WORD } from '../../../../runtime/search/text';

/** The rule tokenize follows, written with the two regular expressions it is defined by. */
function byRegex(text: string): string[] {
  const out: string[] = [];
  for (const [word] of text.matchAll(WORD)) {
    out.push(normalizeWord(word));
    const parts = word.match(CAMEL_PART);
    if (parts && parts.length > 1) for (const p of parts) out.push(normalizeWord(p));
  }
  return out;
}

const SAMPLES = [
  'Install the Operator with helm_chart v2Beta',
  'HTTPServer, XMLHttpRequest and iOS: StatefulSet (k8s)',
  'Über naïve café — l’opérateur « rapide » 日本語のテキスト',
  'a😀b 𝐀𝐁c x² ǅungla Ⅻ ﬁle straße İstanbul',
  '__init__ _Private 9Lives ABC abc123Def',
  '', '   ', '—', 'l\u0301a',
];

test('tokenize cuts and lowers words as the WORD and CAMEL_PART rules say, for ASCII and other scripts', () => {
  for (const text of SAMPLES) assert.equal(tokenize(text), byRegex(text), text);
  assert.equal(tokenize('StatefulSet über'), ['statefulset', 'stateful', 'set', 'uber']);
});

test('with emitSpan, plain ASCII words come as places in the text and the rest as strings, in order', () => {
  for (const text of SAMPLES) {
    const got: string[] = [];
    forEachToken(text, (w) => got.push(w), (start, end) => got.push(text.slice(start, end).toLowerCase()));
    assert.equal(got, byRegex(text), text);
  }
  const spans: [number, number][] = [];
  const words: string[] = [];
  forEachToken('Run kubeCtl now', (w) => words.push(w), (s, e) => spans.push([s, e]));
  assert.equal(spans, [[0, 3], [12, 15]]);
  assert.equal(words, ['kubectl', 'kube', 'ctl']);
});

test('a query finds the word however its letters are encoded: composed or combining accents, full-width letters, ligatures', () => {
  const indexed = tokenize('Café file résumé');
  for (const query of ['café', 'cafe\u0301', 'CAFÉ', 'ＣＡＦＥ', 'ﬁle', 'ｒéｓｕｍｅ\u0301']) {
    for (const word of tokenizeQuery(query)) assert.ok(indexed.includes(word), `${JSON.stringify(query)} → ${word} is an indexed word`);
  }
  assert.equal(tokenize('x² Ⅻ'), ['x2', 'xii']);
});

test.run();
