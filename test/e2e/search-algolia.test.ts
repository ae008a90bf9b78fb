/**
 * The search UI in Chromium with the Algolia provider, against a local fake of Algolia's REST
 * API (test/helpers/fake-algolia-search.ts) that the page reaches through the test-only
 * `window.__opdocsAlgoliaHosts`. Built from a copy of the basic fixture with search settings.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { waitForHydration } from '../helpers/browser.ts';
import { startFakeAlgolia, type FakeAlgolia } from '../helpers/fake-algolia-search.ts';
import type { ServedSite } from '../helpers/serve-build.ts';
import { levels, serveAlgoliaSite, type AlgoliaSite } from '../helpers/algolia-site.ts';

const Search = suite('search: modal and page with the Algolia provider (basic fixture + fake Algolia)');
const marked = (text: string, query: string) => ({ value: text.replace(new RegExp(query, 'i'), (m) => `<mark>${m}</mark>`), matchLevel: 'full' });

/** Hits of the fake index: absolute URLs, as the DocSearch crawler stores them. */
function answer(query: string): Record<string, unknown>[] {
  if (query === 'many') {
    return Array.from({ length: 20 }, (_, i) => ({
      objectID: `many${i}`, type: 'lvl1', url: `https://example.com/fixture/docs/intro#r${i}`, hierarchy: levels({ lvl0: 'Docs', lvl1: `Result ${i}` }), content: null,
      _highlightResult: { hierarchy: { lvl0: marked('Docs', query), lvl1: marked(`Result ${i}`, query) } },
    }));
  }
  if (query === 'groups') {
    return Array.from({ length: 20 }, (_, i) => ({
      objectID: `g${i}`, type: 'lvl1', url: `https://example.com/fixture/docs/intro#g${i}`, hierarchy: levels({ lvl0: `Group ${i % 4}`, lvl1: `Row ${i}` }), content: null,
      _highlightResult: { hierarchy: { lvl0: { value: `Group ${i % 4}`, matchLevel: 'none' }, lvl1: { value: `Row ${i}`, matchLevel: 'none' } } },
    }));
  }
  if (!/^setup/i.test(query.trim())) return [];
  const page = { lvl0: 'Guides', lvl1: 'Setup' };
  const heading = { ...page, lvl2: 'Before you start' };
  return [
    { objectID: 'setup', type: 'lvl1', url: 'https://example.com/fixture/docs/guides/setup', hierarchy: levels(page), content: null,
      _highlightResult: { hierarchy: { lvl0: marked('Guides', query), lvl1: marked('Setup', query) } } },
    { objectID: 'setup-before', type: 'lvl2', url: 'https://example.com/fixture/docs/guides/setup#before-you-start', hierarchy: levels(heading), content: null,
      _highlightResult: { hierarchy: { lvl0: marked('Guides', query), lvl1: marked('Setup', query), lvl2: marked('Before you start', query) } },
      _snippetResult: { hierarchy: { lvl1: marked('Setup', query), lvl2: marked('Before you start', query) } } },
    { objectID: 'setup-xss', type: 'content', url: 'https://example.com/fixture/docs/guides/setup#before-you-start', hierarchy: levels(heading),
      content: 'Setup <img src=x onerror=alert(1)> </script>',
      _highlightResult: { hierarchy: { lvl0: marked('Guides', query), lvl1: marked('Setup', query) }, content: { value: '<mark>Setup</mark> &lt;img src=x onerror=alert(1)&gt; &lt;/script&gt;', matchLevel: 'full' } },
      _snippetResult: { content: { value: '<mark>Setup</mark> &lt;img src=x onerror=alert(1)&gt; &lt;/script&gt;', matchLevel: 'full' } } },
  ];
}

let served: AlgoliaSite;
let site: ServedSite;
let fake: FakeAlgolia;

Search.before(async () => {
  served = await serveAlgoliaSite('e2e-search-algolia', {}, answer);
  ({ site, fake } = served);
});
Search.after(async () => {
  await served?.close();
});

const open = (path = 'docs/intro', hosts?: string[]) => served.open(path, hosts);

const modalOpen = (page: Page) => page.locator('.DocSearch-Modal').count().then((n) => n === 1);
const rows = (page: Page) => page.locator('.DocSearch-Hit-title').allTextContents();

Search('the button opens the modal; typing sends exactly the DocSearch request', async () => {
  const { page, log, done } = await open();
  const before = fake.requests.length;
  const chunksBefore = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  await page.click('.DocSearch-Button');
  await page.waitForSelector('#docsearch-input');
  const chunksAfter = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  assert.ok(chunksAfter.filter((n) => n.endsWith('.js')).length > chunksBefore.filter((n) => n.endsWith('.js')).length, 'the modal code loads on first open');
  assert.is(await page.evaluate(() => document.activeElement?.id), 'docsearch-input');
  await page.fill('#docsearch-input', 'setup');
  await page.waitForSelector('.DocSearch-Hit-title');
  const sent = fake.requests.slice(before).filter((r) => r.body.requests[0]?.query === 'setup');
  assert.is(sent.length, 1);
  const [request] = sent;
  assert.is(request!.method, 'POST');
  assert.is(request!.path, '/1/indexes/*/queries');
  assert.is(request!.query['x-algolia-api-key'], 'search-only-key');
  assert.is(request!.query['x-algolia-application-id'], 'TESTAPP');
  assert.is(request!.query['x-algolia-agent'], 'Algolia for JavaScript (5.17.1); Lite (5.17.1); Browser; docsearch (3.8.2); docsearch-react (3.8.2); docusaurus (3.7.0)');
  assert.is(request!.headers['content-type'], 'text/plain');
  assert.equal(request!.body, {
    requests: [{
      query: 'setup',
      indexName: 'fixture',
      attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url'],
      attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'hierarchy.lvl4:10', 'hierarchy.lvl5:10', 'hierarchy.lvl6:10', 'content:10'],
      snippetEllipsisText: '…',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      hitsPerPage: 20,
      clickAnalytics: false,
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    }],
  });
  assert.equal(await rows(page), ['Setup', 'Before you start', 'Setup <img src=x onerror=alert(1)> </script>']);
  assert.is(await page.locator('.DocSearch-Modal img').count(), 0);
  assert.is(await page.locator('.DocSearch-HitsFooter a').textContent(), 'See all 3 results');
  assert.equal(log.errors, []);
  await done();
});

Search('"/" and Ctrl+K open, Ctrl+K and Escape close, focus returns to the button', async () => {
  const { page, done } = await open();
  await page.keyboard.press('/');
  await page.waitForSelector('#docsearch-input');
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    assert.ok(await page.evaluate(() => document.activeElement?.closest('.DocSearch-Modal') !== null), 'focus stays in the modal');
  }
  await page.keyboard.press('Escape');
  await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
  assert.ok(await page.evaluate(() => document.activeElement?.classList.contains('DocSearch-Button')), 'focus back on the button');
  await page.keyboard.press('Control+k');
  await page.waitForSelector('#docsearch-input');
  await page.fill('#docsearch-input', 'setup');
  await page.keyboard.press('Control+k');
  await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
  await page.keyboard.press('Control+k');
  await page.waitForSelector('#docsearch-input');
  assert.is(await page.inputValue('#docsearch-input'), '', 'a reopened modal starts empty');
  await page.keyboard.press('Escape');
  await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
  await page.focus('.DocSearch-Button');
  await page.keyboard.press('s');
  await page.waitForSelector('#docsearch-input');
  assert.is(await page.inputValue('#docsearch-input'), 's', 'a letter typed on the button starts the query');
  await done();
});

Search('arrow keys and Enter navigate client-side; the pick is a recent search after a reload', async () => {
  const { page, done } = await open();
  await page.evaluate(() => { (window as { __samePage?: boolean }).__samePage = true; });
  await page.keyboard.press('Control+k');
  await page.fill('#docsearch-input', 'setup');
  await page.waitForSelector('.DocSearch-Hit-title');
  await page.keyboard.press('ArrowDown');
  assert.is(await page.getAttribute('#docsearch-input', 'aria-activedescendant'), 'docsearch-hits0-item-1');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/fixture/docs/guides/setup#before-you-start');
  assert.not.ok(await modalOpen(page));
  assert.ok(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage), 'no full page load');
  await page.waitForSelector('h1:has-text("Setup")');
  await page.reload();
  await waitForHydration(page);
  await page.click('.DocSearch-Button');
  await page.waitForSelector('#docsearch-recentSearches-list');
  assert.equal(await rows(page), ['Before you start']);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('__DOCSEARCH_RECENT_SEARCHES__fixture') ?? '[]'));
  assert.is(stored[0].url, '/fixture/docs/guides/setup#before-you-start');
  await page.goto(site.url('docs/intro'));
  await waitForHydration(page);
  await page.evaluate(() => { (window as { __samePage?: boolean }).__samePage = true; });
  await page.click('.DocSearch-Button');
  await page.click('#docsearch-recentSearches-list a');
  await page.waitForURL('**/fixture/docs/guides/setup#before-you-start');
  assert.not.ok(await modalOpen(page), 'a plain click closes the modal');
  assert.ok(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage), 'a clicked hit navigates client-side');
  await done();
});

Search('a full list keeps the modal 600px high with its 44px footer; on a short window the list gives way', async () => {
  const { page, done } = await open();
  await page.keyboard.press('Control+k');
  await page.fill('#docsearch-input', 'groups');
  await page.waitForFunction(() => document.querySelectorAll('.DocSearch-Hit').length === 20);
  const height = (selector: string) => page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().height));
  assert.is(await height('.DocSearch-Modal'), 600);
  assert.is(await height('.DocSearch-Footer'), 44);
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.waitForFunction(() => Math.round(document.querySelector('.DocSearch-Modal')!.getBoundingClientRect().height) < 600);
  assert.is(await height('.DocSearch-Footer'), 44, 'the footer does not shrink');
  assert.is(await height('.DocSearch-Form'), 56);
  await done();
});

Search('the search page reads ?q=, asks for 15 results and shows breadcrumbs', async () => {
  const before = fake.requests.length;
  const { page, done } = await open('search?q=setup');
  await page.waitForSelector('article.search-result');
  assert.is(await page.locator('.search-page__status').textContent(), '3 documents found');
  assert.is(await page.title(), 'Search results for "setup" | Fixture Docs');
  assert.is(await page.locator('a[aria-label="Search by Algolia"]').count(), 1);
  const sent = fake.requests.slice(before).find((r) => r.body.requests[0]?.query === 'setup')!;
  assert.is(sent.query['x-algolia-agent'], 'Algolia for JavaScript (5.17.1); Lite (5.17.1); Browser; JS Helper (3.22.6)');
  const main = sent.body.requests[0]!;
  assert.equal(
    { hitsPerPage: main.hitsPerPage, page: main.page, advancedSyntax: main.advancedSyntax, indexName: main.indexName },
    { hitsPerPage: 15, page: 0, advancedSyntax: true, indexName: 'fixture' },
  );
  assert.equal(await page.locator('article.search-result').first().locator('ul[aria-label="breadcrumbs"] li').allTextContents(), ['Guides']);
  assert.is(await page.locator('article.search-result img').count(), 0);
  await page.focus('input[name="q"]');
  await page.keyboard.press('/');
  assert.not.ok(await modalOpen(page), '"/" typed into a field does not open the modal');
  await page.fill('input[name="q"]', 'nothing');
  await page.waitForSelector('.search-page__status:has-text("No results were found")');
  assert.ok(page.url().endsWith('/search?q=nothing'));
  await done();
});

Search('the search page loads the next 15 when the loader line scrolls into view', async () => {
  const { page, done } = await open('search?q=many');
  await page.waitForSelector('.search-page__status:has-text("20 documents found")');
  assert.is(await page.locator('article.search-result').count(), 15);
  await page.locator('.search-page__loader').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelectorAll('article.search-result').length === 20);
  assert.is(await page.locator('.search-page__loader').count(), 0, 'no loader once every page is shown');
  await done();
});

Search('Algolia\'s own hosts: the DSN host first, then the algolianet ones; a host that failed is skipped by the next search', async () => {
  // No __opdocsAlgoliaHosts here: the page asks Algolia's real host names, which page.route
  // answers, so the lite client's own host list and retry order are what is checked (§13).
  const { page, done } = await served.pages.take({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const asked: { host: string; url: URL; headers: Record<string, string> }[] = [];
  await page.route(/^https:\/\/[^/]*\.(algolia\.net|algolianet\.com)\//, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    asked.push({ host: url.host, url, headers: request.headers() });
    if (url.host.endsWith('-dsn.algolia.net')) return route.abort('internetdisconnected');
    const { requests } = JSON.parse(request.postData() ?? '{}') as { requests: { query: string }[] };
    const results = requests.map(({ query }) => ({ hits: answer(query), nbHits: answer(query).length, page: 0, nbPages: 1, query }));
    return route.fulfill({ status: 200, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' }, body: JSON.stringify({ results }) });
  });
  await page.goto(site.url('docs/intro'));
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await page.fill('#docsearch-input', 'setup');
  await page.waitForSelector('.DocSearch-Hit');
  const [first, second] = asked;
  assert.is(first?.host, 'testapp-dsn.algolia.net', 'reads go to the DSN host first');
  assert.is(first!.url.pathname, '/1/indexes/*/queries');
  assert.equal([...first!.url.searchParams.keys()], ['x-algolia-agent', 'x-algolia-api-key', 'x-algolia-application-id']);
  assert.is(first!.url.searchParams.get('x-algolia-api-key'), 'search-only-key');
  assert.is(first!.url.searchParams.get('x-algolia-application-id'), 'TESTAPP');
  assert.is(first!.headers['content-type'], 'text/plain');
  assert.is(first!.headers['accept'], 'application/json');
  assert.match(second?.host ?? '', /^testapp-[123]\.algolianet\.com$/, 'then one of the three algolianet hosts');
  assert.not.ok(asked.some(({ host }) => host === 'testapp.algolia.net'), 'the write host is never asked by a search');
  const next = page.waitForRequest((request) => /algolia(net)?\.(net|com)\//.test(request.url()));
  await page.fill('#docsearch-input', 'setup guide');
  assert.is(new URL((await next).url()).host, second!.host, 'the DSN host, down, is not tried first for 2 minutes');
  await done();
});

Search('with every Algolia host unreachable the modal shows the error screen', async () => {
  const down = await startFakeAlgolia(() => []);
  await down.close();
  const { page, done } = await open('docs/intro', [down.origin]);
  await page.keyboard.press('Control+k');
  await page.fill('#docsearch-input', 'setup');
  await page.waitForSelector('.DocSearch-Container--Errored');
  assert.is(await page.locator('.DocSearch-ErrorScreen .DocSearch-Title').textContent(), 'Unable to fetch results');
  assert.is(await page.locator('.DocSearch-ErrorScreen .DocSearch-Help').textContent(), 'You might want to check your network connection.');
  await done();
});

Search.run();
