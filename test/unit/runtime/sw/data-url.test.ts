import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { dataUrl, normalizePathname } from '../../../../runtime/location';

import { dataUrlOf } from '../../../../runtime/sw/data-url';

test('offline navigation finds a route\'s data however its page was asked for (trailingSlash layouts)', () => {
  for (const asked of ['/base/docs/intro', '/base/docs/intro/', '/base/docs/intro.html', '/base/docs/intro/index.html']) {
    assert.is(dataUrlOf(asked), '/base/docs/intro/__data.json', asked);
  }
  assert.is(dataUrlOf('/base/'), '/base/__data.json');
  assert.is(dataUrlOf('/base/index.html'), '/base/__data.json');
});

test('the worker and the router derive the same data URL', () => {
  for (const asked of ['/base/docs/intro', '/base/docs/intro/', '/base/docs/intro.html', '/base/', '/base/index.html']) {
    assert.is(dataUrlOf(asked), dataUrl(normalizePathname(asked)), asked);
  }
});

test.run();
