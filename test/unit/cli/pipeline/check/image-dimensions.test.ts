import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { dimensionsOf } from '../../../../../cli/pipeline/check/image-dimensions.ts';

// GIF: the signature, then width and height as 16-bit little-endian numbers.
const gif = (width: number, height: number) => Buffer.concat([Buffer.from('GIF89a'), Buffer.from([width & 255, width >> 8, height & 255, height >> 8])]);

test('a GIF header gives its size, also from a Buffer that is a view into a larger one', () => {
  assert.equal(dimensionsOf(gif(640, 480)), { width: 640, height: 480 });
  const shared = Buffer.concat([Buffer.from('xxxx'), gif(32, 16), Buffer.from([0xff, 0xff, 0xff, 0xff])]);
  assert.equal(dimensionsOf(shared.subarray(4, 14)), { width: 32, height: 16 });
});

test('a header cut short has no size, whatever bytes follow it in memory', () => {
  const shared = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([0x53, 0x78, 0xe0, 0xdf])]);
  assert.equal(dimensionsOf(shared.subarray(0, 6)), {});
  assert.equal(dimensionsOf(Buffer.from('not an image at all')), {});
});

test.run();
