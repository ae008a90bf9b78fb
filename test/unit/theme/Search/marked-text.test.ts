import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { getSnippet, splitMarked, unescapeHtml } from '../../../../theme/Search/marked-text';
import { getSearchPageHref, processHitUrl } from '../../../../theme/Search/hit-url';
import { getContextualFacetFilters } from '../../../../theme/Search/facet-filters';
import { createSiteData, createDocRoute } from '../../../helpers/fixtures';

const text = suite('marked text');

text('splits on the mark tags and unescapes every piece into plain text', () => {
  assert.equal(splitMarked('a &lt;img src=x onerror=alert(1)&gt; <mark>b&amp;c</mark> &lt;/script&gt;'), [
    { text: 'a <img src=x onerror=alert(1)> ', marked: false },
    { text: 'b&c', marked: true },
    { text: ' </script>', marked: false },
  ]);
});

text('the DocSearch index\'s own highlight span (the search page\'s answers) marks like <mark>', () => {
  const value = 'Run <span class="algolia-docsearch-suggestion--highlight">helm</span> &lt;span&gt;x&lt;/span&gt; <mark>install</mark>';
  assert.equal(splitMarked(value), [
    { text: 'Run ', marked: false },
    { text: 'helm', marked: true },
    { text: ' <span>x</span> ', marked: false },
    { text: 'install', marked: true },
  ]);
});

text('decodes numeric entities and leaves unknown ones as written', () => {
  assert.is(unescapeHtml('&#39;&#x27;&quot;&unknown;&#0;'), `''"&unknown;&#0;`);
});

text('a snippet falls back to the highlight, then to the raw value, which is never unescaped', () => {
  const hierarchy = { lvl0: 'Docs', lvl1: 'A &amp; B', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  assert.equal(getSnippet({ hierarchy, content: null }, 'hierarchy.lvl1'), [{ text: 'A &amp; B', marked: false }]);
  assert.is(getSnippet({ hierarchy, content: null }, 'content'), null);
  const highlighted = { hierarchy, content: null, _highlightResult: { hierarchy: { lvl1: { value: '<mark>A</mark> &amp; B', matchLevel: 'full' as const } } } };
  assert.equal(getSnippet(highlighted, 'hierarchy.lvl1'), [{ text: 'A', marked: true }, { text: ' & B', marked: false }]);
});

text.run();

const urls = suite('hit urls and contextual filters');

urls('keeps path and hash under the base URL; external matches keep the full URL', () => {
  const opts = { baseUrl: '/base/', origin: 'https://example.com' };
  assert.equal(processHitUrl('https://crawler.example/base/docs/a#x', opts), { href: '/base/docs/a#x', external: false });
  assert.equal(processHitUrl('/docs/a', opts), { href: '/base/docs/a', external: false });
  assert.equal(processHitUrl('https://other.org/x', { ...opts, externalUrlRegex: 'OTHER\\.org' }), { href: 'https://other.org/x', external: true });
  assert.is(getSearchPageHref('/base/search', 'a b&c'), '/base/search?q=a%20b%26c');
  assert.is(getSearchPageHref(null, 'x'), null);
});

urls('filters by language and the version being read, else the preferred, else the latest', () => {
  const site = createSiteData({ search: { provider: 'local', contextualSearch: true, searchPagePath: null } });
  site.docs!.versions = [
    { name: 'current', label: 'Next', path: '/base/docs/next', mainDocPath: '/base/docs/next/a', isLast: false },
    { name: '1.0', label: '1.0', path: '/base/docs', mainDocPath: '/base/docs/a', isLast: true },
  ];
  const tags = (route: ReturnType<typeof createDocRoute> | null, preferredVersion: string | null) =>
    getContextualFacetFilters({ site, route, preferredVersion })[1];
  assert.equal(getContextualFacetFilters({ site, route: null, preferredVersion: null })[0], 'language:en', 'the language is a bare filter, as Docusaurus sends it');
  assert.equal(tags(null, null), ['docusaurus_tag:default', 'docusaurus_tag:docs-default-1.0']);
  assert.equal(tags(null, 'current'), ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']);
  const route = createDocRoute();
  route.version = { ...route.version, name: 'current' };
  assert.equal(tags(route, '1.0'), ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']);
  const plain = createSiteData({ search: { provider: 'local', contextualSearch: false, searchPagePath: null } });
  assert.equal(getContextualFacetFilters({ site: plain, route: null, preferredVersion: null }), []);
  // More sets of docs (docsInstances): each takes part, the one being read in its version.
  site.docsInstances = [{ pluginId: 'api', versionPersistence: 'localStorage', versions: [
    { name: 'current', label: 'Next', path: '/base/api/next', mainDocPath: '/base/api/next/a', isLast: false },
    { name: '2.0', label: '2.0', path: '/base/api', mainDocPath: '/base/api/a', isLast: true },
  ] }];
  assert.equal(tags(null, null), ['docusaurus_tag:default', 'docusaurus_tag:docs-default-1.0', 'docusaurus_tag:docs-api-2.0']);
  const api = createDocRoute();
  api.version = { ...api.version, name: 'current', pluginId: 'api' };
  assert.equal(tags(api, 'current'), ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-api-current']);
  // Each set of docs has its own preferred version (docs-preferred-version-<pluginId>).
  const preferred = (route: ReturnType<typeof createDocRoute> | null, preferredVersions: Record<string, string | null>) =>
    getContextualFacetFilters({ site, route, preferredVersion: null, preferredVersions })[1];
  assert.equal(preferred(null, { default: 'current', api: 'current' }), ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-api-current']);
  assert.equal(preferred(null, { api: 'current' }), ['docusaurus_tag:default', 'docusaurus_tag:docs-default-1.0', 'docusaurus_tag:docs-api-current']);
  const reading = createDocRoute();
  reading.version = { ...reading.version, name: '1.0' };
  assert.equal(preferred(reading, { default: 'current', api: 'current' }), ['docusaurus_tag:default', 'docusaurus_tag:docs-default-1.0', 'docusaurus_tag:docs-api-current'], 'the version being read wins');
  assert.equal(preferred(null, { api: 'gone' }), ['docusaurus_tag:default', 'docusaurus_tag:docs-default-1.0', 'docusaurus_tag:docs-api-2.0'], 'a name that is no version is passed over');
});

urls.run();
