import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { applyTrailingSlash, htmlFileOfRoute, pageHref, samePathname, withoutTrailingSlash, type UrlForm } from '../../../runtime/trailing-slash';
import { toRouterLocation } from '../../../runtime/location';

const apply = suite('applyTrailingSlash');
const on = { baseUrl: '/base/', trailingSlash: true };
const off = { baseUrl: '/base/', trailingSlash: false };
const unset = { baseUrl: '/base/' };

apply('unset leaves every path as it is', () => {
  for (const url of ['/base/docs/intro', '/base/docs/', '/base/docs/intro?x=1#h']) assert.is(applyTrailingSlash(url, unset), url);
});

apply('true adds the slash before ?query and #hash', () => {
  assert.is(applyTrailingSlash('/base/docs/intro', on), '/base/docs/intro/');
  assert.is(applyTrailingSlash('/base/docs/intro/', on), '/base/docs/intro/');
  assert.is(applyTrailingSlash('/base/docs/intro?x=1#h', on), '/base/docs/intro/?x=1#h');
  assert.is(applyTrailingSlash('/base/docs/intro#h', on), '/base/docs/intro/#h');
});

apply('false removes it, also from a folder-like path', () => {
  assert.is(applyTrailingSlash('/base/docs/intro/', off), '/base/docs/intro');
  assert.is(applyTrailingSlash('/base/docs/', off), '/base/docs');
  assert.is(applyTrailingSlash('/base/docs/#h', off), '/base/docs#h');
});

apply('leaves a path named like an HTML file as it is: the host serves that file', () => {
  for (const form of [on, off]) assert.is(applyTrailingSlash('/base/docs/legacy.html#h', form), '/base/docs/legacy.html#h');
});

apply('never touches "/", the base URL, anchors or an empty link', () => {
  for (const form of [on, off]) {
    assert.is(applyTrailingSlash('/', form), '/');
    assert.is(applyTrailingSlash('/base/', form), '/base/');
    assert.is(applyTrailingSlash('/base/#top', form), '/base/#top');
    assert.is(applyTrailingSlash('#top', form), '#top');
    assert.is(applyTrailingSlash('', form), '');
  }
});

apply('pageHref leaves links to files alone', () => {
  assert.is(pageHref('/base/blog/rss.xml', on), '/base/blog/rss.xml');
  assert.is(pageHref('/base/assets/files/a-1.pdf#page=2', on), '/base/assets/files/a-1.pdf#page=2');
  assert.is(pageHref('/base/docs/v1.2', on), '/base/docs/v1.2/');
  assert.is(pageHref('/base/docs/intro', on), '/base/docs/intro/');
  assert.is(pageHref('/base/docs/intro/', off), '/base/docs/intro');
});

apply.run();

const files = suite('htmlFileOfRoute');

files('unset and true: <path>/index.html', () => {
  for (const policy of [undefined, true]) {
    assert.is(htmlFileOfRoute('docs/intro', policy), 'docs/intro/index.html');
    assert.is(htmlFileOfRoute('docs/guides/', policy), 'docs/guides/index.html');
    assert.is(htmlFileOfRoute('', policy), 'index.html');
  }
});

files('false: <path>.html, the root keeps index.html', () => {
  assert.is(htmlFileOfRoute('docs/intro', false), 'docs/intro.html');
  assert.is(htmlFileOfRoute('docs', false), 'docs.html');
  assert.is(htmlFileOfRoute('', false), 'index.html');
  // A path still ending with "/" (never made under false, but possible) is a folder.
  assert.is(htmlFileOfRoute('docs/', false), 'docs/index.html');
});

files.run();

const same = suite('samePathname and the router location');

same('a trailing slash does not count', () => {
  assert.ok(samePathname('/base/docs/intro', '/base/docs/intro/'));
  assert.ok(samePathname('/', '/'));
  assert.not.ok(samePathname('/base/docs/intro', '/base/docs/intr'));
  assert.is(withoutTrailingSlash('/base/a//'), '/base/a');
  assert.is(withoutTrailingSlash('/'), '/');
});

same('toRouterLocation puts any form of a page URL into the site\'s form', () => {
  const loc = (pathname: string, form?: UrlForm) => toRouterLocation({ pathname, search: '?q', hash: '#h' }, form).pathname;
  assert.is(loc('/base/docs/intro', on), '/base/docs/intro/');
  assert.is(loc('/base/docs/intro.html', on), '/base/docs/intro/');
  assert.is(loc('/base/docs/intro/', off), '/base/docs/intro');
  assert.is(loc('/base/docs/intro.html', off), '/base/docs/intro');
  assert.is(loc('/base/index.html', off), '/base/');
  assert.is(loc('/base/docs/intro/', unset), '/base/docs/intro/');
  assert.is(loc('/base/docs/intro'), '/base/docs/intro');
});

same.run();
