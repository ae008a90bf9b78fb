import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { escapeHtml, escapeText, scriptJson } from '../../../runtime/escape-html';

const html = suite('escapeHtml');

html('escapes the five characters that can end text or a quoted attribute', () => {
  assert.is(escapeHtml(`Tom & "Jerry" <b>'s</b>`), 'Tom &amp; &quot;Jerry&quot; &lt;b&gt;&#39;s&lt;/b&gt;');
});

html('gives back the same string when there is nothing to escape', () => {
  const text = 'plain words, numbers 42 and unicode ✓';
  assert.is(escapeHtml(text), text);
});

html('escapes an ampersand that already looks like a reference (text is text)', () => {
  assert.is(escapeHtml('&amp;'), '&amp;amp;');
});

html.run();

const text = suite('escapeText');

text('escapes &, < and > but leaves quotes for element content', () => {
  assert.is(escapeText(`if (a < b && c > "d") return 'e';`), `if (a &lt; b &amp;&amp; c &gt; "d") return 'e';`);
});

text('is what sitemap and code need: a URL with a query string stays valid XML', () => {
  assert.is(escapeText('https://example.com/a?x=1&y=<2>'), 'https://example.com/a?x=1&amp;y=&lt;2&gt;');
});

text.run();

const json = suite('scriptJson');

json('no value can close or comment out the script element it is embedded in', () => {
  const out = scriptJson({ title: '</script><script>alert(1)</script>', note: '<!-- x -->' });
  assert.not.match(out, /<\/script/i);
  assert.not.match(out, /<!--/);
  assert.equal(JSON.parse(out), { title: '</script><script>alert(1)</script>', note: '<!-- x -->' });
});

json('escapes U+2028 and U+2029, which end a line in older JavaScript parsers', () => {
  const out = scriptJson('a\u2028b\u2029c');
  assert.is(out, '"a\\u2028b\\u2029c"');
  assert.is(JSON.parse(out), 'a\u2028b\u2029c');
});

json('applies a replacer with the holder as this', () => {
  const out = scriptJson({ keep: { html: '<p>x</p>', level: 2 }, drop: { html: '<p>y</p>' } }, function (this: Record<string, unknown>, key, value) {
    return key === 'html' && !('level' in this) ? null : value;
  });
  assert.equal(JSON.parse(out), { keep: { html: '<p>x</p>', level: 2 }, drop: { html: null } });
});

json('embeds undefined as null rather than nothing', () => {
  assert.is(scriptJson(undefined), 'null');
});

json.run();
