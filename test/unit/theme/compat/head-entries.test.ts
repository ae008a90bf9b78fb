import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createElement as h, Fragment } from 'react';
import { applyToHeadData, parseHeadChildren } from '../../../../theme/compat/head-entries';
import type { HeadData } from '../../../../runtime/types';

const Head = suite('compat head entries: <Head> children into the route head');
const head = (): HeadData => ({
  title: 'Widgets', canonical: 'https://example.com/x', htmlClassName: 'plugin-pages',
  meta: [{ name: 'docusaurus_locale', content: 'en' }],
});

Head('reads title, meta, link and html class, through fragments; ignores the rest', () => {
  const entries = parseHeadChildren([
    h('title', { key: 1 }, 'Custom ', 'title'),
    h(Fragment, { key: 2 }, h('meta', { name: 'robots', content: 'noarchive' }), h('meta', { property: 'og:type', content: 'article' })),
    h('link', { key: 3, rel: 'preconnect', href: 'https://cdn.example.org', crossOrigin: 'anonymous' }),
    h('html', { key: 4, className: 'landing' }),
    h('script', { key: 5 }, 'alert(1)'),
    'text',
  ]);
  assert.equal(entries, [
    { kind: 'title', text: 'Custom title' },
    { kind: 'meta', name: 'robots', content: 'noarchive' },
    { kind: 'meta', property: 'og:type', content: 'article' },
    { kind: 'link', attrs: { rel: 'preconnect', href: 'https://cdn.example.org', crossorigin: 'anonymous' } },
    { kind: 'htmlClass', className: 'landing' },
  ]);
});

Head('the title and keywords are used as written; description, keywords and image go to their own fields', () => {
  const data = head();
  applyToHeadData(data, [
    { kind: 'title', text: 'Exact' },
    { kind: 'meta', name: 'description', content: 'About widgets' },
    { kind: 'meta', name: 'keywords', content: 'a, b ,c' },
    { kind: 'meta', property: 'og:image', content: 'https://example.com/card.png' },
  ]);
  assert.is(data.title, 'Exact');
  assert.is(data.description, 'About widgets');
  // One item, written back as it came: a <Head> keywords tag reads as its author wrote it.
  assert.equal(data.keywords, ['a, b ,c']);
  assert.is(data.image, 'https://example.com/card.png');
  assert.equal(data.meta, [{ name: 'docusaurus_locale', content: 'en' }]);
});

Head('other meta tags replace one of the same name; applying twice changes nothing', () => {
  const data = head();
  const entries = parseHeadChildren([h('meta', { key: 1, name: 'docusaurus_locale', content: 'fr' }), h('meta', { key: 2, name: 'x', content: '1' }), h('html', { key: 3, className: 'plugin-pages landing' })]);
  applyToHeadData(data, entries);
  applyToHeadData(data, entries);
  assert.equal(data.meta, [{ name: 'docusaurus_locale', content: 'fr' }, { name: 'x', content: '1' }]);
  assert.is(data.htmlClassName, 'plugin-pages landing');
});

Head('a canonical link replaces the canonical URL', () => {
  const data = head();
  applyToHeadData(data, parseHeadChildren(h('link', { rel: 'canonical', href: 'https://example.com/other' })));
  assert.is(data.canonical, 'https://example.com/other');
});

Head.run();
