/**
 * A `[` or `{` list never closed in YAML (front matter, authors.yml): the `yaml` package calls it
 * bad indentation of the next line; the error points at the bracket and says to close or quote it.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readYaml } from '../../../../cli/config/yaml-source';

const front = (text: string) => readYaml(text, { file: '/site/content/docs/a.md', what: 'front matter', lineOffset: 1, hint: 'fix the YAML' }).errors
  .map((e) => [e.line, e.column, e.message, e.hint]);

test('an unclosed [ list is named at its bracket, with the way to close or quote it', () => {
  assert.equal(front('title: Setup\ntags: [a, b\nsidebar_position: 2\n'), [
    [3, 7, 'front matter: invalid YAML (the `[` here is never closed with `]`)', 'close the list with `]`, or quote the value if the `[` is text (title: "[Beta] Setup")'],
  ]);
});

test('the innermost open bracket is the one named; a { map too', () => {
  assert.equal(front('x:\n  y: {a: [1, 2\n').map((e) => [e[0], e[1], e[2]]), [[3, 10, 'front matter: invalid YAML (the `[` here is never closed with `]`)']]);
  assert.equal(front('author: {name: Ada\n').map((e) => [e[0], e[1], e[2]]), [[2, 9, 'front matter: invalid YAML (the `{` here is never closed with `}`)']]);
});

test('other bad indentation keeps its reason and the caller\'s hint', () => {
  const [error] = front('a:\n  b: 1\n c: 2\n');
  assert.ok(!String(error[2]).includes('never closed'), String(error[2]));
  assert.is(error[3], 'fix the YAML');
});

test.run();
