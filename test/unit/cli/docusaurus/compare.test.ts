import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { diffFacts, factsOf } from '../../../compat/compare.ts';

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
  assert.equal(ours.admonitions, ['tip: tip']);
});

test('differences are named per kind; equal pages have none', () => {
  const a = factsOf(docusaurusPage);
  assert.equal(diffFacts(a, a), []);
  const b = { ...a, headings: ['h1# Setup', 'h2#install-1 Install'], codeBlocks: 2 };
  assert.equal(diffFacts(a, b), [
    'headings only in Docusaurus: h2#install Install',
    'headings only in opdocs: h2#install-1 Install',
    'code blocks: 1 in Docusaurus, 2 in opdocs',
  ]);
});

test.run();
