/**
 * An empty or blank site title is refused at its key, as Docusaurus refuses it: it built every
 * page's tab as "Intro | " and the navbar and feeds without a name.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseConfig } from '../../../../cli/config/load-config';
import { asUserErrors, formatError } from '../../../../cli/errors';

function errorsOf(title: string): string[] {
  try {
    parseConfig(`{\n  "title": ${JSON.stringify(title)},\n  "url": "https://example.com"\n}`, '/site/site.config.json', {});
    return [];
  } catch (err) {
    const errors = asUserErrors(err);
    if (!errors) throw err;
    return errors.map((e) => formatError(e, '/site'));
  }
}

test('an empty or blank title is an error at the key, saying what to write', () => {
  const expected = ['site.config.json:2:12  error  title: must not be empty\n  hint: write the site\'s name, e.g. "title": "TyKO"; it is shown in the navbar, every page title and the feeds'];
  assert.equal(errorsOf(''), expected);
  assert.equal(errorsOf(' \t '), expected);
});

test('any title with a visible character loads', () => {
  assert.equal(errorsOf('T'), []);
  assert.equal(errorsOf(' Docs '), []);
});

test.run();
