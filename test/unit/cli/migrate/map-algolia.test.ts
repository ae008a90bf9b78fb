import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mapDocusaurusConfig } from '../../../../cli/migrate/map-config.ts';
import { literalOfRegExp } from '../../../../cli/migrate/map-algolia.ts';
import { fitToSchema } from '../../../../cli/commands/migrate.ts';
import { parseConfig } from '../../../../cli/config/load-config.ts';

const FILE = '/site/site.config.json';
const withAlgolia = (algolia: object) =>
  mapDocusaurusConfig({ title: 'Quarry', url: 'https://quarry.example', themeConfig: { algolia: { appId: 'QAPP', apiKey: 'q-key', indexName: 'quarry', ...algolia } } });

test('searchParameters, replaceSearchResultPathname and insights carry over and load as written', () => {
  const { config, notes } = withAlgolia({
    searchParameters: { facetFilters: ['type:content', ['area:cli', 'area:api']], distinct: 2 },
    replaceSearchResultPathname: { from: '/quarry/', to: '/' },
    insights: false,
  });
  assert.equal(config.search, {
    provider: 'algolia', appId: 'QAPP', apiKey: 'q-key', indexName: 'quarry',
    searchParameters: { facetFilters: ['type:content', ['area:cli', 'area:api']], distinct: 2 },
    replaceSearchResultPathname: { from: '/quarry/', to: '/' }, insights: false,
  });
  assert.equal(notes, []);
  const search = parseConfig(JSON.stringify(config), FILE, {}).search;
  assert.equal([search.searchParameters, search.replaceSearchResultPathname, search.insights], [
    { facetFilters: ['type:content', ['area:cli', 'area:api']], distinct: 2 }, { from: '/quarry/', to: '/' }, false,
  ]);
});

test('insights: true carries over with a note that no Insights events are sent', () => {
  const { config, notes } = withAlgolia({ insights: true });
  assert.is((config.search as { insights: boolean }).insights, true);
  assert.equal(notes.map((n) => n.key), ['themeConfig.algolia.insights']);
  assert.match(notes[0]!.what, 'sends no Insights events');
});

test('a RegExp `from` that stands for plain text becomes that text; any other is a note', () => {
  const literal = withAlgolia({ replaceSearchResultPathname: { from: /\/quarry-v1\.x\//, to: '/' } });
  assert.equal((literal.config.search as Record<string, unknown>).replaceSearchResultPathname, { from: '/quarry-v1.x/', to: '/' });
  assert.equal(literal.notes, []);
  const pattern = withAlgolia({ replaceSearchResultPathname: { from: /\/v\d+\//, to: '/' } });
  assert.is((pattern.config.search as Record<string, unknown>).replaceSearchResultPathname, undefined);
  assert.equal(pattern.notes.map((n) => n.key), ['themeConfig.algolia.replaceSearchResultPathname.from']);
  assert.equal([literalOfRegExp('docs\\/a-b'), literalOfRegExp('a|b'), literalOfRegExp('^/docs')], ['docs/a-b', null, null]);
});

test('a function among the search parameters is left out with a note, and so is a rewrite without string halves', () => {
  const { config, notes } = withAlgolia({ searchParameters: { distinct: 1, ruleContexts: () => ['x'] }, replaceSearchResultPathname: { from: '/a/', to: 3 } });
  assert.equal((config.search as Record<string, unknown>).searchParameters, { distinct: 1 });
  assert.is((config.search as Record<string, unknown>).replaceSearchResultPathname, undefined);
  assert.equal(notes.map((n) => n.key), ['themeConfig.algolia.searchParameters.ruleContexts', 'themeConfig.algolia.replaceSearchResultPathname']);
  fitToSchema(config, notes);
  assert.is(notes.length, 2, 'what is left loads as it is');
});

test('search parameters the schema refuses are left out by migrate with a note', () => {
  const { config, notes } = withAlgolia({ searchParameters: { facetFilters: 7, distinct: 1 } });
  fitToSchema(config, notes);
  assert.equal((config.search as Record<string, unknown>).searchParameters, { distinct: 1 });
  assert.equal(notes.map((n) => n.key), ['search.searchParameters.facetFilters']);
});

test('an Algolia config without appId (Docusaurus 2 alpha) migrates to the built-in search with a note', () => {
  const { config, notes } = mapDocusaurusConfig({ title: 'Quarry', url: 'https://quarry.example', themeConfig: { algolia: { apiKey: 'q-key', indexName: 'quarry' } } });
  assert.is(config.search, undefined, 'no Algolia section the schema would refuse');
  assert.equal(notes.map((n) => n.key), ['themeConfig.algolia.appId']);
  assert.match(notes[0]!.what, 'built-in search');
  assert.is(parseConfig(JSON.stringify(config), FILE, {}).search.provider, 'local');
});

test.run();
