import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LINK_MARK, takeLinkMarks } from '../../../../cli/render/rendered-links';

const page = (content: string, mark = LINK_MARK) => [
  `<nav><a class="navbar__link"${mark} href="/docs/">Docs</a></nav>`,
  '<div id="__docusaurus_skipToContent_fallback"><main>',
  content.split('MARK').join(mark),
  `</main></div><footer><a${mark} href="/blog/">Blog</a></footer>`,
].join('');

test('the hrefs of the marked anchors in the page content are returned, once each, and the marks removed', () => {
  const content = '<a class="card"MARK href="/docs/intro">Intro</a><a href="/pricing/team">Team</a><aMARK href="/docs/a?x=1&amp;y=2">A</a><a class="x"MARK href="/docs/intro">Again</a>';
  const { html, links } = takeLinkMarks(page(content));
  assert.equal(links, ['/docs/intro', '/docs/a?x=1&amp;y=2']);
  assert.is(html, page(content, ''), 'the page is byte for byte what it is without marks');
});

test('marked anchors in the navbar and footer are not the page\'s links', () => {
  assert.equal(takeLinkMarks(page('<p>No links</p>')).links, []);
});

test('a page without marks is returned as it is', () => {
  const html = page('<a href="/x">X</a>', '');
  const taken = takeLinkMarks(html);
  assert.is(taken.html, html);
  assert.equal(taken.links, []);
});

test.run();
