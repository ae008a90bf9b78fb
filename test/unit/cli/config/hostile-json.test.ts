/** Hostile site.config.json and other strict JSON files: each gives one located error, never a crash. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseConfig } from '../../../../cli/config/load-config';
import { parseJsonFile } from '../../../../cli/config/json-syntax';
import { parseWithout } from '../../../../cli/config/schema-fallback';
import { siteConfigSchema } from '../../../../cli/config/schema';
import { asUserErrors, formatErrors } from '../../../../cli/errors';

const FILE = '/site/site.config.json';

function errorsOf(text: string): string {
  try {
    parseConfig(text, FILE, {});
  } catch (err) {
    const errors = asUserErrors(err);
    if (!errors) throw err;
    return formatErrors(errors, '/site');
  }
  throw new Error('expected the config to be rejected');
}

const HostileJson = suite('hostile JSON input');

HostileJson('a "__proto__" key is an unknown key at its own place, not the keys of the object it holds', () => {
  const text = '{\n  "title": "T",\n  "url": "https://e.com",\n  "__proto__": { "polluted": 1 }\n}';
  assert.ok(errorsOf(text).startsWith('site.config.json:4:3  error  __proto__: unknown key\n'));
});

HostileJson('"__proto__" inside customFields is an error at its key, not an entry lost in silence, and its keys reach no object', () => {
  const text = '{"title":"T","url":"https://e.com",\n"customFields":{"__proto__":{"x":1},"y":2}}';
  assert.ok(errorsOf(text).startsWith('site.config.json:2:17  error  customFields.__proto__: JavaScript takes this key for the object\'s prototype, so its entry would be lost\n'));
  assert.is(({} as Record<string, unknown>).x, undefined);
});

HostileJson('arrays nested thousands deep are an error at the first level too many, not a stack overflow', () => {
  const text = `{"title":"T","url":"https://e.com",\n"customFields":{"a":${'['.repeat(20_000)}${']'.repeat(20_000)}}}`;
  assert.is(errorsOf(text), 'site.config.json:2:219  error  site.config.json nests arrays and objects more than 200 levels deep\n'
    + '  hint: a site config needs only a few levels; look for a long run of "[" or "{" here\n\n1 problem found; nothing was written.');
});

HostileJson('a sidebars.json syntax error names its line and column in our words', () => {
  const result = parseJsonFile({ text: '{\n  "main": ["intro", ]\n}', file: '/site/sidebars.json', what: 'sidebars file' });
  assert.ok('error' in result);
  const { error } = result as { error: { line?: number; column?: number; message: string; hint?: string } };
  assert.equal([error.line, error.column, error.message, error.hint], [2, 19, 'sidebars file: invalid JSON: trailing comma', 'remove the "," before "]"']);
});

HostileJson('an empty JSON file other than the config gets the caller\'s hint, not the config\'s', () => {
  const result = parseJsonFile({ text: ' \n', file: '/site/i18n/fr/code.json', what: 'translation file', hint: 'write an object' });
  assert.equal('error' in result && [result.error.message, result.error.hint], ['translation file: the file is empty', 'write an object']);
});

HostileJson('dropping several wrong list entries keeps the right ones (indices do not shift onto neighbours)', () => {
  const value = { title: 'T', url: 'https://e.com', navbar: { items: [{ to: 1, label: 'x' }, { to: 2, label: 'y' }, { to: '/ok', label: 'kept' }] } };
  const parsed = parseWithout(siteConfigSchema, value, [['navbar', 'items', 0, 'to'], ['navbar', 'items', 1, 'to']]);
  assert.equal(parsed?.navbar.items.map((i) => (i as { label?: string }).label), ['kept']);
});

HostileJson.run();
