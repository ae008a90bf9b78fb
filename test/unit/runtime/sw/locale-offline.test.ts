import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { offlinePageUrl, stylesheetsOf } from '../../../../runtime/sw/locale-offline';

const SCOPE = 'https://docs.example.org/base/';

test("a page under another locale's folder gets that locale's offline page from the default locale's worker", () => {
  assert.is(offlinePageUrl(SCOPE, '/base/fr/docs/intro/', ['fr/', 'ar/']), `${SCOPE}fr/offline.html`);
  assert.is(offlinePageUrl(SCOPE, '/base/ar/blog', ['fr/', 'ar/']), `${SCOPE}ar/offline.html`);
  assert.is(offlinePageUrl(SCOPE, '/base/fr', ['fr/', 'ar/']), `${SCOPE}fr/offline.html`, 'the locale home without its slash');
});

test("a page of the worker's own locale, or one whose folder only starts like a locale's, gets the worker's own offline page", () => {
  assert.is(offlinePageUrl(SCOPE, '/base/docs/intro/', ['fr/']), `${SCOPE}offline.html`);
  assert.is(offlinePageUrl(SCOPE, '/base/french-notes/', ['fr/']), `${SCOPE}offline.html`);
  assert.is(offlinePageUrl(SCOPE, '/base/fr/docs/', []), `${SCOPE}offline.html`, 'a worker told of no locales');
  assert.is(offlinePageUrl(SCOPE, '/base/fr/docs/'), `${SCOPE}offline.html`);
});

test("an offline page's own stylesheets are found, in either attribute order, and another origin's are left out", () => {
  const html = '<link rel="stylesheet" href="/base/fr/assets/client-A.css"><link href="theme-B.css" rel="stylesheet">'
    + '<link rel="stylesheet" href="https://cdn.example.com/x.css"><link rel="icon" href="/base/fr/favicon.svg">';
  assert.equal(stylesheetsOf(html, `${SCOPE}fr/offline.html`), [`${SCOPE}fr/assets/client-A.css`, `${SCOPE}fr/theme-B.css`]);
});

test.run();
