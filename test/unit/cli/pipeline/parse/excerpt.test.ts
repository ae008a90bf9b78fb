import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown, type MarkdownInput } from '../../../../../cli/pipeline/parse/markdown';

const parse = (source: string, more: Partial<MarkdownInput> = {}) =>
  parseMarkdown({ source, file: '/site/content/blog/post.md', lineOffset: 0, isMdx: false, ...more });

test('a marker inside a paragraph keeps the words before it, as the cut source renders', () => {
  const out = parse('Inline *em* text <!-- truncate --> rest.\n\nNext paragraph.\n');
  assert.is(out.excerptHtml, '<p>Inline <em>em</em> text</p>\n');
  assert.match(out.html, 'rest.</p>\n<p>Next paragraph.</p>');
});

test('a marker inside a list keeps the items before it and the words of its own item', () => {
  const out = parse('Intro.\n\n- a\n- b <!-- truncate --> c\n- d\n');
  assert.is(out.excerptHtml, '<p>Intro.</p>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n');
});

test('an MDX comment marker inside a paragraph of an MDX body keeps the words before it', () => {
  const out = parse('One.\n\nTwo {/* truncate */} three.\n', { isMdx: true });
  assert.is(out.excerptHtml, '<p>One.</p>\n<p>Two</p>\n');
});

test('links of a cut excerpt are resolved once and keep their resolved form', () => {
  const seen: string[] = [];
  const out = parse('See [a](/a) and <!-- truncate --> [b](/b).\n', { resolveLink: (h) => { seen.push(h); return `${h}/`; } });
  assert.equal(seen, ['/a', '/b']);
  assert.is(out.excerptHtml, '<p>See <a href="/a/">a</a> and</p>\n');
});

test.run();
