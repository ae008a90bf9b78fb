import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { installDom, resetDom } from './dom-env';
import { BASE_URL_BANNER_CONTAINER_ID, createBaseUrlBannerScript } from '../../../runtime/base-url-banner';

const banner = suite('base-URL issue banner script');
banner.before(() => void installDom());
banner.before.each(() => {
  resetDom();
  delete window.__opdocs;
});

function runScript(baseUrl: string) {
  new Function(createBaseUrlBannerScript(baseUrl))();
  document.dispatchEvent(new Event('DOMContentLoaded'));
}

banner('shows the banner with a suggested baseUrl when the client bundle never ran', () => {
  // Site served from /typesense-operator-docs but built with baseUrl "/": the bundle 404s.
  resetDom('https://example.com/typesense-operator-docs');
  runScript('/');
  const container = document.getElementById(BASE_URL_BANNER_CONTAINER_ID);
  assert.ok(container, 'banner inserted');
  assert.is(document.body.firstElementChild, container);
  assert.match(container!.textContent!, 'Your site did not load properly.');
  assert.match(container!.textContent!, 'Current configured baseUrl = / (default value)');
  assert.is(document.getElementById('__opdocs-base-url-issue-banner-suggestion-container')!.textContent, '/typesense-operator-docs/');
});

banner('stays hidden when the client started', () => {
  resetDom('https://example.com/base/');
  window.__opdocs = { navigate: async () => {}, prefetch: () => {}, preload: async () => {} };
  runScript('/base/');
  assert.is(document.getElementById(BASE_URL_BANNER_CONTAINER_ID), null);
});

banner('cannot be broken out of by a hostile baseUrl', () => {
  assert.not.match(createBaseUrlBannerScript('/</script><script>alert(1)//'), '</script>');
});

banner.run();
