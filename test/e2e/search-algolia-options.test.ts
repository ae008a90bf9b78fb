/**
 * The DocSearch options of `search` (searchParameters, replaceSearchResultPathname, insights)
 * in Chromium against the local fake of Algolia's REST API: what the modal and the search page
 * send, and where their hits lead. Built from a copy of the basic fixture. The requests of a
 * config without these options are pinned by search-algolia.test.ts.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { FakeAlgolia } from '../helpers/fake-algolia-search.ts';
import type { ServedSite } from '../helpers/serve-build.ts';
import { levels, serveAlgoliaSite, type AlgoliaSite } from '../helpers/algolia-site.ts';

const Options = suite('search: the DocSearch options with the Algolia provider (basic fixture + fake Algolia)');

/** Hits as an index crawled from last year's deployment holds them: pages under /fixture/2024-docs/. */
function answer(query: string): Record<string, unknown>[] {
  if (!/^setup/i.test(query)) return [];
  const hierarchy = levels({ lvl0: 'Guides', lvl1: 'Setup' });
  return [
    { objectID: 'old-setup', type: 'lvl1', url: 'https://archive.example.com/fixture/2024-docs/guides/setup', hierarchy, content: null,
      _highlightResult: { hierarchy: { lvl0: { value: 'Guides', matchLevel: 'none' }, lvl1: { value: '<mark>Setup</mark>', matchLevel: 'full' } } } },
  ];
}

let served: AlgoliaSite;
let site: ServedSite;
let fake: FakeAlgolia;

Options.before(async () => {
  served = await serveAlgoliaSite('e2e-search-algolia-options', {
    insights: true,
    searchParameters: { hitsPerPage: 8, facetFilters: ['type:lvl1', ['area:ops', 'area:dev']], distinct: 1 },
    replaceSearchResultPathname: { from: '/2024-docs/', to: '/docs/' },
  }, answer);
  ({ site, fake } = served);
});
Options.after(async () => {
  await served?.close();
});

const open = (path: string) => served.open(path);

const sentFor = (query: string, from: number) => fake.requests.slice(from).filter((r) => r.body.requests[0]?.query === query);

Options('the modal sends its parameters, then the config\'s, then contextual + config facet filters; hits lead to the rewritten path', async () => {
  const before = fake.requests.length;
  const { page, log, done } = await open('docs/intro');
  await page.evaluate(() => { (window as { __samePage?: boolean }).__samePage = true; });
  await page.keyboard.press('Control+k');
  await page.fill('#docsearch-input', 'setup');
  await page.waitForSelector('.DocSearch-Hit-title');
  const sent = sentFor('setup', before);
  assert.is(sent.length, 1);
  const request = sent[0]!.body.requests[0]!;
  assert.equal(request, {
    query: 'setup',
    indexName: 'fixture',
    attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url'],
    attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'hierarchy.lvl4:10', 'hierarchy.lvl5:10', 'hierarchy.lvl6:10', 'content:10'],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 8,
    clickAnalytics: true,
    facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'], 'type:lvl1', ['area:ops', 'area:dev']],
    distinct: 1,
  });
  assert.equal(Object.keys(request).slice(-4), ['hitsPerPage', 'clickAnalytics', 'facetFilters', 'distinct'], 'key order as DocSearch sends it');
  assert.is(await page.getAttribute('.DocSearch-Hit a', 'href'), '/fixture/docs/guides/setup');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/fixture/docs/guides/setup');
  await page.waitForSelector('h1:has-text("Setup")');
  assert.ok(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage), 'navigated client-side');
  assert.equal(log.errors, []);
  await done();
});

Options('the search page sends no searchParameters and links to the rewritten path', async () => {
  const before = fake.requests.length;
  const { page, done } = await open('search?q=setup');
  await page.waitForSelector('article.search-result');
  const [main] = sentFor('setup', before)[0]!.body.requests;
  assert.equal(main, {
    indexName: 'fixture', advancedSyntax: true,
    facetFilters: [['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'], ['language:en']],
    facets: ['docusaurus_tag', 'language'], hitsPerPage: 15, page: 0, query: 'setup',
  });
  assert.is(await page.getAttribute('article.search-result h2 a', 'href'), '/fixture/docs/guides/setup');
  await done();
});

Options.run();
