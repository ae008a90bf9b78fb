import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mapDocusaurusConfig } from '../../../../cli/migrate/map-config.ts';

const ALGOLIA = { appId: 'QAPP', apiKey: 'q-key', indexName: 'quarry' };

test('the DocSearch theme listed among plugins is no note when themeConfig.algolia configures the search it draws', () => {
  const { config, notes } = mapDocusaurusConfig({
    title: 'Quarry', url: 'https://quarry.example', plugins: ['@docusaurus/theme-search-algolia'], themeConfig: { algolia: ALGOLIA },
  });
  assert.equal(config.search, { provider: 'algolia', ...ALGOLIA });
  assert.equal(notes.filter((n) => n.key.includes('theme-search-algolia')), []);
});

test('the DocSearch theme without themeConfig.algolia is still named as not carried over', () => {
  const { notes } = mapDocusaurusConfig({ title: 'Quarry', url: 'https://quarry.example', themes: ['@docusaurus/theme-search-algolia'] });
  assert.equal(notes.map((n) => n.key), ['plugins: @docusaurus/theme-search-algolia']);
});

test.run();
