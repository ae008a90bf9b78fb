import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { diffFacts, factsOf, summaryLine } from '../../../compat/compare.ts';

const docusaurusPage = `<main><article><div class="theme-doc-markdown markdown"><header><h1>Setup</h1></header>
<h2 class="anchor" id="install">Install<a href="#install" class="hash-link" aria-label="Direct link">&#8203;</a></h2>
<div class="theme-admonition theme-admonition-tip admonition_x alert"><div class="admonitionHeading_y">Tip</div><p>Do it.</p></div>
<pre><code>npm i</code></pre><p><a href="/docs/intro">intro</a> <a href="#install">here</a></p></div></article></main>`;

test('facts of a page: headings with ids, admonitions, code blocks and links of the main content', () => {
  assert.equal(factsOf(docusaurusPage), {
    headings: ['h1# Setup', 'h2#install Install'], admonitions: ['tip: tip'], codeBlocks: 1, links: ['/docs/intro', '#install'],
  });
});

test('opdocs admonitions read the same as Docusaurus ones', () => {
  const ours = factsOf('<main><div class="markdown"><div class="admonition admonition--tip" role="note"><p class="admonition__heading"><span class="admonition__title">Tip</span></p></div></div></main>');
  assert.equal(ours?.admonitions, ['tip: tip']);
});

test('the title h1 counts wherever the theme puts it; card icons, navigation and full-size image links do not count', () => {
  const ours = factsOf(`<main><nav class="breadcrumbs"><a href="/docs">Docs</a></nav><article><header><h1>Setup</h1></header><div class="markdown">
<h2 id="install">Install</h2><ul><li><a href="/docs/a"><h2>A</h2></a></li></ul><a class="image-full-size" href="/assets/images/wide.png"><img src="/assets/images/wide.png"></a></div></article><nav class="pagination-nav"><a href="/docs/next">Next</a></nav></main>`)!;
  assert.equal(ours.headings, ['h1# Setup', 'h2#install Install', 'h2# A']);
  assert.equal(ours.links, ['/docs/a']);
  const theirs = factsOf(`<main><nav class="theme-doc-breadcrumbs"><a href="/">Home</a></nav><header><h1>Setup</h1></header>
<article><a class="card" href="/docs/a"><h2 class="cardTitle">\u{1F4C4}\u{FE0F} A</h2></a></article><footer><nav class="pagination-nav"><a href="/docs/next">Next</a></nav></footer></main>`)!;
  assert.equal([theirs.headings, theirs.links], [['h1# Setup', 'h2# A'], ['/docs/a']]);
});

test('a page without main content (a search plugin\'s page) has no facts', () => {
  assert.is(factsOf('<body><div id="search-page"><h1>Search</h1></div></body>'), null);
});

test('differences are named per kind; equal pages have none', () => {
  const a = factsOf(docusaurusPage)!;
  assert.equal(diffFacts(a, a), []);
  const b = { ...a, headings: ['h1# Setup', 'h2#install-1 Install'], codeBlocks: 2 };
  assert.equal(diffFacts(a, b), [
    'headings only in Docusaurus: h2#install Install',
    'headings only in opdocs: h2#install-1 Install',
    'code blocks: 1 in Docusaurus, 2 in opdocs',
  ]);
});

test('the summary line counts routes, differing pages per kind and skipped pages', () => {
  const line = summaryLine({
    site: 'lanterns', sourceFiles: 12, migrateNotes: [], buildMs: 900, expected: 10, matched: 9, missing: ['x'], onlyOpdocs: ['offline'],
    notContent: ['search'], differing: [{ route: 'a', diff: ['headings only in opdocs: h1# A'] }, { route: 'b', diff: ['code blocks: 2 in Docusaurus, 1 in opdocs', 'headings only in Docusaurus: h2#b B'] }],
  });
  assert.is(line, 'summary lanterns: 12 source files; routes 9/10 matched, 1 only in opdocs; 2 of 8 content pages differ (headings 2, code blocks 1), 1 without content skipped; opdocs build 900 ms in-process');
});

test.run();
