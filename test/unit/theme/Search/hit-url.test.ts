import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { getRootBaseUrl, hitUrlSettings, processHitUrl, processStoredUrl } from '../../../../theme/Search/hit-url';
import type { SearchSettings } from '../../../../runtime/types';

const hitUrl = suite('processHitUrl');
const site = { baseUrl: '/manual/', origin: 'https://docs.example.net' };

hitUrl('keeps path and hash of a hit, under the base URL', () => {
  assert.equal(processHitUrl('https://crawled.example.net/manual/setup#step-2', site), { href: '/manual/setup#step-2', external: false });
  assert.equal(processHitUrl('https://crawled.example.net/setup', site), { href: '/manual/setup', external: false });
});

hitUrl('a hit at the base URL without its trailing slash leads to the base URL, not below it', () => {
  assert.equal(processHitUrl('https://crawled.example.net/manual', site), { href: '/manual/', external: false });
});

hitUrl('replaceSearchResultPathname replaces every occurrence of plain text, then adds the base URL', () => {
  const rewrite = { ...site, replaceSearchResultPathname: { from: '/v2.x/', to: '/' } };
  assert.equal(processHitUrl('https://old.example.net/v2.x/cli/v2.x/flags#v2.x', rewrite), { href: '/manual/cli/flags#v2.x', external: false },
    'the dot is not a wildcard and every match is replaced');
  assert.is(processHitUrl('https://old.example.net/v2xx/cli', rewrite).href, '/manual/v2xx/cli', '"." matches only a dot');
  const intoBase = { ...site, replaceSearchResultPathname: { from: '/legacy-docs/', to: '/manual/' } };
  assert.is(processHitUrl('https://old.example.net/legacy-docs/setup#top', intoBase).href, '/manual/setup#top', 'not prefixed twice');
  const inHash = { ...site, replaceSearchResultPathname: { from: '#old-', to: '#' } };
  assert.is(processHitUrl('https://old.example.net/manual/setup#old-intro', inHash).href, '/manual/setup#intro', 'the hash is part of what is rewritten');
});

hitUrl('an external hit keeps its full URL and is not rewritten', () => {
  const opts = { ...site, externalUrlRegex: 'partner\\.example\\.org', replaceSearchResultPathname: { from: '/guide', to: '/howto' } };
  assert.equal(processHitUrl('https://PARTNER.example.org/guide#a', opts), { href: 'https://partner.example.org/guide#a', external: true });
});

hitUrl('hitUrlSettings hands both settings on from the site\'s search settings', () => {
  const search: SearchSettings = {
    provider: 'algolia', contextualSearch: true, searchPagePath: null, externalUrlRegex: 'x', replaceSearchResultPathname: { from: 'a', to: 'b' },
  };
  assert.equal(hitUrlSettings(search), { externalUrlRegex: 'x', replaceSearchResultPathname: { from: 'a', to: 'b' } });
});

hitUrl('a stored search under the site root keeps its saved path, whichever locale saved it', () => {
  const fr = { ...site, baseUrl: '/manual/fr/', rootBaseUrl: '/manual/' };
  assert.equal(processStoredUrl('/manual/docs/setup#step-2', fr), { href: '/manual/docs/setup#step-2', external: false }, 'not /manual/fr/manual/docs/…');
  assert.is(processStoredUrl('/manual/fr/docs/setup', fr).href, '/manual/fr/docs/setup');
  const rewrite = { ...fr, replaceSearchResultPathname: { from: '/docs/', to: '/docs/v2/' } };
  assert.is(processStoredUrl('/manual/docs/v2/setup', rewrite).href, '/manual/docs/v2/setup', 'the rewrite was applied when it was saved');
  assert.equal(processStoredUrl('/elsewhere/setup', fr), { href: '/manual/fr/elsewhere/setup', external: false }, 'outside the root: as a hit');
});

hitUrl('the root base URL is the shortest locale home above the current base URL', () => {
  const locales = [{ href: '/manual/' }, { href: '/manual/fr/' }, { href: 'https://de.example.net/' }];
  assert.is(getRootBaseUrl('/manual/fr/', locales), '/manual/');
  assert.is(getRootBaseUrl('/manual/', locales), '/manual/');
  assert.is(getRootBaseUrl('/solo/', []), '/solo/');
});

hitUrl.run();
