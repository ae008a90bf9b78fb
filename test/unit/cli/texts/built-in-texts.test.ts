import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { builtInTextsFor, withBuiltInTexts, BUILT_IN_TEXTS } from '../../../../cli/texts/built-in-texts.ts';

const next = (code: string) => builtInTextsFor(code)?.['theme.docs.paginator.next'];

test('a locale code finds its own texts, whatever its letter case', () => {
  assert.is(next('fr'), BUILT_IN_TEXTS.fr['theme.docs.paginator.next']);
  assert.is(next('FR'), BUILT_IN_TEXTS.fr['theme.docs.paginator.next']);
  assert.is(next('pt-br'), BUILT_IN_TEXTS['pt-BR']['theme.docs.paginator.next']);
});

test('a bare language or a regional code falls back to the texts opdocs has for it', () => {
  assert.is(builtInTextsFor('pt'), BUILT_IN_TEXTS['pt-BR']);
  assert.is(builtInTextsFor('zh'), BUILT_IN_TEXTS['zh-Hans']);
  assert.is(builtInTextsFor('zh-CN'), BUILT_IN_TEXTS['zh-Hans']);
  assert.is(builtInTextsFor('zh-Hans-CN'), BUILT_IN_TEXTS['zh-Hans']);
  assert.is(builtInTextsFor('fr-CA'), BUILT_IN_TEXTS.fr);
  assert.is(builtInTextsFor('de_AT'), BUILT_IN_TEXTS.de);
});

test('traditional Chinese does not get the simplified texts', () => {
  assert.is(builtInTextsFor('zh-TW'), undefined);
  assert.is(builtInTextsFor('zh-Hant'), undefined);
});

test('English and a language opdocs has no texts for get none', () => {
  assert.is(builtInTextsFor('en'), undefined);
  assert.is(builtInTextsFor('en-GB'), undefined);
  assert.is(builtInTextsFor('sw'), undefined);
  assert.is(builtInTextsFor(''), undefined);
});

test("the site's own messages win over the shipped ones, and the others stay", () => {
  const merged = withBuiltInTexts('de', new Map([['theme.docs.paginator.next', 'Vorwärts'], ['home.title', 'Willkommen']]))!;
  assert.is(merged.get('theme.docs.paginator.next'), 'Vorwärts');
  assert.is(merged.get('home.title'), 'Willkommen');
  assert.is(merged.get('theme.docs.paginator.previous'), BUILT_IN_TEXTS.de['theme.docs.paginator.previous']);
});

test('a language without shipped texts gets back exactly what the site had', () => {
  const own = new Map([['theme.docs.paginator.next', 'Onward']]);
  assert.is(withBuiltInTexts('en', own), own);
  assert.is(withBuiltInTexts('en', undefined), undefined);
  assert.is(withBuiltInTexts('fr', undefined)!.get('theme.docs.paginator.next'), BUILT_IN_TEXTS.fr['theme.docs.paginator.next']);
});

test.run();
