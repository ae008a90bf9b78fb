import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hasBidiControl, isolateBidi } from '../../../runtime/bidi-controls';
import { formatPageTitle } from '../../../runtime/page-title';

test('embeddings, overrides and isolates count as bidi controls; marks and plain text do not', () => {
  for (const c of ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069']) assert.ok(hasBidiControl(`a${c}b`), c);
  assert.not.ok(hasBidiControl('plain \u200f mark \u200e and שלום'));
});

test('text holding an override is wrapped in a first-strong isolate; other text is returned as it is', () => {
  assert.is(isolateBidi('Intro \u202eabc'), '\u2068Intro \u202eabc\u2069');
  assert.is(isolateBidi('Intro'), 'Intro');
});

test('a document title isolates a page title holding an override, so the site title after it keeps its order', () => {
  assert.is(formatPageTitle('Intro \u202eabc 12', { title: 'T' }), '\u2068Intro \u202eabc 12\u2069 | T');
  assert.is(formatPageTitle('Intro', { title: 'T\u202dx', titleDelimiter: '·' }), 'Intro · \u2068T\u202dx\u2069');
  assert.is(formatPageTitle('Intro', { title: 'T' }), 'Intro | T');
});

test.run();
