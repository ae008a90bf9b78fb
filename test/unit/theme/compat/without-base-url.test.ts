import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { addBaseUrl, withoutBaseUrl } from '../../../../theme/compat/base-url';

const Written = suite('withoutBaseUrl: a resolved path back in the form a config writes it');

Written('takes the baseUrl off a site path, leaving its leading slash', () => {
  assert.is(withoutBaseUrl('/site/', '/site/img/logo.svg'), '/img/logo.svg');
  assert.is(withoutBaseUrl('/site/', '/site/docs/intro#setup'), '/docs/intro#setup');
});

Written('the home page, with or without its trailing slash, is "/"', () => {
  assert.is(withoutBaseUrl('/site/', '/site/'), '/');
  assert.is(withoutBaseUrl('/site/', '/site'), '/');
  assert.is(withoutBaseUrl('/', '/'), '/');
});

Written('URLs, anchors, empty values and paths outside the baseUrl stay as they are', () => {
  assert.is(withoutBaseUrl('/site/', 'https://cdn.example.com/site/logo.svg'), 'https://cdn.example.com/site/logo.svg');
  assert.is(withoutBaseUrl('/site/', '//cdn.example.com/logo.svg'), '//cdn.example.com/logo.svg');
  assert.is(withoutBaseUrl('/site/', 'data:image/svg+xml,<svg/>'), 'data:image/svg+xml,<svg/>');
  assert.is(withoutBaseUrl('/site/', '#top'), '#top');
  assert.is(withoutBaseUrl('/site/', ''), '');
  assert.is(withoutBaseUrl('/site/', '/sitemap.xml'), '/sitemap.xml');
});

Written('useBaseUrl of the written form gives the resolved path back, even when forced to prepend', () => {
  const site = { url: 'https://example.com', baseUrl: '/site/' };
  for (const resolved of ['/site/img/logo.svg', '/site/', '/site/docs/intro']) {
    assert.is(addBaseUrl(site, withoutBaseUrl(site.baseUrl, resolved), { forcePrependBaseUrl: true }), resolved);
  }
});

Written.run();
