/**
 * search.externalUrlRegex becomes a RegExp in the browser for every result shown: a pattern
 * that does not compile is refused at its line instead of breaking each search on the site.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseConfig } from '../../../../cli/config/load-config';
import { asUserErrors, formatError } from '../../../../cli/errors';

function load(search: string): string[] | string {
  const text = `{\n  "title": "T",\n  "url": "https://example.com",\n  "search": ${search}\n}`;
  try {
    return parseConfig(text, '/site/site.config.json', {}).search.externalUrlRegex ?? '';
  } catch (err) {
    const errors = asUserErrors(err);
    if (!errors) throw err;
    return errors.map((e) => formatError(e, '/site'));
  }
}

test('an externalUrlRegex that is no regular expression is an error at its value, with what to write', () => {
  assert.equal(load('{ "externalUrlRegex": "(docs|blog" }'), [
    'site.config.json:4:35  error  search.externalUrlRegex: is not a valid regular expression (/(docs|blog/i: Unterminated group)\n'
    + '  hint: escape characters meant literally with "\\\\" (e.g. "^https://other\\\\.example\\\\.com/"), or remove the key',
  ]);
});

test('a valid pattern, metacharacters included, is kept as written', () => {
  assert.is(load('{ "externalUrlRegex": "^https://(a|b)\\\\.example\\\\.com/[?#]?" }'), '^https://(a|b)\\.example\\.com/[?#]?');
});

test.run();
