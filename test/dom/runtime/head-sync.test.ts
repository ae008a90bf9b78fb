/**
 * After a client navigation <head> must say what the server writes for the new page: no
 * keywords, robots or docsearch tags left from the page before, and hreflang links to the new
 * page (behaviors §8 page metadata, §14 docsearch meta tags).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { installDom, resetDom } from './dom-env';
import { syncHead } from '../../../runtime/head-sync';
import type { HeadData } from '../../../runtime/types';
import { site } from './router-fixture';

const test = suite('syncHead');
test.before(() => void installDom());
test.before.each(() => void resetDom('https://example.com/base/docs/faq'));

const DOC: HeadData = {
  title: 'FAQ | TyKO',
  description: 'Questions',
  canonical: 'https://example.com/base/docs/faq',
  keywords: ['faq', 'tyko'],
  meta: [
    { name: 'docsearch:version', content: 'current' },
    { name: 'docsearch:docusaurus_tag', content: 'docs-default-current' },
  ],
  htmlClassName: 'docs-doc-page',
};
const POST: HeadData = {
  title: '0.3.1 | TyKO',
  canonical: 'https://example.com/base/blog/release-0-3-1',
  meta: [{ name: 'docsearch:docusaurus_tag', content: 'default' }],
  htmlClassName: 'blog-post-page',
};
const SEARCH: HeadData = { title: 'Search | TyKO', canonical: 'https://example.com/base/search', noindex: true, meta: [], htmlClassName: '' };

/** The head the server writes for DOC, in the parts syncHead manages. */
function writeDocHead() {
  document.head.innerHTML = [
    '<title>FAQ | TyKO</title>',
    '<meta name="description" content="Questions"><meta property="og:description" content="Questions">',
    '<meta name="keywords" content="faq,tyko">',
    '<link rel="canonical" href="https://example.com/base/docs/faq"><meta property="og:url" content="https://example.com/base/docs/faq">',
    '<link rel="alternate" hreflang="en" href="https://example.com/base/docs/faq">',
    '<link rel="alternate" hreflang="x-default" href="https://example.com/base/docs/faq">',
    '<meta property="og:title" content="FAQ | TyKO">',
    '<meta name="docsearch:version" content="current"><meta name="docsearch:docusaurus_tag" content="docs-default-current">',
  ].join('');
}

const metas = (selector: string) => [...document.head.querySelectorAll<HTMLMetaElement>(selector)].map((m) => m.content);

test('tags the next page does not have are removed; its own are added', () => {
  writeDocHead();
  syncHead(document, DOC, POST, { kind: 'blog-post', path: '/base/blog/release-0-3-1', site });
  assert.equal(metas('meta[name="description"]'), []);
  assert.equal(metas('meta[property="og:description"]'), []);
  assert.equal(metas('meta[name="keywords"]'), []);
  assert.equal(metas('meta[name="docsearch:version"]'), []);
  assert.equal(metas('meta[name="docsearch:docusaurus_tag"]'), ['default']);
  assert.equal(metas('meta[property="og:url"]'), ['https://example.com/base/blog/release-0-3-1']);
  assert.is(document.title, '0.3.1 | TyKO');
});

test('hreflang alternates name the new page', () => {
  writeDocHead();
  syncHead(document, DOC, POST, { kind: 'blog-post', path: '/base/blog/release-0-3-1', site });
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((l) => `${l.hreflang} ${l.getAttribute('href')}`);
  assert.equal(links, ['en https://example.com/base/blog/release-0-3-1', 'x-default https://example.com/base/blog/release-0-3-1']);
});

test('robots follows the page: noindex, follow on the search page, gone after it', () => {
  writeDocHead();
  syncHead(document, DOC, SEARCH, { kind: 'search', path: '/base/search', site });
  assert.equal(metas('meta[name="robots"]'), ['noindex, follow']);
  assert.equal(metas('meta[property="robots"]'), ['noindex, follow'], 'one tag, with property too (behaviors §12.8)');
  syncHead(document, SEARCH, { ...DOC, noindex: true }, { kind: 'doc', path: '/base/docs/faq', site });
  assert.equal(metas('meta[name="robots"]'), ['noindex, nofollow']);
  assert.equal(metas('meta[property="robots"]'), [], 'another noindex page has no property');
  syncHead(document, { ...DOC, noindex: true }, { ...DOC, keywords: ['a', 'b'] }, { kind: 'doc', path: '/base/docs/faq', site });
  assert.equal(metas('meta[name="robots"]'), []);
  assert.equal(metas('meta[name="keywords"]'), ['a,b']);
  assert.equal(metas('meta[name="description"]'), ['Questions']);
  assert.equal(metas('meta[name="docsearch:version"]'), ['current']);
});

test('JSON-LD: a page\'s own blocks and the blog\'s block about it leave with it; a site-wide block stays; the next page\'s own arrive', () => {
  const own = { '@context': 'https://schema.org', '@type': 'FAQPage', name: 'a </script> b' };
  const faq: HeadData = { ...DOC, jsonLd: [own] };
  const escaped = JSON.stringify(own).replace(/</g, '\\u003c');
  document.head.innerHTML = [
    `<script type="application/ld+json">${escaped}</script>`,
    '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"TyKO"}</script>',
  ].join('');
  const blocks = () => [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!)['@type']);
  syncHead(document, faq, POST);
  assert.equal(blocks(), ['Organization'], 'the FAQ block is gone');
  // The server writes a post's BlogPosting, whose @id is the post's URL; the client cannot remake it.
  document.head.insertAdjacentHTML('beforeend', `<script type="application/ld+json">{"@type":"BlogPosting","@id":"${POST.canonical}"}</script>`);
  syncHead(document, POST, faq);
  assert.equal(blocks(), ['Organization', 'FAQPage'], 'the BlogPosting is gone, the FAQ block is back');
  const back = [...document.head.querySelectorAll('script[type="application/ld+json"]')].at(-1)!;
  assert.is(back.textContent, escaped, 'written as the server writes it, with < escaped');
});

test.run();
