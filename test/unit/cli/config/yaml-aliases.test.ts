/** YAML alias bombs (front matter, authors.yml, _category_.yml): one located error before anything expands them. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readYaml } from '../../../../cli/config/yaml-source';

const LEVELS = 'abcdefghi'.split('');
/** Nine levels of nine aliases each: tiny to parse, 387 million strings once copied. */
const BOMB = LEVELS.map((name, i) => `${name}: &${name} [${i === 0 ? '"x","x","x","x","x","x","x","x","x"' : Array(9).fill(`*${LEVELS[i - 1]}`).join(',')}]`).join('\n');

test('aliases that expand to more than 100,000 values are an error at the first alias', () => {
  const { value, errors } = readYaml(`title: T\n${BOMB}\n`, { file: '/site/content/docs/a.md', what: 'front matter', lineOffset: 1 });
  assert.is(value, undefined);
  assert.equal(errors.map((e) => [e.line, e.column, e.message]), [[4, 8, 'front matter: aliases (`*name`) expand to more than 100,000 values']]);
});

test('an alias inside the value it names is an error, not an endless copy', () => {
  const { errors } = readYaml('label: G\ncustomProps: &c { self: *c }\n', { file: '/site/content/docs/g/_category_.yml', what: 'category file' });
  assert.equal(errors.map((e) => [e.line, e.column, e.message]), [[2, 25, 'category file: aliases (`*name`) expand to a value that contains itself']]);
});

test('a few ordinary aliases still read as their values', () => {
  const { value, errors } = readYaml('base: &b { name: Ada }\nada: *b\n', { file: '/site/content/blog/authors.yml', what: 'authors file' });
  assert.equal([value, errors], [{ base: { name: 'Ada' }, ada: { name: 'Ada' } }, []]);
});

test.run();
