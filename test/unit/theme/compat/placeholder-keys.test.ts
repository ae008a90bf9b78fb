/** Placeholders spelled like Object.prototype's keys, as a hostile or careless translation may write them. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { interpolate, interpolateString } from '../../../../theme/compat/placeholders';

test('"{constructor}" and "{toString}" in a message stay as written when the values do not hold them, never a function\'s source', () => {
  const message = 'Hi {who}, {constructor} {toString} {hasOwnProperty}';
  assert.is(interpolateString(message, { who: 'Ann' }), 'Hi Ann, {constructor} {toString} {hasOwnProperty}');
  assert.is(interpolate(message, { who: 'Ann' }), 'Hi Ann, {constructor} {toString} {hasOwnProperty}');
});

test('a value the caller does give under such a name is used', () => {
  assert.is(interpolateString('{constructor} made it', { constructor: 'Bo' }), 'Bo made it');
});

test.run();
