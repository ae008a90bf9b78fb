/** Routes that differ only by a zero-width joiner look like one path: they are one claim. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { claimKey, unicodeTwinsNote } from '../../../../../cli/pipeline/routes/unicode-twins.ts';

test('"/docs/bi<ZWJ>di" and "/docs/bidi" are one claim, and the collision message says why they look alike', () => {
  assert.is(claimKey('/docs/bi\u200Ddi'), claimKey('/docs/bidi'));
  assert.is(claimKey('/docs/bi%E2%80%8Cdi'), claimKey('/docs/bidi'));
  assert.match(unicodeTwinsNote('/docs/bidi', '/docs/bi\u200Ddi'), /zero-width joiner/);
});

test('routes that differ by a visible letter stay two claims with no note', () => {
  assert.is.not(claimKey('/docs/bidi'), claimKey('/docs/bidu'));
  assert.is(unicodeTwinsNote('/docs/bidi', '/docs/bidu'), '');
});

test.run();
