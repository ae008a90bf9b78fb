/** Sidebar items naming a draft doc, which a production build leaves out, as Docusaurus drops them. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { resolveSidebarItems } from '../../../../../cli/pipeline/routes/sidebars-resolve';
import type { LoadedDoc } from '../../../../../cli/pipeline/routes/docs';

const doc = (id: string) => ({ id, permalink: `/docs/${id}`, title: id, unlisted: false, sourceDir: '', dir: '', frontMatter: {} }) as unknown as LoadedDoc;

const resolve = (value: unknown, drafts?: Set<string>) => resolveSidebarItems({
  id: 'main', value, docs: [doc('intro'), doc('setup')], categories: new Map(), options: { collapsed: true, collapsible: true }, versionPath: '/docs',
  slugify: (l) => l.toLowerCase(), file: '/site/sidebars.js', text: '', ...(drafts ? { drafts } : {}),
  legacyPrefix: 'version-1.0/',
});

test('an item naming a draft doc is dropped without an error; a category left empty by it goes too', () => {
  const drafts = new Set(['owls-draft']);
  const { sidebar, errors } = resolve(['intro', { type: 'doc', id: 'owls-draft' }, { type: 'category', label: 'Nests', items: ['owls-draft', 'version-1.0/owls-draft'] }, 'setup'], drafts);
  assert.equal(errors, []);
  assert.equal(sidebar.items.map((i) => ('label' in i ? i.label : null)), ['intro', 'setup']);
});

test('an id that is no doc, draft or not, is still an error', () => {
  const { errors } = resolve(['intro', 'owls-typo'], new Set(['owls-draft']));
  assert.equal(errors.map((e) => e.message), ['sidebar "main": unknown doc id "owls-typo"']);
});

test.run();
