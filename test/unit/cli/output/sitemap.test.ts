/** sitemap.xml must hold escaped URLs; a blog tag in Korean came out as raw text. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { renderSitemap } from '../../../../cli/output/sitemap.ts';
import type { RouteData, SiteData } from '../../../../runtime/types.ts';

const site = { url: 'https://docs.example.org', baseUrl: '/' } as SiteData;
const route = (path: string, extra: Partial<RouteData> = {}) => ({ path, kind: 'doc', head: {}, ...extra }) as unknown as RouteData;

test('a path with non-ASCII letters or a space is percent-encoded in <loc>', () => {
  const xml = renderSitemap(site, [route('/blog/tags/소식'), route('/docs/release notes')]);
  assert.match(xml, '<loc>https://docs.example.org/blog/tags/%EC%86%8C%EC%8B%9D</loc>');
  assert.match(xml, '<loc>https://docs.example.org/docs/release%20notes</loc>');
  assert.not.match(xml, '소식');
});

test('an ASCII path is written as it is, and the not-found page and noindex pages are left out', () => {
  const xml = renderSitemap(site, [route('/docs/intro'), route('/404.html', { kind: 'not-found' } as Partial<RouteData>), route('/hidden', { head: { noindex: true } } as Partial<RouteData>)]);
  assert.match(xml, '<loc>https://docs.example.org/docs/intro</loc>');
  assert.is(xml.match(/<url>/g)?.length, 1);
});

test.run();
