import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { selectPluralForm, textsOf } from '../../../theme/texts/texts';

const locale = (code: string) => ({ code, label: code, htmlLang: code, direction: 'ltr' as const, href: '/' });

test('a translated id replaces the English text; placeholders are filled either way', () => {
  const fr = textsOf({ locale: locale('fr'), translations: { 'theme.docs.paginator.next': 'Suivant', 'theme.common.headingLinkTitle': 'Lien direct vers {heading}' } });
  assert.is(fr.t('theme.docs.paginator.next', 'Next'), 'Suivant');
  assert.is(fr.t('theme.docs.paginator.previous', 'Previous'), 'Previous');
  assert.is(fr.t('theme.common.headingLinkTitle', 'Direct link to {heading}', { heading: 'Sol' }), 'Lien direct vers Sol');
  assert.is(textsOf({ locale: locale('en') }).t('theme.common.headingLinkTitle', 'Direct link to {heading}', { heading: 'Soil' }), 'Direct link to Soil');
});

test('a text named like an object\'s property is looked up among the site\'s own messages only', () => {
  const texts = textsOf({ locale: locale('en'), translations: { toString: 'own' } });
  assert.is(texts.t('constructor', 'constructor'), 'constructor');
  assert.is(texts.t('__proto__', 'proto'), 'proto');
  assert.is(texts.t('toString', 'x'), 'own');
  assert.is(textsOf({ locale: locale('en') }).t('hasOwnProperty', 'plain'), 'plain');
});

test('plural forms follow the locale: zero is "one" in French and "other" in English', () => {
  const fr = textsOf({ locale: locale('fr'), translations: { 'theme.blog.post.plurals': 'Un article|{count} articles' } });
  assert.is(fr.plural('theme.blog.post.plurals', 'One post|{count} posts', 0), 'Un article');
  assert.is(fr.plural('theme.blog.post.plurals', 'One post|{count} posts', 3), '3 articles');
  const en = textsOf({ locale: locale('en') });
  assert.is(en.plural('theme.blog.post.plurals', 'One post|{count} posts', 0), '0 posts');
  assert.is(en.plural('theme.blog.post.plurals', 'One post|{count} posts', 1), 'One post');
  // Russian has one, few, many and other; a message with fewer forms takes its last for the rest.
  assert.is(selectPluralForm('ru', 3, 'a|b|c|d'), 'b');
  assert.is(selectPluralForm('ru', 5, 'a|b'), 'b');
  assert.is(selectPluralForm('not a locale!', 2, 'one|{count} many'), '{count} many');
});

test.run();
