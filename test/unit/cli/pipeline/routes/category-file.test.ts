import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseCategoryFile } from '../../../../../cli/pipeline/routes/category-file';
import { formatErrors } from '../../../../../cli/errors';

const parse = (rel: string, text: string) => parseCategoryFile({ file: `/d/${rel}`, rel, text });
const printed = (rel: string, text: string) => formatErrors(parse(rel, text).errors, '/d').split('\n\n')[0];

test('reads a JSON category with its link and the position of the linked id', () => {
  const { meta, errors } = parse('g/_category_.json', '{\n  "label": "Guides",\n  "position": 2,\n  "link": { "type": "doc", "id": "intro" }\n}');
  assert.equal(errors, []);
  assert.equal([meta.label, meta.position, meta.link, meta.linkIdPos?.()], ['Guides', 2, { type: 'doc', id: 'intro' }, { line: 4, column: 34 }]);
});

test('reads a YAML category with a generated index and a null link', () => {
  assert.equal(parse('g/_category_.yml', 'label: Guides\nlink:\n  type: generated-index\n  slug: /guides\n').meta.link,
    { type: 'generated-index', slug: '/guides', title: undefined, description: undefined });
  assert.is(parse('h/_category_.yml', 'link: null\n').meta.link, null);
  assert.equal(parse('e/_category_.yml', '').errors, []);
});

test('a typo in a key is an error with the nearest key, and the other keys still apply', () => {
  const { meta } = parse('g/_category_.json', '{ "labl": "Guides", "position": 3 }');
  assert.is(meta.position, 3);
  assert.is(printed('g/_category_.json', '{ "labl": "Guides", "position": 3 }'), [
    'g/_category_.json:1:3  error  category file: labl: unknown key',
    '  hint: did you mean "label"? allowed: className, collapsed, collapsible, customProps, description, key, label, link, position',
  ].join('\n'));
});

test('a wrong type, a wrong link type and a YAML key typo are reported together at their positions', () => {
  assert.is(printed('g/_category_.yml', 'position: two\nlink:\n  type: docs\n  id: intro\ncollapsd: true\n'), [
    'g/_category_.yml:1:11  error  category file: `position` must be a number, got "two"',
    '  hint: use a number, e.g. `position: 2`',
    'g/_category_.yml:3:9  error  category file: `link.type`: unknown value "docs"',
    '  hint: did you mean "doc"? allowed: doc, generated-index',
    'g/_category_.yml:5:1  error  category file: `collapsd`: unknown key',
    '  hint: did you mean "collapsed"? allowed: className, collapsed, collapsible, customProps, description, key, label, link, position',
  ].join('\n'));
});

test('a file holding null or a list is an error, not a crash', () => {
  assert.is(printed('g/_category_.json', 'null'), [
    'g/_category_.json:1:1  error  category file must hold an object of settings, got null',
    '  hint: e.g. { "label": "Guides", "position": 2 }',
  ].join('\n'));
  assert.match(printed('g/_category_.yml', '- a\n'), 'category file must hold an object of settings, got a list');
});

test('invalid JSON and YAML point at the problem', () => {
  assert.match(printed('g/_category_.json', '{ "label": "A" "position": 1 }'), 'g/_category_.json:1:16  error  category file: invalid JSON');
  assert.match(printed('g/_category_.yml', 'label: [A\nposition: 1\n'), 'g/_category_.yml:1:8  error  category file: invalid YAML (the `[` here is never closed with `]`)');
});

test('JSON is read leniently, as Docusaurus reads it (YAML): trailing commas and comments pass; .yaml is a category file too', () => {
  const { meta, errors } = parse('g/_category_.json', '{\n  // shown in the sidebar\n  "label": "Guides",\n  /* first */ "position": 1,\n}\n');
  assert.equal(errors, []);
  assert.equal([meta.label, meta.position], ['Guides', 1]);
  const yamlish = parse('g/_category_.json', '{\n  # a YAML comment, which Docusaurus accepts\n  label: Guides,\n  "position": 2,\n}\n');
  assert.equal(yamlish.errors, []);
  assert.equal([yamlish.meta.label, yamlish.meta.position], ['Guides', 2]);
  assert.is(parse('g/_category_.yaml', 'label: Guides\n').meta.label, 'Guides');
});

test.run();
