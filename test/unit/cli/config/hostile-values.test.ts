/**
 * Config values that are well-formed JSON but cannot work: a base path that climbs or cuts
 * itself short, a count beyond what a number can hold. Each is blamed on its key, once.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseConfig } from '../../../../cli/config/load-config';
import { asUserErrors, formatError } from '../../../../cli/errors';
import { headExtras } from '../../../../cli/render/head-extras';

/** The printed errors of a config made of the base keys and `extra` (written on one line each). */
function errorsOf(extra: string): string[] {
  const text = `{\n  "title": "T",\n  "url": "https://example.com",\n  ${extra}\n}`;
  try {
    parseConfig(text, '/site/site.config.json', {});
  } catch (err) {
    const errors = asUserErrors(err);
    if (!errors) throw err;
    return errors.map((e) => formatError(e, '/site'));
  }
  throw new Error('expected the config to be rejected');
}

test('a baseUrl with "." or ".." segments, "?", "#" or a bad escape is refused at baseUrl, not at every page', () => {
  const hint = '\n  hint: e.g. "baseUrl": "/docs-site/", or "/" for the root of the domain';
  assert.equal(errorsOf('"baseUrl": "/a/../b/"'), [`site.config.json:4:14  error  baseUrl: must not contain "." or ".." segments, got "/a/../b/"${hint}`]);
  assert.equal(errorsOf('"baseUrl": "/%2e%2e/"'), [`site.config.json:4:14  error  baseUrl: must not contain "." or ".." segments, got "/%2e%2e/"${hint}`]);
  assert.equal(errorsOf('"baseUrl": "/docs?v=2"'), [`site.config.json:4:14  error  baseUrl: must be a path without "?" or "#", got "/docs?v=2"${hint}`]);
  assert.equal(errorsOf('"baseUrl": "/%zz/"'), [`site.config.json:4:14  error  baseUrl: must be a valid percent-encoded path, got "/%zz/"${hint}`]);
});

test('a blank baseUrl, or one with whitespace at an end, is refused at its line instead of becoming "/ /"', () => {
  const hint = '\n  hint: e.g. "baseUrl": "/docs-site/", or "/" for the root of the domain';
  assert.equal(errorsOf('"baseUrl": " "'), [`site.config.json:4:14  error  baseUrl: must not be blank, got " "${hint}`]);
  assert.equal(errorsOf('"baseUrl": "\\t"'), [`site.config.json:4:14  error  baseUrl: must not be blank, got "\\t"${hint}`]);
  assert.equal(errorsOf('"baseUrl": "/docs/ "'), [`site.config.json:4:14  error  baseUrl: must not start or end with whitespace, got "/docs/ "${hint}`]);
});

test('plain base paths still load: with or without slashes, spaces or encoded dots inside a name', () => {
  for (const [written, resolved] of [['docs', '/docs/'], ['', '/'], ['/a b/', '/a b/'], ['/v1.2%2e/', '/v1.2%2e/']]) {
    const config = parseConfig(JSON.stringify({ title: 'T', url: 'https://example.com', baseUrl: written }), '/site/site.config.json', {});
    assert.is(config.baseUrl, resolved);
  }
});

test('a whole number beyond the safe range names the bound it broke, not the other one', () => {
  const hint = '\n  hint: Posts per list page, or "ALL" for one page. Default 10.';
  assert.equal(errorsOf('"blog": { "postsPerPage": 99999999999999999999 }'), [
    `site.config.json:4:29  error  blog.postsPerPage: must be at most 9007199254740991, got 100000000000000000000${hint}`,
  ]);
  assert.equal(errorsOf('"blog": { "postsPerPage": -5 }'), [`site.config.json:4:29  error  blog.postsPerPage: must be at least 1, got -5${hint}`]);
  assert.equal(errorsOf('"blog": { "postsPerPage": 1e400 }'), ['site.config.json:4:29  error  blog.postsPerPage: expected a whole number, got Infinity']);
});

test('a count out of range at a key that also takes other values says which: feedOptions.limit 0 points at false or null', () => {
  assert.equal(errorsOf('"blog": { "feedOptions": { "limit": 0 } }'), [
    'site.config.json:4:39  error  blog.feedOptions.limit: must be at least 1, got 0\n  hint: Most recent posts in each feed; false or null: every post. Default 20.',
  ]);
  // A plain number key has no other values to name: its range says it all.
  assert.equal(errorsOf('"offline": { "maxPrecacheMB": -1 }'), ['site.config.json:4:33  error  offline.maxPrecacheMB: must be at least 0, got -1']);
});

test('a locale code that is a path or holds odd characters is refused at its entry; real language tags load', () => {
  const tail = ' is not a locale code; it names a URL segment and a folder, so it may hold only letters, digits, "-" and "_"\n  hint: use a language tag such as "fr", "pt-BR" or "zh-Hans-CN"';
  assert.equal(errorsOf('"i18n": { "defaultLocale": "en", "locales": ["en", "../x"] }'), [`site.config.json:4:54  error  i18n.locales[1]: "../x"${tail}`]);
  assert.equal(errorsOf('"i18n": { "defaultLocale": "e n" }'), [`site.config.json:4:30  error  i18n.defaultLocale: "e n"${tail}`]);
  const config = parseConfig(JSON.stringify({ title: 'T', url: 'https://example.com', i18n: { defaultLocale: 'en', locales: ['en', 'zh-Hans-CN', 'pt_BR'] } }), '/site/site.config.json', {});
  assert.equal(config.i18n.locales, ['en', 'zh-Hans-CN', 'pt_BR']);
});

test('a locale code that is no language tag is refused at its entry unless htmlLang gives one; "_" reads as "-"', () => {
  assert.equal(errorsOf('"i18n": { "defaultLocale": "en", "locales": ["en", "l00"] }'), [
    'site.config.json:4:54  error  i18n.locales[1]: "l00" is not a BCP 47 language tag, which <html lang> and the dates of the pages need\n'
    + '  hint: give the code its language\'s tag: "localeConfigs": { "l00": { "htmlLang": "…" } }, e.g. "en-US" or "pt-BR"',
  ]);
  assert.equal(errorsOf('"i18n": { "localeConfigs": { "en": { "htmlLang": "en_GB" } } }'), [
    'site.config.json:4:52  error  i18n.localeConfigs.en.htmlLang: "en_GB" is not a BCP 47 language tag, which <html lang> and the dates of the pages need\n'
    + '  hint: use a tag such as "en-US", "pt-BR" or "zh-Hans-CN"',
  ]);
  const config = parseConfig(JSON.stringify({ title: 'T', url: 'https://example.com', i18n: {
    defaultLocale: 'en', locales: ['en', 'pt_BR', 'l00'], localeConfigs: { l00: { htmlLang: 'nl' } },
  } }), '/site/site.config.json', {});
  assert.is(config.i18n.localeConfigs.pt_BR!.htmlLang, 'pt-BR');
  assert.is(config.i18n.localeConfigs.l00!.htmlLang, 'nl');
  assert.is(config.i18n.localeConfigs.l00!.label, 'Nederlands');
});

test('a locale\'s default label names the language of its code, not the region its htmlLang adds', () => {
  const config = parseConfig(JSON.stringify({ title: 'T', url: 'https://example.com', i18n: {
    defaultLocale: 'en', locales: ['en', 'de', 'pt_BR'], localeConfigs: { en: { htmlLang: 'en-GB' }, de: { htmlLang: 'de-AT' } },
  } }), '/site/site.config.json', {});
  assert.equal(['en', 'de', 'pt_BR'].map((l) => [config.i18n.localeConfigs[l]!.label, config.i18n.localeConfigs[l]!.htmlLang]),
    [['English', 'en-GB'], ['Deutsch', 'de-AT'], ['Português (Brasil)', 'pt-BR']]);
});

test('a right-to-left language is written right to left unless its localeConfigs entry says otherwise', () => {
  const config = parseConfig(JSON.stringify({ title: 'T', url: 'https://example.com', i18n: {
    defaultLocale: 'en', locales: ['en', 'ar', 'he', 'fa', 'ur'], localeConfigs: { he: { label: 'עברית' }, ur: { direction: 'ltr' } },
  } }), '/site/site.config.json', {});
  const dirs = Object.fromEntries(Object.entries(config.i18n.localeConfigs).map(([code, c]) => [code, c.direction]));
  assert.equal(dirs, { en: 'ltr', ar: 'rtl', he: 'rtl', fa: 'rtl', ur: 'ltr' });
});

test('a head script or style whose innerHTML holds its own end tag is refused at innerHTML; the escaped form is written as given', () => {
  const scriptHint = '\n  hint: inside a JavaScript string write "<\\/script" instead (in site.config.json: "<\\\\/script"), which the script reads as the same text; or load the code from a file with "src"';
  assert.equal(errorsOf(String.raw`"headTags": [{ "tagName": "script", "innerHTML": "el.innerHTML = '<script></SCRIPT >'" }]`), [
    `site.config.json:4:52  error  headTags[0].innerHTML: holds "</SCRIPT" at character 25, which ends the <script> element early and turns the rest into page markup${scriptHint}`,
  ]);
  assert.equal(errorsOf(String.raw`"headTags": [{ "tagName": "style", "innerHTML": "a::after { content: '</style>' }" }]`), [
    'site.config.json:4:51  error  headTags[0].innerHTML: holds "</style" at character 22, which ends the <style> element early and turns the rest into page markup\n'
    + '  hint: move the rules into a customCss file, or write the "<" of a CSS string as "\\3c " (in site.config.json: "\\\\3c ")',
  ]);
  const config = parseConfig(String.raw`{ "title": "T", "url": "https://example.com", "headTags": [
    { "tagName": "script", "innerHTML": "el.innerHTML = '<\\/script>'" }, { "tagName": "noscript", "innerHTML": "<p>on</p>" }] }`, '/site/site.config.json', {});
  assert.is(headExtras(config).tail, String.raw`<script>el.innerHTML = '<\/script>'</script><noscript><p>on</p></noscript>`);
});

test('a head title or noscript whose innerHTML holds its own end tag is refused too, with what to write instead', () => {
  assert.equal(errorsOf(String.raw`"headTags": [{ "tagName": "title", "innerHTML": "A </title><b>" }, { "tagName": "noscript", "innerHTML": "<p>x</p></NoScript>" }]`).map((e) => e.split('  error  ')[1]), [
    'headTags[0].innerHTML: holds "</title" at character 3, which ends the <title> element early and turns the rest into page markup\n  hint: write the "<" as "&lt;", which the title shows as "<"',
    'headTags[1].innerHTML: holds "</NoScript" at character 9, which ends the <noscript> element early and turns the rest into page markup\n  hint: leave the end tag out: opdocs writes it after the content',
  ]);
});

test.run();
