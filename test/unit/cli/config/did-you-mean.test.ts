import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { editDistance, findClosest, suggestAllowed } from '../../../../cli/config/did-you-mean';

test('counts a swap of neighbouring letters as one edit and ignores case', () => {
  assert.is(editDistance('itme', 'item'), 1);
  assert.is(editDistance('Title', 'title'), 0);
  assert.is(editDistance('dropdwn', 'dropdown'), 1);
});

test('prefers the candidate sharing the start of the word on a tie', () => {
  assert.is(findClosest('itme', ['title', 'items', 'logo']), 'items');
});

test('suggests nothing when no candidate is close', () => {
  assert.is(findClosest('banana', ['title', 'url']), undefined);
  assert.is(suggestAllowed('banana', ['url', 'title']), 'allowed: title, url');
});

test('lists the allowed values sorted after the suggestion', () => {
  assert.is(suggestAllowed('lefft', ['right', 'left']), 'did you mean "left"? allowed: left, right');
});

test.run();
