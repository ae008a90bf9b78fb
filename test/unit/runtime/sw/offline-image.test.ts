import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { offlineImageSvg } from '../../../../runtime/sw/offline-image';

test('the placeholder says its text, and names itself by it for screen readers', () => {
  const svg = offlineImageSvg('Image indisponible hors ligne');
  assert.match(svg, 'role="img" aria-label="Image indisponible hors ligne"');
  assert.match(svg, '>Image indisponible hors ligne</text>');
});

test('a text holding markup stays text', () => {
  const svg = offlineImageSvg('"><script>alert(1)</script>&');
  assert.not.match(svg, '<script');
  assert.match(svg, 'aria-label="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;&#38;"');
});

test.run();
