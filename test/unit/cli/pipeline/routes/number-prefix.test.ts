import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { stripNumberPrefix, stripPathPrefixes } from '../../../../../cli/pipeline/routes/number-prefix';

test('a leading number and dash become the prefix and are removed from the name', () => {
  assert.equal(stripNumberPrefix('01-Intro'), { name: 'Intro', prefix: 1 });
});

test('spaces around the separator belong to the prefix', () => {
  assert.equal(stripNumberPrefix('003 - Doc'), { name: 'Doc', prefix: 3 });
  assert.equal(stripNumberPrefix('2_under.md'), { name: 'under.md', prefix: 2 });
});

test('names that look like dates or versions keep their digits', () => {
  assert.equal(stripNumberPrefix('2021-11-foo'), { name: '2021-11-foo', prefix: undefined });
  assert.equal(stripNumberPrefix('7.0-foo'), { name: '7.0-foo', prefix: undefined });
});

test('names without a prefix, or made only of a prefix, are unchanged', () => {
  assert.equal(stripNumberPrefix('intro'), { name: 'intro', prefix: undefined });
  assert.equal(stripNumberPrefix('01-'), { name: '01-', prefix: undefined });
});

test('every segment of a path loses its prefix', () => {
  assert.is(stripPathPrefixes('01-guides/02-setup'), 'guides/setup');
});

test.run();
