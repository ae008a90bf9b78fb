import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createModalRequest, createPageRequests } from '../../../../runtime/search/algolia-client';

const requests = suite('Algolia requests');
const filters = [['language:en'], ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

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
  const none = createModalRequest('idx', { ...modalRequest, facetFilters: [] }, { searchParameters: { distinct: 3 } });
  assert.equal(none.facetFilters, [], 'the key is always sent');
  assert.equal(Object.keys(none), [...OWN_KEYS, 'distinct', 'facetFilters']);
});

requests('insights turns clickAnalytics on; without options the request is as before', () => {
  assert.is(createModalRequest('idx', modalRequest, { insights: true }).clickAnalytics, true);
  assert.equal(createModalRequest('idx', modalRequest, {}), createModalRequest('idx', modalRequest));
  assert.equal(JSON.stringify(createModalRequest('idx', modalRequest, { insights: false })), JSON.stringify(createModalRequest('idx', modalRequest)));
});

requests('the page sends the main query with sorted keys, then one count query per refined facet', () => {
  const [main, language, tag] = createPageRequests('idx', { query: 'q', page: 2, snippetWords: 10, hitsPerPage: 15, facetFilters: filters });
  assert.equal(main, { indexName: 'idx', advancedSyntax: true, facetFilters: filters, facets: ['docusaurus_tag', 'language'], hitsPerPage: 15, page: 2, query: 'q' });
  assert.equal(language, {
    indexName: 'idx', advancedSyntax: true, analytics: false, clickAnalytics: false,
    facetFilters: [filters[1]], facets: ['language'], hitsPerPage: 0, page: 0, query: 'q',
  });
  assert.equal(tag!.facets, ['docusaurus_tag']);
  assert.equal(tag!.facetFilters, [filters[0]]);
});

requests.run();
