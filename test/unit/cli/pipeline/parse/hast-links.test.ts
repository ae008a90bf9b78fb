import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseMarkdown } from '../../../../../cli/pipeline/parse/markdown';
import { loadParserParts } from '../../../../helpers/parser-parts';

const test = suite('Markdown link and image URLs');
test.before(loadParserParts);

/** Renders a .md page, recording the image and link URLs handed to the resolvers. */
function render(source: string) {
  const images: string[] = [];
  const links: string[] = [];
  const out = parseMarkdown({
    source, file: '/site/docs/page.md', lineOffset: 0, isMdx: false,
    resolveImage: (src) => { images.push(src); return undefined; },
    resolveLink: (href) => { links.push(href); return undefined; },
  });
  return { html: out.html, images, links };
}

test('an ampersand in an image path names the file as written, so q&a.jpeg is found', () => {
  const { html, images } = render('![Q&A](/img/q&a.jpeg)\n');
  assert.equal(images, ['/img/q&a.jpeg']);
  assert.match(html, 'src="/img/q&amp;a.jpeg"');
  assert.not.match(html, '&amp;amp;');
});

test('a query string with several parameters is escaped once in the href', () => {
  const { html, links } = render('[search](https://example.org/find?a=1&b=2) and [local](./other.md?x=1&y=2)\n');
  assert.equal(links, ['https://example.org/find?a=1&b=2', './other.md?x=1&y=2']);
  assert.match(html, 'href="https://example.org/find?a=1&amp;b=2"');
  assert.match(html, 'href="./other.md?x=1&amp;y=2"');
  assert.not.match(html, '&amp;amp;');
});

test('the same holds for a reference-style link and a pathname:// link', () => {
  const { html } = render('[ref][r] and [raw](pathname:///api/?a=1&b=2)\n\n[r]: https://example.org/?p=1&q=2\n');
  assert.match(html, 'href="https://example.org/?p=1&amp;q=2"');
  assert.match(html, 'href="/api/?a=1&amp;b=2"');
  assert.not.match(html, '&amp;amp;');
});

test('unsafe schemes are still dropped and quotes still percent-encoded', () => {
  const { html } = render('[x](javascript:alert(1)) [y](<a"b>)\n');
  assert.not.match(html, 'javascript:');
  assert.match(html, 'href="a%22b"');
});

test('an image keeps a data: or other scheme (a badge, an FTP mirror); a script scheme is still dropped', () => {
  const { html } = render([
    '![dot](data:image/png;base64,iVBORw0KGgo=) ![mirror](ftp://example.org/a.png)',
    '![x](javascript:alert(1)) ![y](VBScript:msgbox) [d](data:text/html,hi)',
    '',
    '![ref][badge]',
    '',
    '[badge]: data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    '',
  ].join('\n'));
  assert.match(html, 'src="data:image/png;base64,iVBORw0KGgo="');
  assert.match(html, 'src="ftp://example.org/a.png"');
  assert.match(html, 'src="data:image/gif;base64,R0lGODlhAQABAAAAACw="');
  assert.not.match(html, /javascript:|vbscript:/i);
  // A link to a data: document stays refused, as micromark refuses it.
  assert.not.match(html, 'data:text/html');
});

test('a malformed percent escape is resolved encoded but reported as written, at its column', () => {
  const seen: { href: string; written?: string; line: number; column: number }[] = [];
  parseMarkdown({
    source: '# T\n\n[x](%) and [y](./a%2.md) and [z](./ok.md)\n', file: '/site/docs/page.md', lineOffset: 0, isMdx: false,
    resolveLink: (href, pos) => { seen.push({ href, line: pos.line, column: pos.column, ...(pos.written ? { written: pos.written } : {}) }); return undefined; },
  });
  assert.equal(seen, [
    { href: '%25', written: '%', line: 3, column: 5 },
    { href: './a%252.md', written: './a%2.md', line: 3, column: 16 },
    { href: './ok.md', line: 3, column: 34 },
  ]);
});

test.run();
