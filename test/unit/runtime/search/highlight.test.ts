import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { snippetText, type WordMatch } from '../../../../runtime/search/highlight';

const query = (...words: string[]): WordMatch[] => words.map((w) => ({ terms: new Set([w]), prefix: null }));
const layer = (n: number) => Array.from({ length: 12 }, (_, i) => `Words fill line ${i + 1} of layer ${n}.`).join(' ');

test('a snippet of a long text shows the place where the most query words stand together, not the first match', () => {
  const text = `An early of here. ${layer(3)}`;
  const { value } = snippetText(text, query('line', '7', 'of', 'layer'), 10);
  assert.match(value, /<mark>line<\/mark> <mark>7<\/mark> <mark>of<\/mark>/, 'the one window with every query word');
  assert.ok(value.startsWith('…') && value.endsWith('…'), value);
  assert.not.match(value, /early/);
});

test('a snippet keeps two words of context before the match and starts at the text when it matches first', () => {
  assert.is(snippetText('one two three four five six seven eight nine ten eleven twelve', query('five'), 5).value, '…three four <mark>five</mark> six seven…');
  assert.is(snippetText('alpha beta gamma delta epsilon zeta eta theta', query('alpha'), 3).value, '<mark>alpha</mark> beta gamma…');
});

test('among windows showing as many query words, the earliest wins; without a match the snippet is the start', () => {
  const text = 'red x x x x x x x red x x x x x x x red';
  assert.is(snippetText(text, query('red'), 4).value, '<mark>red</mark> x x x…');
  assert.is(snippetText(text, query('blue'), 4).value, 'red x x x…');
});

test.run();
