/** `html` and `ref` items of a hand-written sidebar: shown, but no page of the sidebar's own. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { resolveSidebarItems } from '../../../../../cli/pipeline/routes/sidebars-resolve';
import { sidebarOfDoc } from '../../../../../cli/pipeline/features/doc-sidebar-of';
import { indexSidebar } from '../../../../../cli/pipeline/routes/sidebars';
import type { LoadedDoc } from '../../../../../cli/pipeline/routes/docs';

const HtmlRef = suite('sidebar html and ref items');

const doc = (id: string) => ({ id, permalink: `/docs/${id}`, title: id, unlisted: false, sourceDir: '', dir: '', frontMatter: {} }) as unknown as LoadedDoc;
const DOCS = [doc('intro'), doc('setup'), doc('faq')];

const resolve = (value: unknown, text = '') => resolveSidebarItems({
  id: 'main', value, docs: DOCS, categories: new Map(), options: { collapsed: false, collapsible: true }, versionPath: '/docs',
  slugify: (l) => l.toLowerCase(), file: '/site/sidebars.js', text,
});

HtmlRef('an html item is kept where it is written, at the top and inside a category, with its style and class', () => {
  const { sidebar, errors } = resolve([
    { type: 'html', value: '<span class="x">Section</span>', defaultStyle: true, className: 'sep' },
    'intro',
    { type: 'category', label: 'Guides', items: ['setup', { type: 'html', value: '<hr>' }] },
  ]);
  assert.equal(errors, []);
  assert.equal(sidebar.items[0], { type: 'html', value: '<span class="x">Section</span>', defaultStyle: true, className: 'sep' });
  const guides = sidebar.items[2];
  assert.ok(guides.type === 'category');
  assert.equal(guides.type === 'category' && guides.items[1], { type: 'html', value: '<hr>' });
});

HtmlRef('html items are no pages: prev/next and breadcrumbs pass over them', () => {
  const { sidebar } = resolve([
    'intro',
    { type: 'html', value: '<b>Next part</b>' },
    { type: 'category', label: 'Guides', items: [{ type: 'html', value: '<i>x</i>' }, 'setup'] },
  ]);
  assert.equal(sidebar.sequence.map((s) => s.link.href), ['/docs/intro', '/docs/setup']);
  assert.equal(sidebar.crumbs.get('setup'), [{ label: 'Guides' }]);
});

HtmlRef('an html value that is not a whole fragment is mended, so it cannot take in the rest of the page', () => {
  const { sidebar } = resolve([{ type: 'html', value: '<div><b>Open' }]);
  assert.equal(sidebar.items[0], { type: 'html', value: '<div><b>Open</b></div>' });
});

HtmlRef('an html item without a text value fails at its line, saying what to write', () => {
  const text = "module.exports = {\n  main: [\n    { type: 'html', value: '<hr>' },\n    'intro',\n    { type: 'html', value: 42 },\n  ],\n};\n";
  const { sidebar, errors } = resolve([{ type: 'html', value: '<hr>' }, 'intro', { type: 'html', value: 42 }], text);
  assert.equal(sidebar.items.length, 2);
  assert.equal(errors.map((e) => [e.message, e.line, e.column]), [['sidebar "main": an html item has the value 42, not a text', 5, 14]]);
  assert.match(errors[0].hint ?? '', /type: 'html', value:/);
});

HtmlRef('a ref item links to its doc but adds it neither to prev/next nor to breadcrumbs', () => {
  const { sidebar, errors } = resolve(['intro', { type: 'category', label: 'More', items: [{ type: 'ref', id: 'faq', label: 'Questions' }, 'setup'] }]);
  assert.equal(errors, []);
  const more = sidebar.items[1];
  assert.equal(more.type === 'category' && more.items[0], { type: 'link', label: 'Questions', href: '/docs/faq', docId: 'faq' });
  assert.equal(sidebar.sequence.map((s) => s.docId), ['intro', 'setup']);
  assert.is(sidebar.crumbs.has('faq'), false);
});

HtmlRef('a doc a sidebar only refers to shows the sidebar that lists it as a doc, or none', () => {
  const refs = resolve([{ type: 'ref', id: 'faq' }, 'intro']).sidebar;
  const owner = resolveSidebarItems({
    id: 'help', value: ['setup', 'faq'], docs: DOCS, categories: new Map(), options: { collapsed: false, collapsible: true },
    versionPath: '/docs', slugify: (l) => l, file: '/site/sidebars.js', text: '',
  }).sidebar;
  const sidebars = new Map([['main', { id: 'main', url: '/main.json', resolved: refs }], ['help', { id: 'help', url: '/help.json', resolved: owner }]]);
  assert.is(sidebarOfDoc(sidebars, DOCS[2])?.id, 'help');
  assert.is(sidebarOfDoc(new Map([['main', sidebars.get('main')!]]), DOCS[2]), null);
  assert.is(sidebarOfDoc(sidebars, DOCS[0])?.id, 'main');
});

HtmlRef('indexing again (as a translation does) still leaves ref items out', () => {
  const { sidebar } = resolve([{ type: 'ref', id: 'faq' }, 'intro']);
  assert.equal(indexSidebar(sidebar.items).sequence.map((s) => s.docId), ['intro']);
});

HtmlRef.run();
