import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tagVisibility } from '../../../../../cli/pipeline/routes/tag-visibility';

const hidden = (name: string) => name.startsWith('~');

test('a tag with listed items shows only those and is listed itself', () => {
  assert.equal(tagVisibility(['a', '~b', 'c'], hidden), { unlisted: false, items: ['a', 'c'] });
});

test('a tag whose items are all unlisted shows them all and is unlisted', () => {
  assert.equal(tagVisibility(['~a', '~b'], hidden), { unlisted: true, items: ['~a', '~b'] });
});

test('a tag with no items is not unlisted', () => {
  assert.equal(tagVisibility([], hidden), { unlisted: false, items: [] });
});

test.run();
