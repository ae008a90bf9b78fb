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
