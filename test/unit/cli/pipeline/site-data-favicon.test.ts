/**
 * The favicon the pages link: a javascript: one (warned of at the config key) is left out rather
 * than written into the icon link's href, where a web address or a data: icon is kept.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseConfig } from '../../../../cli/config/load-config';
import { createSiteData } from '../../../../cli/pipeline/site-data';

function faviconOf(favicon: string): string | undefined {
  const config = parseConfig(JSON.stringify({ title: 'T', url: 'https://e.org', baseUrl: '/base/', favicon }), '/site/site.config.json', {});
  return createSiteData({
    config, versions: [], docPermalinks: new Map(), sidebarFirstLinks: new Map(), docSidebars: new Map(),
    hasHomePage: true, hasBlog: false, hasDocs: false, staticImage: (src) => ({ src: `/base/${src}` }),
  }).site.favicon;
}

test('a javascript: favicon, in any letter case or after spaces, is no icon of the pages', () => {
  for (const favicon of ['javascript:alert(1)', ' JavaScript:alert(1)', 'vbscript:x']) assert.is(faviconOf(favicon), undefined, favicon);
});

test('a favicon at a web address or in a data: URL is linked as it is', () => {
  assert.is(faviconOf('https://cdn.example.com/f.ico'), 'https://cdn.example.com/f.ico');
  assert.is(faviconOf('data:image/svg+xml,<svg/>'), 'data:image/svg+xml,<svg/>');
});

test.run();
