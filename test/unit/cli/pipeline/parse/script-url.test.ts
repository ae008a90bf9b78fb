/**
 * Link schemes in Markdown, raw HTML and MDX elements: every scheme Docusaurus keeps (tel:,
 * sms:, ftp:) reaches the page, and a javascript: URL never becomes a live link, however it is
 * spelled.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown } from '../../../../../cli/pipeline/parse/markdown';
import { isScriptUrl } from '../../../../../cli/pipeline/parse/script-url';
import { loadParserParts } from '../../../../helpers/parser-parts';

const test = suite('script URLs and link schemes');
test.before(loadParserParts);
const html = (source: string, isMdx = false) =>
  parseMarkdown({ source, file: `/site/content/docs/page.${isMdx ? 'mdx' : 'md'}`, lineOffset: 0, isMdx }).html;

test('a Markdown link keeps tel:, sms: and ftp: URLs instead of blanking them', () => {
  const out = html('[call](tel:+4930123) [text](sms:+4930123) [files](ftp://ftp.example.org/a) [chat](<xmpp:me@example.org>)\n');
  assert.match(out, '<a href="tel:+4930123"');
  assert.match(out, '<a href="sms:+4930123"');
  assert.match(out, '<a href="ftp://ftp.example.org/a"');
  assert.match(out, '<a href="xmpp:me@example.org"');
});

test('a Markdown link to javascript:, vbscript: or data: stays empty, in any case', () => {
  const out = html('[a](javascript:alert(1)) [b](JavaScript:alert(2)) [c](vbscript:x) [d](data:text/html,hi)\n\n[e][r]\n\n[r]: javascript:alert(3)\n');
  assert.not.match(out, /script:|data:/i);
  assert.is(out.match(/<a href="">/g)?.length, 5);
});

for (const isMdx of [false, true]) {
  test(`raw HTML in ${isMdx ? 'MDX' : 'Markdown'} loses javascript: hrefs and srcs but keeps its other attributes`, () => {
    const out = html('<iframe title="demo" src="javascript:alert(1)"></iframe>\n\n<a class="x" href=" JAVA&#x09;SCRIPT&#58;alert(2)">a</a> <a href="/docs/b" data-note="javascript:kept">b</a>\n\n<form action="javascript:alert(3)"><button formaction="javascript:alert(4)">go</button></form>\n', isMdx);
    assert.not.match(out, /(href|src|action)="[^"]*script/i);
    assert.match(out, '<iframe title="demo"></iframe>');
    assert.match(out, '<a class="x">a</a>');
    assert.match(out, 'data-note="javascript:kept"');
    assert.match(out, '<form><button>go</button></form>');
  });
}

for (const isMdx of [false, true]) {
  test(`an <object> in ${isMdx ? 'MDX' : 'Markdown'} loses a javascript: data URL, which React 19 refuses there too, and keeps a file's`, () => {
    const out = html('<object type="text/html" data="javascript:alert(1)"></object>\n\n<object data="/files/guide.pdf" type="application/pdf"></object>\n', isMdx);
    assert.not.match(out, /javascript/i);
    assert.match(out, '<object type="text/html"></object>');
    assert.match(out, 'data="/files/guide.pdf"');
  });
}

test('an MDX element with a javascript: href from an expression loses it, as React 19 refuses it', () => {
  const out = html('Text <a href={"javascript:alert(1)"} className="btn">go</a> and <img src={`javascript:x`} alt="i" />\n', true);
  assert.match(out, '<a class="btn">go</a>');
  assert.not.match(out, 'javascript');
});

test('isScriptUrl skips leading spaces and ignores tabs and line breaks, as URL parsing does, and nothing more', () => {
  for (const yes of ['javascript:x', ' \u0001JavaScript:x', 'java\tscr\nipt:x', 'VBSCRIPT:x']) assert.ok(isScriptUrl(yes), yes);
  for (const no of ['/javascript:x', 'https://x.org/?q=javascript:x', 'javascripts:x', 'data:image/png;base64,AA', '#javascript:']) assert.not.ok(isScriptUrl(no), no);
});

test.run();
