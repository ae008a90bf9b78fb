import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { dataUrl, normalizePathname } from '../../../../runtime/location';

import { dataUrlOf, dataUrlsOf, htmlFileOf } from '../../../../runtime/sw/data-url';

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

test('a page asked for at an .html address may be a route of that name: the worker tries its data first', () => {
  assert.equal(dataUrlsOf('/base/docs/legacy.html'), ['/base/docs/legacy.html.__data.json', '/base/docs/legacy/__data.json']);
  assert.equal(dataUrlsOf('/base/docs/index.html'), ['/base/docs/__data.json']);
  assert.equal(dataUrlsOf('/base/docs/intro'), ['/base/docs/intro/__data.json']);
});

test('a page with no route data is looked up as the HTML file a folder address names', () => {
  assert.is(htmlFileOf('/lib/'), '/lib/index.html');
  assert.is(htmlFileOf('/lib/offline.html'), '/lib/offline.html');
  assert.is(htmlFileOf('/lib/index.html'), '/lib/index.html');
});

test.run();
