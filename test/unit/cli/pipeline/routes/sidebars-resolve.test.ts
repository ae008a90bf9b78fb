/** Sidebar items as Docusaurus reads them: lists inside `items`, as helper functions return them. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { resolveSidebarItems } from '../../../../../cli/pipeline/routes/sidebars-resolve';
import type { LoadedDoc } from '../../../../../cli/pipeline/routes/docs';

const SidebarsResolve = suite('sidebar items');

const doc = (id: string) => ({ id, permalink: `/docs/${id}`, title: id, unlisted: false, sourceDir: '', dir: '', frontMatter: {} }) as unknown as LoadedDoc;

const resolve = (value: unknown) => resolveSidebarItems({
  id: 'main', value, docs: [doc('intro'), doc('setup')], categories: new Map(), options: { collapsed: true, collapsible: true }, versionPath: '/docs',
  slugify: (l) => l.toLowerCase(), file: '/site/sidebars.js', text: '',
});

SidebarsResolve('an empty list among the items adds nothing, as fbInternalOnly() gives a public build', () => {
  const { sidebar, errors } = resolve(['intro', [], { type: 'category', label: 'Guides', items: [[], 'setup'] }]);
  assert.equal(errors, []);
  assert.equal(sidebar.items.map((i) => ('label' in i ? i.label : null)), ['intro', 'Guides']);
  assert.equal(sidebar.sequence.map((s) => s.docId), ['intro', 'setup']);
});

SidebarsResolve('a list that holds items is spliced in where it stands, as a helper returning several items gives it', () => {
  const { sidebar, errors } = resolve([['intro', { type: 'link', label: 'Home', href: 'https://example.org' }], { type: 'category', label: 'Guides', items: [['setup']] }]);
  assert.equal(errors, []);
  assert.equal(sidebar.items.map((i) => [i.type, 'label' in i ? i.label : null]), [['link', 'intro'], ['link', 'Home'], ['category', 'Guides']]);
  assert.equal(sidebar.sequence.filter((s) => s.docId).map((s) => s.docId), ['intro', 'setup']);
});

SidebarsResolve('a bad item inside such a list is still an error at the sidebar', () => {
  const { errors } = resolve(['intro', [42]]);
  assert.equal(errors.map((e) => e.message), ['sidebar "main": an item is 42, not a doc id or an item object']);
});

SidebarsResolve('a list that holds itself is reported, not followed for ever', () => {
  const loop: unknown[] = ['intro'];
  loop.push(loop);
  const { errors } = resolve(loop);
  assert.equal(errors.map((e) => e.message), ['sidebar "main": category "main" contains itself, so the sidebar would never end']);
});

SidebarsResolve('a shorthand category whose value is itself a shorthand object holds one subcategory per key', () => {
  const { sidebar, errors } = resolve({ Start: ['intro'], Rules: { Base: ['setup'], Empty: [] } });
  assert.equal(errors.map((e) => e.message), ['sidebar "main": category "Empty" has neither any subitem nor a link, so it cannot link to anything']);
  const rules = sidebar.items[1];
  assert.ok(rules.type === 'category' && rules.label === 'Rules');
  assert.equal(rules.type === 'category' && rules.items.map((i) => [i.type, 'label' in i ? i.label : null]), [['category', 'Base']]);
  assert.equal(sidebar.sequence.filter((s) => s.docId).map((s) => s.docId), ['intro', 'setup']);
});

SidebarsResolve('a doc, category or link label with no text, and a link to a data: URL, are errors; the other items stay', () => {
  const { sidebar, errors } = resolve([
    { type: 'doc', id: 'intro', label: '' }, { type: 'category', label: '  ', items: ['setup'] },
    { type: 'link', label: '', href: 'https://example.org' }, { type: 'link', label: 'Page', href: ' data:text/html,<script>x</script>' },
    { type: 'link', label: 'Fine', href: 'https://example.org/data:x' }, 'setup',
  ]);
  assert.equal(errors.map((e) => e.message), [
    'sidebar "main": the doc item "intro" has the label "", with no text to show',
    'sidebar "main": a category has the label "  ", with no text to show',
    'sidebar "main": the link to "https://example.org" has the label "", with no text to show',
    'sidebar "main": the link "Page" has a data: URL, which browsers refuse to open from a link (and which could hold a whole page of script)',
  ]);
  assert.equal(sidebar.items.map((i) => ('label' in i ? i.label : null)), ['Fine', 'setup']);
});

SidebarsResolve.run();
