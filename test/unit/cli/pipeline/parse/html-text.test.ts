import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { summaryFromHtml } from '../../../../../cli/pipeline/parse/html-text.ts';

test('summary: the first paragraph with text, tags stripped and references decoded', () => {
  const html = '<h2 id="a">Intro</h2>\n<p> </p><p>Runs <strong>Typesense</strong> &amp; keeps\n it <a href="/x">healthy</a>.</p><p>Second.</p>';
  assert.is(summaryFromHtml(html), 'Runs Typesense & keeps it healthy.');
});

test('summary: long text is cut at a word boundary with an ellipsis', () => {
  const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
  const out = summaryFromHtml(`<p>${words}</p>`, 50)!;
  assert.ok(out.length <= 50, out);
  assert.ok(out.endsWith('…'));
  assert.match(out, /^word0 word1 .* word\d+…$/);
});

test('summary: none when the page has no paragraph', () => {
  assert.is(summaryFromHtml('<h2>Only a heading</h2><pre><code>x</code></pre>'), undefined);
});

test.run();
