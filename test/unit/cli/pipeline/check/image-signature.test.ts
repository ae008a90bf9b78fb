/** An image reference whose file is text under an image's name is reported; any real image format passes. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { looksLikeImage, notARasterImage } from '../../../../../cli/pipeline/check/image-signature.ts';
import { unusableImage } from '../../../../../cli/pipeline/check/image-dimensions.ts';
import { tempDir } from '../../../../helpers/fixture-site.ts';

test('the signatures of the formats browsers show are recognised, whatever the name says', () => {
  for (const head of [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('GIF89a'),
    Buffer.from('RIFF\0\0\0\0WEBPVP8 '), Buffer.from('\0\0\0\x1cftypavif', 'latin1'), Buffer.from('BM'), Buffer.from([0, 0, 1, 0, 1, 0]),
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"'),
  ]) assert.ok(looksLikeImage(head), head.toString('hex'));
  assert.not.ok(looksLikeImage(Buffer.from('this is not a png')));
  assert.not.ok(looksLikeImage(Buffer.from('<!DOCTYPE html>')));
});

test('a .png holding text is named as such, a JPEG saved as .png is fine, and other names are not looked at', () => {
  const dir = tempDir('opdocs-image-signature-');
  try {
    writeFileSync(join(dir, 'fake.png'), 'version https://git-lfs.github.com/spec/v1\n');
    writeFileSync(join(dir, 'photo.png'), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]));
    writeFileSync(join(dir, 'notes.txt'), 'plain text');
    assert.is(unusableImage(join(dir, 'fake.png'), 44), 'is not an image: its bytes match no image format (it holds text: an error page or a Git LFS pointer saved under the name?)');
    assert.is(notARasterImage(join(dir, 'photo.png')), null);
    assert.is(notARasterImage(join(dir, 'notes.txt')), null);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
