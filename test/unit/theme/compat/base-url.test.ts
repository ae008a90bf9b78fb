import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { addBaseUrl, hasProtocol, isInternalUrl } from '../../../../theme/compat/base-url';

const site = { url: 'https://example.com', baseUrl: '/site/' };
const BaseUrl = suite('compat base-url: Docusaurus\' useBaseUrl rules');

BaseUrl('puts the baseUrl in front of site paths, with or without a leading slash', () => {
  assert.is(addBaseUrl(site, '/img/logo.svg'), '/site/img/logo.svg');
  assert.is(addBaseUrl(site, 'img/logo.svg'), '/site/img/logo.svg');
  assert.is(addBaseUrl(site, '/'), '/site/');
});

BaseUrl('leaves paths already under the baseUrl, and the baseUrl without its slash, as the base', () => {
  assert.is(addBaseUrl(site, '/site/docs/intro'), '/site/docs/intro');
  assert.is(addBaseUrl(site, '/site'), '/site/');
  assert.is(addBaseUrl(site, '/site/docs', { forcePrependBaseUrl: true }), '/site/site/docs');
});

BaseUrl('leaves anchors, external and empty URLs alone', () => {
  for (const url of ['#top', 'https://example.org/x', '//cdn.example.org/a.js', 'mailto:a@example.com', '']) assert.is(addBaseUrl(site, url), url);
});

BaseUrl('absolute adds the site origin', () => {
  assert.is(addBaseUrl(site, '/img/card.png', { absolute: true }), 'https://example.com/site/img/card.png');
  assert.is(addBaseUrl({ url: 'https://example.com', baseUrl: '/' }, 'img/card.png', { absolute: true }), 'https://example.com/img/card.png');
});

BaseUrl('internal means a non-empty URL without scheme or protocol-relative host', () => {
  assert.ok(isInternalUrl('/docs'));
  assert.ok(isInternalUrl('docs/intro'));
  assert.ok(isInternalUrl('#x'));
  assert.not.ok(isInternalUrl(''));
  assert.not.ok(isInternalUrl(undefined));
  assert.not.ok(isInternalUrl('https://example.org'));
  assert.not.ok(isInternalUrl('//example.org'));
  assert.ok(hasProtocol('mailto:a@example.com'));
});

BaseUrl.run();
