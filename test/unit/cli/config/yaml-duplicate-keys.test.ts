/**
 * A key written twice in one YAML map (front matter, authors.yml): the error names the key and
 * says to keep one line, instead of the generic advice to quote values.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readYaml } from '../../../../cli/config/yaml-source';

test('a key written twice in front matter is named, at its second line, with a hint to keep one', () => {
  const { value, errors } = readYaml('title: One\nslug: /a\ntitle: Two\n', { file: '/site/content/docs/a.md', what: 'front matter', lineOffset: 1, hint: 'fix the YAML between the two `---` lines' });
  assert.is(value, undefined);
  assert.equal(errors.map((e) => [e.line, e.column, e.message, e.hint]), [
    [4, 1, 'front matter: invalid YAML (the key `title` appears twice in one map)', 'keep one of the two `title:` lines (a key may appear once in each map)'],
  ]);
});

test('a nested key written twice, once quoted, is named as written the second time', () => {
  const { errors } = readYaml('ada:\n  name: Ada\n  "name": Lovelace\n', { file: '/site/content/blog/authors.yml', what: 'authors file' });
  assert.equal(errors.map((e) => [e.line, e.message]), [[3, 'authors file: invalid YAML (the key `"name"` appears twice in one map)']]);
});

test('other syntax errors keep the caller\'s hint', () => {
  const { errors } = readYaml('title: a: b\n', { file: '/site/content/docs/a.md', what: 'front matter', hint: 'fix the YAML' });
  assert.equal(errors.map((e) => e.hint), ['fix the YAML']);
});

test.run();
