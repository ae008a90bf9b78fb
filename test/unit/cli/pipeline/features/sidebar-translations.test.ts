import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { SidebarItem } from '../../../../../runtime/types.ts';
import { indexSidebar, type ResolvedSidebar } from '../../../../../cli/pipeline/routes/sidebars.ts';
import { translateSidebar } from '../../../../../cli/pipeline/features/sidebar-translations.ts';

/** A sidebar as the resolver leaves it: a category holding a doc the sidebars file labelled, and a URL link. */
function sidebar(): ResolvedSidebar {
  const items: SidebarItem[] = [{
    type: 'category', label: 'Tools', href: '/docs/category/tools', collapsed: false, collapsible: true,
    items: [
      { type: 'link', label: 'Hammer guide', href: '/docs/hammer', docId: 'hammer' },
      { type: 'link', label: 'Shop', href: 'https://shop.example.org', external: true },
    ],
  }];
  return { items, ...indexSidebar(items), generatedIndexes: [{ label: 'Tools', permalink: '/docs/category/tools', title: 'All tools', items: items[0].type === 'category' ? items[0].items : [] }] };
}

test('category, URL link and labelled doc are each read under their own key', () => {
  const s = sidebar();
  translateSidebar(s, 'main', new Map([
    ['sidebar.main.category.Tools', 'Outils'],
    ['sidebar.main.doc.Hammer guide', 'Guide du marteau'],
    ['sidebar.main.link.Shop', 'Boutique'],
    ['sidebar.main.category.Tools.link.generated-index.title', 'Tous les outils'],
  ]));
  const [category] = s.items;
  assert.is(category.type === 'category' && category.label, 'Outils');
  assert.equal(category.type === 'category' && category.items.map((i) => ('label' in i ? i.label : null)), ['Guide du marteau', 'Boutique']);
  assert.is(s.generatedIndexes[0].title, 'Tous les outils');
});

test('a category page titled by its label takes the label\'s translation; one with a title of its own keeps it untranslated', () => {
  const byLabel = sidebar();
  byLabel.generatedIndexes[0].title = 'Tools';
  translateSidebar(byLabel, 'main', new Map([['sidebar.main.category.Tools', 'Outils']]));
  assert.is(byLabel.generatedIndexes[0].title, 'Outils');
  const own = sidebar();
  translateSidebar(own, 'main', new Map([['sidebar.main.category.Tools', 'Outils']]));
  assert.is(own.generatedIndexes[0].title, 'All tools');
});

test('breadcrumbs and previous/next follow the translated labels', () => {
  const s = sidebar();
  translateSidebar(s, 'main', new Map([['sidebar.main.category.Tools', 'Outils'], ['sidebar.main.doc.Hammer guide', 'Guide du marteau']]));
  assert.equal(s.crumbs.get('hammer'), [{ label: 'Outils', href: '/docs/category/tools' }]);
  assert.equal(s.sequence.map((e) => e.link.title), ['Outils', 'Guide du marteau']);
});

test('a key of another sidebar, or of the other kind of item, changes nothing', () => {
  const s = sidebar();
  translateSidebar(s, 'main', new Map([['sidebar.other.category.Tools', 'Outils'], ['sidebar.main.link.Hammer guide', 'Marteau']]));
  assert.is(s.items[0].type === 'category' && s.items[0].label, 'Tools');
  assert.equal(s.sequence.map((e) => e.link.title), ['Tools', 'Hammer guide']);
});

test.run();
