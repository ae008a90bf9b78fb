import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { dataUrl, isAssetPath, isExternalHref, isUnderBase, normalizePathname, setHtmlRoutes } from '../../../runtime/location';

const normalize = suite('normalizePathname');

normalize('trims a trailing .html so old-style URLs reach the clean route', () => {
  assert.is(normalizePathname('/base/docs/intro.html'), '/base/docs/intro');
});

normalize('keeps .html on a route of that exact name (a slug such as /docs/legacy.html), and its data lies beside it', () => {
  setHtmlRoutes(['/base/docs/legacy.html']);
  try {
    assert.is(normalizePathname('/base/docs/legacy.html'), '/base/docs/legacy.html');
    assert.is(normalizePathname('/base/docs/intro.html'), '/base/docs/intro');
    assert.is(dataUrl('/base/docs/legacy.html'), '/base/docs/legacy.html.__data.json');
  } finally {
    setHtmlRoutes([]);
  }
  assert.is(normalizePathname('/base/docs/legacy.html'), '/base/docs/legacy');
});

normalize('trims a trailing index.html and keeps the directory slash', () => {
  assert.is(normalizePathname('/base/docs/index.html'), '/base/docs/');
  assert.is(normalizePathname('/base/index.html'), '/base/');
});

normalize('turns the empty result into the root path', () => {
  assert.is(normalizePathname('/index.html'), '/');
  assert.is(normalizePathname(''), '/');
});

normalize('leaves clean paths and inner ".html" segments alone', () => {
  assert.is(normalizePathname('/base/docs/intro'), '/base/docs/intro');
  assert.is(normalizePathname('/base/docs/'), '/base/docs/');
  assert.is(normalizePathname('/base/a.html/b'), '/base/a.html/b');
});

normalize.run();

const urls = suite('route URLs');

urls('maps a route path to its data file, dropping the trailing slash', () => {
  assert.is(dataUrl('/base/'), '/base/__data.json');
  assert.is(dataUrl('/base/docs/intro'), '/base/docs/intro/__data.json');
  assert.is(dataUrl('/'), '/__data.json');
});

urls('treats schemes and protocol-relative hrefs as external', () => {
  assert.ok(isExternalHref('https://github.com/x'));
  assert.ok(isExternalHref('mailto:a@b.c'));
  assert.ok(isExternalHref('//cdn.example.com/x.js'));
  assert.not.ok(isExternalHref('/base/docs'));
  assert.not.ok(isExternalHref('#anchor'));
  assert.not.ok(isExternalHref('docs/intro'));
});

urls('accepts paths under the base URL, including the base without its slash', () => {
  assert.ok(isUnderBase('/base/docs', '/base/'));
  assert.ok(isUnderBase('/base', '/base/'));
  assert.not.ok(isUnderBase('/basement', '/base/'));
  assert.not.ok(isUnderBase('/other/', '/base/'));
});

urls('recognises non-page files by their extension', () => {
  assert.ok(isAssetPath('/base/blog/rss.xml'));
  assert.ok(isAssetPath('/base/img/logo.png'));
  assert.not.ok(isAssetPath('/base/docs/intro.html'));
  assert.not.ok(isAssetPath('/base/docs/v1.2/intro'));
  assert.not.ok(isAssetPath('/base/'));
});

urls('a last segment ending in a version is a page, not a file: blog slugs and version roots', () => {
  assert.not.ok(isAssetPath('/base/blog/announcing-yoga-3.1'));
  assert.not.ok(isAssetPath('/base/blog/release-2.0/'));
  assert.not.ok(isAssetPath('/base/docs/7.1'));
  assert.not.ok(isAssetPath('/base/docs/5.x'));
  assert.ok(isAssetPath('/base/files/archive.tar.gz'));
  assert.ok(isAssetPath('/base/audio/theme.mp3'));
  assert.ok(isAssetPath('/base/docs/setup.x'));
});

urls.run();
