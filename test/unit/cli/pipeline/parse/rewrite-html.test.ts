import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { emojifyHtml } from '../../../../../cli/pipeline/parse/emoji';
import { rewriteHtml, type RewriteHooks } from '../../../../../cli/pipeline/parse/rewrite-html';
import { loadParserParts } from '../../../../helpers/parser-parts';

const test = suite('rewriteHtml');
// A build loads the MDX toolchain and the emoji table on first use.
test.before(loadParserParts);
const keep: RewriteHooks = { link: () => undefined, image: () => undefined };

test('hands hrefs over entity-decoded and writes replacements back escaped', () => {
  const seen: string[] = [];
  const out = rewriteHtml('<a href="/a?x=1&amp;y=2" class="c">A</a> <a href=/bare>B</a>', {
    ...keep,
    link: (href) => { seen.push(href); return href === '/bare' ? '/new?a="q"' : undefined; },
  });
  assert.equal(seen, ['/a?x=1&y=2', '/bare']);
  assert.is(out, '<a href="/a?x=1&amp;y=2" class="c">A</a> <a href="/new?a=&quot;q&quot;">B</a>');
});

test('skips heading hash links and footnote references', () => {
  const seen: string[] = [];
  rewriteHtml('<a href="#x" class="hash-link">#</a><a href="#user-content-fn-1" data-footnote-ref="">1</a>' +
    '<a href="#user-content-fnref-1" data-footnote-backref="">↩</a><a href="#real">r</a>', { ...keep, link: (h) => { seen.push(h); return undefined; } });
  assert.equal(seen, ['#real']);
});

test('the URLs of an image\'s srcset and of a <picture> source are resolved as src is, descriptors kept', () => {
  const image = (src: string) => (src.startsWith('/img/') ? { src: `/base${src}` } : undefined);
  const out = rewriteHtml('<picture><source srcset="/img/wide.png 1200w,/img/narrow.png 600w" media="(min-width: 800px)"><img src="/img/a.png" srcset="/img/a.png 1x, https://cdn.example.org/a@2x.png 2x" alt="A"></picture>', { ...keep, image });
  assert.is(out, '<picture><source srcset="/base/img/wide.png 1200w, /base/img/narrow.png 600w" media="(min-width: 800px)">' +
    '<img src="/base/img/a.png" srcset="/base/img/a.png 1x, https://cdn.example.org/a@2x.png 2x" alt="A" loading="lazy" decoding="async"></picture>');
});

test('images keep unknown attributes and existing sizes, and gain lazy loading', () => {
  const out = rewriteHtml('<img data-x="1" src="a.png" width="90" height="10" alt="A">', { ...keep, image: () => ({ src: '/b.png', width: 9, height: 7 }) });
  assert.is(out, '<img data-x="1" src="/b.png" width="90" height="10" alt="A" loading="lazy" decoding="async">');
});

test('an image sized on one side gets the other side in the file\'s proportions, not the file\'s own', () => {
  const image = () => ({ src: '/b.png', width: 400, height: 300 });
  assert.is(rewriteHtml('<img src="a.png" width="100">', { ...keep, image }), '<img src="/b.png" width="100" height="75" loading="lazy" decoding="async">');
  assert.is(rewriteHtml('<img src="a.png" height="60px">', { ...keep, image }), '<img src="/b.png" height="60px" width="80" loading="lazy" decoding="async">');
  // A relative width says nothing about pixels: the browser sizes the box from the picture.
  assert.is(rewriteHtml('<img src="a.png" width="50%">', { ...keep, image }), '<img src="/b.png" width="50%" loading="lazy" decoding="async">');
  assert.is(rewriteHtml('<img src="a.png">', { ...keep, image }), '<img src="/b.png" width="400" height="300" loading="lazy" decoding="async">');
});

test('emoji stay shortcodes inside code; tables are wrapped for scrolling', () => {
  const out = rewriteHtml('<p>:x:</p><pre><code>:x:</code></pre><table><tr><td>:bulb:</td></tr></table>', keep);
  assert.is(out, '<p>❌</p><pre><code>:x:</code></pre>' +
    '<div class="table-scroll" tabindex="0" role="region" aria-label="Table 1"><table><tr><td>💡</td></tr></table></div>');
});

test('each table region gets a distinct name: its number and the heading above it', () => {
  const out = rewriteHtml('<h2 id="s">Spec &amp; status<a class="hash-link" href="#s">#</a></h2><table></table><table></table>' +
    '<h3>Probes</h3><table></table>', keep);
  const labels = [...out.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1]);
  assert.equal(labels, ['Table 1: Spec &amp; status', 'Table 2: Spec &amp; status', 'Table 3: Probes']);
});

test('emojifyHtml leaves tags and code alone', () => {
  assert.is(emojifyHtml('<span title=":x:">:x:</span> <code>:x:</code>'), '<span title=":x:">❌</span> <code>:x:</code>');
});

test('a self-closed element that is not void gets its end tag, so the page after it is not swallowed', () => {
  assert.is(rewriteHtml('<iframe src="https://x.test/e" allowfullscreen />\n<video controls src="/v.mp4"/><br/><hr />', keep),
    '<iframe src="https://x.test/e" allowfullscreen></iframe>\n<video controls src="/v.mp4"></video><br/><hr />');
});

test.run();
