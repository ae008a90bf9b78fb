import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createModalRequest, createPageRequests } from '../../../../runtime/search/algolia-client';

const requests = suite('Algolia requests');
const filters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

requests('the modal asks with 5 snippet words on small screens and sends language as a bare filter', () => {
  const body = createModalRequest('idx', { query: 'q', snippetWords: 5, hitsPerPage: 20, facetFilters: filters });
  assert.equal(body.attributesToSnippet, ['hierarchy.lvl1:5', 'hierarchy.lvl2:5', 'hierarchy.lvl3:5', 'hierarchy.lvl4:5', 'hierarchy.lvl5:5', 'hierarchy.lvl6:5', 'content:5']);
  assert.equal(body.facetFilters, ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
  assert.equal(Object.keys(body), ['query', 'indexName', 'attributesToRetrieve', 'attributesToSnippet', 'snippetEllipsisText', 'highlightPreTag', 'highlightPostTag', 'hitsPerPage', 'clickAnalytics', 'facetFilters']);
});

const OWN_KEYS = ['query', 'indexName', 'attributesToRetrieve', 'attributesToSnippet', 'snippetEllipsisText', 'highlightPreTag', 'highlightPostTag', 'hitsPerPage', 'clickAnalytics'];
const modalRequest = { query: 'q', snippetWords: 10, hitsPerPage: 20, facetFilters: filters };

requests('the config\'s search parameters follow opdocs\' own and win; facetFilters are contextual, then the config\'s', () => {
  const body = createModalRequest('idx', modalRequest, {
    searchParameters: { hitsPerPage: 8, facetFilters: ['type:content', ['product:cli', 'product:api']], distinct: 1 },
  });
  assert.equal(Object.keys(body), [...OWN_KEYS, 'facetFilters', 'distinct'], 'a configured key keeps its place; new keys follow in config order');
  assert.is(body.hitsPerPage, 8);
  assert.is(body.distinct, 1);
  assert.is(body.clickAnalytics, false);
  assert.equal(body.facetFilters, [
    'language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
    'type:content', ['product:cli', 'product:api'],
  ]);
});

requests('a facetFilters string is one more filter; without contextual search only the config\'s remain', () => {
  const single = createModalRequest('idx', modalRequest, { searchParameters: { facetFilters: 'type:content' } });
  assert.equal(single.facetFilters, ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'], 'type:content']);
  const plain = createModalRequest('idx', { ...modalRequest, facetFilters: [] }, { searchParameters: { facetFilters: ['type:content'] } });
  assert.equal(plain.facetFilters, ['type:content']);
  const plainString = createModalRequest('idx', { ...modalRequest, facetFilters: [] }, { searchParameters: { facetFilters: 'type:content' } });
  assert.is(plainString.facetFilters, 'type:content', 'without contextual search a single filter string is sent as written');
  const none = createModalRequest('idx', { ...modalRequest, facetFilters: [] }, { searchParameters: { distinct: 3 } });
  assert.equal(none.facetFilters, [], 'the key is always sent');
  assert.equal(Object.keys(none), [...OWN_KEYS, 'distinct', 'facetFilters']);
});

requests('insights turns clickAnalytics on; without options the request is as before', () => {
  assert.is(createModalRequest('idx', modalRequest, { insights: true }).clickAnalytics, true);
  assert.equal(createModalRequest('idx', modalRequest, {}), createModalRequest('idx', modalRequest));
  assert.equal(JSON.stringify(createModalRequest('idx', modalRequest, { insights: false })), JSON.stringify(createModalRequest('idx', modalRequest)));
});

requests('a site without docs still sends its one tag as an array (Docusaurus\' [language, tags] shape)', () => {
  const body = createModalRequest('idx', { ...modalRequest, facetFilters: ['language:en', ['docusaurus_tag:default']] });
  assert.equal(body.facetFilters, ['language:en', ['docusaurus_tag:default']]);
});

// Expected values are what algoliasearch-helper 3.22.6's request builder produces for
// Docusaurus' SearchPage state (disjunctive facets language + docusaurus_tag).
requests('the page sends the main query with sorted keys, facet groups sorted by name, then one count query per facet', () => {
  const sent = createPageRequests('idx', { query: 'q', page: 2, snippetWords: 10, hitsPerPage: 15, facetFilters: filters });
  assert.is(JSON.stringify(sent), JSON.stringify([
    { indexName: 'idx', advancedSyntax: true, facetFilters: [['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'], ['language:en']],
      facets: ['docusaurus_tag', 'language'], hitsPerPage: 15, page: 2, query: 'q' },
    { indexName: 'idx', advancedSyntax: true, analytics: false, clickAnalytics: false, facetFilters: [['language:en']],
      facets: 'docusaurus_tag', hitsPerPage: 0, page: 0, query: 'q' },
    { indexName: 'idx', advancedSyntax: true, analytics: false, clickAnalytics: false,
      facetFilters: [['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']], facets: 'language', hitsPerPage: 0, page: 0, query: 'q' },
  ]));
});

requests('the page sorts the tags of a facet and, without contextual search, sends the facets and no filters', () => {
  const [main] = createPageRequests('idx', {
    query: 'q', page: 0, snippetWords: 10, hitsPerPage: 15,
    facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-community-current']],
  });
  assert.equal(main!.facetFilters, [['docusaurus_tag:default', 'docusaurus_tag:docs-community-current', 'docusaurus_tag:docs-default-current'], ['language:en']]);
  const plain = createPageRequests('idx', { query: 'q', page: 0, snippetWords: 10, hitsPerPage: 15, facetFilters: [] });
  assert.is(JSON.stringify(plain), JSON.stringify([
    { indexName: 'idx', advancedSyntax: true, facets: ['docusaurus_tag', 'language'], hitsPerPage: 15, page: 0, query: 'q' },
  ]));
});

requests.run();
